package web

import (
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestClassicActionsMarkDeath: a swimmer next to the enemy ship is
// offered to board it as a deadly action, and a stroke along the coast
// as a plain one; each action names its piece and target.
func TestClassicActionsMarkDeath(t *testing.T) {
	r := newRig(t)
	l, err := r.bot.LiveGame(r.key, r.id)
	if err != nil {
		t.Fatal(err)
	}
	m := l.Match.Clone()
	s := m.State().(*engine.State)
	f13, _ := engine.ParseCell("f13")
	s.Pieces[engine.W1].At = f13
	legal := m.LegalFor("white")
	v := m.View("white")
	for _, tc := range []struct {
		action, piece, to string
		deadly            bool
	}{
		{"W1 g13", "W1", "g13", true},
		{"W1 e13", "W1", "e13", false},
		{"ship h1", "ship", "h1", false},
	} {
		if !slices.Contains(legal, tc.action) {
			t.Fatalf("%q not legal: %v", tc.action, legal)
		}
		a := classicDrawing{}.action(v, tc.action, labelWords{})
		if a.A != tc.action || a.Piece != tc.piece || a.To != tc.to || a.Deadly != tc.deadly {
			t.Errorf("%q offered as %+v", tc.action, a)
		}
	}
}
