package narrate

import (
	"strings"
	"testing"
)

func TestCurses(t *testing.T) {
	if len(cursesEN) != len(cursesRU) || NumCurses != 20 {
		t.Fatalf("%d English and %d Russian curses, want 20 each", len(cursesEN), len(cursesRU))
	}
	tests := []struct {
		l    Lang
		n    int
		want string
	}{
		{EN, 2, "Shiver me timbers!"},
		{EN, 2 + NumCurses, "Shiver me timbers!"},
		{EN, -1, "Yo-ho-ho, left rudder!"},
		{RU, 2, "Тысяча чертей!"},
		{RU, 5, "Разрази меня гром!"},
		{RU, -NumCurses, "Будешь драить палубу до конца своих дней!"},
	}
	for _, tc := range tests {
		if got := Curse(tc.l, tc.n); got != tc.want {
			t.Errorf("Curse(%s, %d) = %q, want %q", tc.l, tc.n, got, tc.want)
		}
	}
	for _, l := range Langs() {
		seen := map[string]bool{}
		for i := 0; i < NumCurses; i++ {
			c := Curse(l, i)
			if seen[c] {
				t.Errorf("%s: %q twice", l, c)
			}
			seen[c] = true
			if !strings.HasSuffix(c, "!") {
				t.Errorf("%s: %q is not shouted", l, c)
			}
		}
	}
}
