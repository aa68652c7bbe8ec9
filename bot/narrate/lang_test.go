package narrate

import "testing"

func TestParseLang(t *testing.T) {
	tests := []struct {
		in   string
		want Lang
		ok   bool
	}{
		{"en", EN, true},
		{"ru", RU, true},
		{"EN", EN, true},
		{"english", EN, true},
		{"English", EN, true},
		{"русский", RU, true},
		{"Русский", RU, true},
		{"russian", RU, true},
		{"ru-RU", RU, true},
		{"ru_RU", RU, true},
		{"en-GB", EN, true},
		{" ru ", RU, true},
		{"de", EN, false},
		{"uk-UA", EN, false},
		{"", EN, false},
		{"-ru", EN, false},
		{"rus-", RU, true},
	}
	for _, tc := range tests {
		got, ok := ParseLang(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("ParseLang(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestLangs(t *testing.T) {
	got := Langs()
	if len(got) != 2 || got[0] != EN || got[1] != RU {
		t.Errorf("Langs() = %v", got)
	}
	for _, l := range got {
		if back, ok := ParseLang(string(l)); !ok || back != l {
			t.Errorf("ParseLang(%q) = %q, %v", l, back, ok)
		}
	}
}
