package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestPolishCaptainCannotNoUseButton: where the board is its player's own
// (the terminal against the computer) and the captain has no legal use,
// its step names the captain and says why it cannot act now, with only
// the way back: it offered "👑 Use it", whose press was refused "Your
// captain cannot act now…". Where the captain can act, "Use it" stays.
// In English and Russian.
func TestPolishCaptainCannotNoUseButton(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	unable := archFind(t, true, func(s *ar.State) bool {
		return s.Captain[0] != ar.NoCaptain && !s.Spent[0] && captainUses(s) == 0
	})
	able := archFind(t, true, func(s *ar.State) bool { return !s.Spent[0] && captainUses(s) > 0 })
	for _, lang := range []string{"en", "ru"} {
		g := archGameAt(t, "term:local", unable, false)
		step := archFace{}.board(b, lang, g, nil, archCaptainSel, false)
		v := archView(g)
		why := archi.CaptainCannot(nl(lang), &v, 0, ar.NoCaptain)
		if why == "" || !strings.Contains(why, archi.CaptainName(nl(lang), unable.Captain[0])) {
			t.Fatalf("%s: no reason naming the captain to look for: %q", lang, why)
		}
		if !strings.Contains(step.Caption, why) || !strings.Contains(step.Question, why) {
			t.Errorf("%s: the captain's step does not say why it cannot act (%q):\n%s\nquestion: %q", lang, why, step.Caption, step.Question)
		}
		for _, x := range flatten(step.Buttons) {
			if d, err := ParseButtonData(x.Data); err != nil || d.Verb != VerbBack {
				t.Errorf("%s: the step of a captain that cannot act offers %q (%s)", lang, x.Label, x.Data)
			}
		}
		if len(flatten(step.Buttons)) != 1 {
			t.Errorf("%s: want the way back alone, got %v", lang, step.Buttons)
		}
		canStep := archFace{}.board(b, lang, archGameAt(t, "term:local", able, false), nil, archCaptainSel, false)
		if !strings.Contains(flatten(canStep.Buttons)[0].Label, tr(lang, txtArchCaptainUse)) {
			t.Errorf("%s: a captain that can act has no %q: %v", lang, tr(lang, txtArchCaptainUse), canStep.Buttons)
		}
	}
}
