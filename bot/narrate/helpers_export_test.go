package narrate

import "testing"

func TestExportedHelpers(t *testing.T) {
	if got := Pick(RU, "a", "б"); got != "б" {
		t.Errorf("Pick(RU) = %q", got)
	}
	if got := Pick(EN, "a", "б"); got != "a" {
		t.Errorf("Pick(EN) = %q", got)
	}
	for n, want := range map[int]string{1: "пират", 2: "пирата", 5: "пиратов", 11: "пиратов", 21: "пират", 22: "пирата"} {
		if got := Plural(n, "пират", "пирата", "пиратов"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
	if got := JoinAnd(RU, []string{"3", "4", "5"}); got != "3, 4 и 5" {
		t.Errorf("JoinAnd = %q", got)
	}
	for _, tc := range []struct {
		l     Lang
		items []string
		want  string
	}{
		{EN, []string{"e", "w"}, "e or w"},
		{RU, []string{"n", "e", "s"}, "n, e или s"},
		{EN, []string{"ne"}, "ne"},
		{EN, nil, ""},
	} {
		if got := JoinOr(tc.l, tc.items); got != tc.want {
			t.Errorf("JoinOr(%v) = %q, want %q", tc.items, got, tc.want)
		}
	}
	if got := Sentence("red won"); got != "Red won." {
		t.Errorf("Sentence = %q", got)
	}
	if got := CapFirst("белые"); got != "Белые" {
		t.Errorf("CapFirst = %q", got)
	}
}
