package puzzles_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/puzzle"
	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
	"github.com/jackalbot/jackal/engine/game"
)

// minShipped is how many puzzles the project ships at least (§9).
const minShipped = 10

// TestShipped checks the shipped puzzles: at least ten, numbered 1 to N,
// each with both languages' titles and hints, a goal of turns with the par
// within it, formatting back to itself, found by number and by id.
func TestShipped(t *testing.T) {
	all, err := puzzles.All()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < minShipped || puzzles.Count() != len(all) {
		t.Fatalf("%d puzzles (Count %d), want at least %d", len(all), puzzles.Count(), minShipped)
	}
	ids := map[string]bool{}
	for i, p := range all {
		switch {
		case p.Number != i+1:
			t.Errorf("puzzle %d is number %d", i+1, p.Number)
		case p.Island.NameRU == "" || p.HintRU == "":
			t.Errorf("puzzle %d has no Russian title or hint", p.Number)
		case p.Turns == 0 || p.Par == 0 || p.Par > p.Turns:
			t.Errorf("puzzle %d: turns %d, par %d", p.Number, p.Turns, p.Par)
		case ids[p.Island.ID]:
			t.Errorf("puzzle %d: island id %q twice", p.Number, p.Island.ID)
		}
		ids[p.Island.ID] = true
		back, err := puzzle.Parse(puzzle.Format(p), "formatted")
		if err != nil || !back.Equal(p) {
			t.Errorf("puzzle %d: Format does not parse back: %v", p.Number, err)
		}
		for _, key := range []string{p.Island.ID, strings.ToUpper(p.Island.ID), strconv.Itoa(p.Number), " 0" + strconv.Itoa(p.Number)} {
			if q, err := puzzles.Lookup(key); err != nil || q.Number != p.Number {
				t.Errorf("Lookup(%q): %v", key, err)
			}
		}
		q, err := puzzles.Get(p.Number)
		if err != nil || !q.Equal(p) {
			t.Errorf("Get(%d): %v", p.Number, err)
		}
		src, err := puzzles.Source(p.Number)
		if err != nil || !strings.Contains(string(src), "puzzle: ") {
			t.Errorf("Source(%d): %v", p.Number, err)
		}
		q.Tiles[q.Bank()] = engine.Tile{} // a copy: the shipped puzzle stays whole
	}
	if p, _ := puzzles.Get(1); p.Bank() == engine.NoCell {
		t.Error("Get hands out the shipped puzzle itself")
	}
	for _, n := range []int{0, len(all) + 1} {
		if _, err := puzzles.Get(n); !errors.Is(err, puzzles.ErrUnknown) {
			t.Errorf("Get(%d): %v", n, err)
		}
	}
	if _, err := puzzles.Lookup("no-such-isle"); !errors.Is(err, puzzles.ErrUnknown) {
		t.Errorf("Lookup: %v", err)
	}
}

// TestRules checks the game contract's own parts: one seat, the deal by
// number or id, the view of the pirate to act, the outcome.
func TestRules(t *testing.T) {
	r := puzzles.Rules{}
	if r.ID() != puzzles.ID || r.SeatName(0) != puzzles.Seat || r.SeatName(1) != "" {
		t.Fatalf("id %q, seats %q %q", r.ID(), r.SeatName(0), r.SeatName(1))
	}
	s, err := r.Deal(game.Options{Variants: []string{"puzzle=the-pit"}}, 9)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := puzzles.Lookup("the-pit")
	want, _ := p.Deal()
	want.Seed = 9
	if s != want {
		t.Fatal("puzzle=the-pit is not the pit's deal")
	}
	if seat, over := r.ToAct(&s); seat != 0 || over {
		t.Fatalf("to act: %d, %v", seat, over)
	}
	s.Turn = engine.Yellow
	if v := r.View(&s, 0); v.Crew != engine.Yellow || !v.Solo.On {
		t.Fatalf("the view is %s's", v.Crew)
	}
	if v := r.View(&s, game.Spectator); v.Crew != engine.NoCrew {
		t.Fatalf("the spectator sees as %s", v.Crew)
	}
	for _, o := range []game.Options{
		{Seats: []string{"white"}}, {Variants: []string{"island=ring"}}, {Variants: []string{"puzzle="}},
		{Variants: []string{"puzzle=0"}},
	} {
		if _, err := r.Deal(o, 1); !errors.Is(err, engine.ErrBadOptions) {
			t.Errorf("%+v: %v", o, err)
		}
	}
	if out := r.Outcome(&s); out.Over || out.Scores[puzzles.Seat] != 0 || out.Winners != nil {
		t.Errorf("outcome %+v", out)
	}
}
