package archipelago

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/engine/game"
)

// TestRulesDeal checks the contract's deal: the island a variant names
// (the first by default), the crews the seats name, 2 v 2, and the
// refusals.
func TestRulesDeal(t *testing.T) {
	var r Rules
	for _, tc := range []struct {
		o      game.Options
		island string
		crews  int
		teams  bool
	}{
		{game.Options{}, "first", 4, false},
		{r.TwoSeats(), "first", 2, false},
		{game.Options{Variants: []string{"island=ring"}}, "ring", 4, false},
		{game.Options{Variants: []string{"ISLAND=Bar", "teams"}}, "bar", 4, true},
		{game.Options{Seats: []string{"white", "yellow", "red"}, Variants: []string{"island=star"}}, "star", 3, false},
	} {
		s, err := r.Deal(tc.o, 5)
		if err != nil {
			t.Fatalf("%+v: %v", tc.o, err)
		}
		isl, _ := islands.Lookup(tc.island)
		want, err := Board(isl)
		if err != nil {
			t.Fatal(err)
		}
		if s.Board.NumIsland() != want.NumIsland() || !sameLand(&s.Board, &want) {
			t.Errorf("%+v: not dealt on %s", tc.o, tc.island)
		}
		if len(s.Crews()) != tc.crews || s.Rules.Teams != tc.teams {
			t.Errorf("%+v: crews %v, teams %v", tc.o, s.Crews(), s.Rules.Teams)
		}
		if seat, over := r.ToAct(&s); over || seat != int(engine.White) {
			t.Errorf("%+v: seat %d to act (over %v), want white", tc.o, seat, over)
		}
	}
	for _, o := range []game.Options{
		{Variants: []string{"island=atlantis"}},
		{Variants: []string{"island="}},
		{Variants: []string{"two-crews"}},
		{Variants: []string{"plane-waits"}},
		{Seats: []string{"white"}},
		{Variants: []string{"wizards"}},
	} {
		if _, err := r.Deal(o, 1); err == nil {
			t.Errorf("%+v dealt", o)
		} else if !errors.Is(err, ErrOptions) && !errors.Is(err, engine.ErrBadOptions) {
			t.Errorf("%+v: %v, want an options error", o, err)
		}
	}
}

// TestRulesPlay plays random games on every shipped island through the
// contract's Legal and Apply: every listed action is accepted, and its
// text parses back to it.
func TestRulesPlay(t *testing.T) {
	var r Rules
	for _, id := range islands.IDs() {
		s, err := r.Deal(game.Options{Variants: []string{VariantIsland + "=" + id}}, 9)
		if err != nil {
			t.Fatal(err)
		}
		var buf []engine.Action
		rng := uint64(3)
		for i := 0; i < 300; i++ {
			if _, over := r.ToAct(&s); over {
				break
			}
			buf = r.Legal(&s, buf)
			rng = rng*6364136223846793005 + 1442695040888963407
			a := buf[int(rng>>33)%len(buf)]
			if b, err := r.Parse(r.Format(a)); err != nil || b != a {
				t.Fatalf("%s: %q parses to %v, %v", id, r.Format(a), b, err)
			}
			var evs []engine.Event
			if err := r.Apply(&s, a, &evs); err != nil {
				t.Fatalf("%s: action %d %s: %v", id, i+1, r.Format(a), err)
			}
		}
	}
}

// sameLand reports whether two boards have the same island cells with the
// same backs.
func sameLand(a, b *engine.Board) bool {
	for c := range a.Island() {
		if !b.IsIsland(c) || a.Back(c) != b.Back(c) {
			return false
		}
	}
	return a.NumIsland() == b.NumIsland()
}
