package games

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// TestOneAtATimeActing: in a game whose seats act one at a time, Acting
// is the seat ToAct names, LegalFor lists only its actions, and an action
// played for a named seat is accepted for that seat alone.
func TestOneAtATimeActing(t *testing.T) {
	for _, g := range All() {
		m, err := g.New(g.TwoSeats(), 3)
		if err != nil {
			t.Fatal(err)
		}
		seat, _ := m.ToAct()
		if a := m.Acting(); len(a) != 1 || a[0] != seat {
			t.Fatalf("%s: acting %v, ToAct %s", g.ID(), a, seat)
		}
		legal := m.LegalFor(seat)
		if len(legal) == 0 || len(legal) != len(m.Legal()) {
			t.Fatalf("%s: LegalFor(%s) = %d actions, Legal %d", g.ID(), seat, len(legal), len(m.Legal()))
		}
		var other string
		for _, n := range g.TwoSeats().Seats {
			if n != seat {
				other = n
			}
		}
		if len(m.LegalFor(other)) != 0 {
			t.Fatalf("%s: %s may act out of turn", g.ID(), other)
		}
		if _, err := m.Play(game.SeatEntry(other, legal[0])); !errors.Is(err, game.ErrNotActing) {
			t.Fatalf("%s: an action for %s out of turn: %v", g.ID(), other, err)
		}
		if _, err := m.Play(game.SeatEntry(seat, legal[0])); err != nil {
			t.Fatalf("%s: %s's own action as a seat entry: %v", g.ID(), seat, err)
		}
	}
}
