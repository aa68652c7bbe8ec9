package archi

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/narrate"
)

func TestRules(t *testing.T) {
	for _, l := range narrate.Langs() {
		r := Rules(l)
		checkText(t, l, "Rules", r)
		if n := utf8.RuneCountInString(r); n > MaxRules {
			t.Errorf("%s: Rules is %d characters", l, n)
		}
		for _, w := range []string{"take 3 cw", "take 3 cw R W R", "+rum@5", "5 (", "captain ", "60"} {
			if !strings.Contains(r, w) {
				t.Errorf("%s: Rules lack %q", l, w)
			}
		}
	}
}
