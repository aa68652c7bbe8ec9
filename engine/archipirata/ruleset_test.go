package archipirata

import (
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// TestRulesContract drives a game through the game.Ruleset contract only.
func TestRulesContract(t *testing.T) {
	var r game.Ruleset[State, Action, Event, View] = Rules{}
	s, err := r.Deal(game.Options{Seats: 4, Variants: []string{VariantAdvanced}}, 5)
	if err != nil || !s.Adv || s.Seats != 4 {
		t.Fatalf("deal: %v, %+v", err, s)
	}
	var buf []Action
	for _, over := r.ToAct(&s); !over; _, over = r.ToAct(&s) {
		buf = r.Legal(&s, buf)
		a, err := r.Parse(r.Format(buf[0]))
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(&s, a, nil); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := r.Marshal(&s)
	d, err := r.Unmarshal(b)
	if err != nil || d != s {
		t.Fatalf("snapshot: %v", err)
	}
	if v := r.View(&s, game.Spectator); v.Seat != Spectator {
		t.Fatalf("spectator view for seat %d", v.Seat)
	}
	if _, err := r.Deal(game.Options{Seats: 3}, 1); err == nil {
		t.Fatal("3 seats accepted")
	}
}
