package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestClassicQuestionEndsTheCaption: over random legal playouts (fixed
// seeds, duels and four crews, both languages), every classic board with
// buttons, a turn's, a picked piece's and a pending choice's, and the
// placing prompt's, has a Question exactly when its buttons choose (a
// choice, a piece's target, a placing), and its caption ends with that
// question on its own line; a board without buttons asks nothing.
func TestClassicQuestionEndsTheCaption(t *testing.T) {
	for _, tc := range classicPlayoutCases() {
		kinds := map[string]int{}
		classicPlayout(t, tc.seed, tc.opt, tc.lang, 9, func(step int, s *engine.State, sel string, b Board) {
			chooses := len(b.Buttons) > 0 && (s.Pending.Active || sel != "" || placing(s))
			switch {
			case chooses && b.Question == "":
				t.Fatalf("seed %d step %d sel %q: buttons that choose but no question; caption %q", tc.seed, step, sel, b.Caption)
			case !chooses && b.Question != "":
				t.Fatalf("seed %d step %d sel %q: asks %q of no choosing buttons", tc.seed, step, sel, b.Question)
			case chooses && !strings.HasSuffix(b.Caption, "\n"+b.Question):
				t.Fatalf("seed %d step %d sel %q: caption %q does not end with question %q", tc.seed, step, sel, b.Caption, b.Question)
			}
			switch {
			case !chooses:
			case s.Pending.Active:
				kinds["choice"]++
			case sel != "":
				kinds["piece"]++
			default:
				kinds["placing"]++
			}
		})
		if kinds["piece"] == 0 || kinds["choice"] == 0 {
			t.Errorf("seed %d: the playout met too few kinds of question: %v", tc.seed, kinds)
		}
	}
}
