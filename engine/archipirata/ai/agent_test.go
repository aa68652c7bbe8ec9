package ai

import (
	"fmt"
	"testing"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// small is a hard player with a small search, for tests that play many
// games.
func small(seed uint64) Agent {
	h := NewHard(seed)
	h.Samples, h.Depth, h.Beam = 2, 2, 6
	return h
}

// play plays one game of o with seed, seat k's player made by mk[k%len(mk)],
// and returns the final state and its actions. Each action must be one
// Apply accepts.
func play(t *testing.T, o archipirata.Options, seed uint64, mk ...func(uint64) Agent) (archipirata.State, []archipirata.Action) {
	t.Helper()
	s, err := archipirata.Deal(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	var ps []Agent
	for k := range o.Seats {
		ps = append(ps, mk[k%len(mk)](seed*10+uint64(k)))
	}
	var log []archipirata.Action
	for !s.Over {
		a, ok := ps[s.Turn].Choose(&s)
		if !ok {
			t.Fatalf("seed %d: no action in a game not over", seed)
		}
		if err := archipirata.Apply(&s, a, nil); err != nil {
			t.Fatalf("seed %d, action %d: %v", seed, len(log)+1, err)
		}
		log = append(log, a)
	}
	if a, ok := ps[s.Turn].Choose(&s); ok {
		t.Fatalf("seed %d: %s offered after the end", seed, archipirata.Format(a))
	}
	return s, log
}

// TestLevelsPlayWholeGames plays every level against itself in every
// variant: each choice is legal, every game ends, and the same seeds play
// the same game.
func TestLevelsPlayWholeGames(t *testing.T) {
	levels := map[string]func(uint64) Agent{
		"random": func(x uint64) Agent { return NewRandom(x) },
		"easy":   func(x uint64) Agent { return NewEasy(x) },
		"hard":   small,
	}
	for name, mk := range levels {
		for _, o := range []archipirata.Options{{Seats: 2}, {Seats: 4}, {Seats: 2, Advanced: true}, {Seats: 4, Advanced: true}} {
			t.Run(fmt.Sprintf("%s/%d/%v", name, o.Seats, o.Advanced), func(t *testing.T) {
				for seed := range uint64(12) {
					s1, l1 := play(t, o, seed, mk)
					s2, l2 := play(t, o, seed, mk)
					if s1 != s2 || len(l1) != len(l2) {
						t.Fatalf("seed %d: the same seeds played two games", seed)
					}
				}
			})
		}
	}
}

// TestNewLevels checks New knows every level of Levels, and only those.
func TestNewLevels(t *testing.T) {
	for _, l := range Levels {
		if a, err := New(l, 1); err != nil || a == nil {
			t.Fatalf("New(%q): %v", l, err)
		}
	}
	if _, err := New("expert", 1); err == nil {
		t.Fatal("New took an unknown level")
	}
}

// TestChoicesIgnoreHiddenCards deals the cards the seat to act cannot see
// again (games it cannot tell apart) and checks that easy and hard choose
// the same action in both, position after position: they do not peek.
func TestChoicesIgnoreHiddenCards(t *testing.T) {
	positions := 0
	for seed := range uint64(16) {
		o := archipirata.Options{Seats: 2 + 2*int(seed%2), Advanced: seed%4 > 1}
		s, err := archipirata.Deal(o, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := NewRandom(seed)
		for !s.Over {
			other := archipirata.Sample(&s, s.Turn, seed^uint64(s.Plies)*7919)
			for _, mk := range []func(uint64) Agent{func(x uint64) Agent { return NewEasy(x) }, small} {
				a, _ := mk(5).Choose(&s)
				b, _ := mk(5).Choose(&other)
				if a != b {
					t.Fatalf("seed %d, action %d: %s in one deal, %s in another the seat cannot tell apart",
						seed, s.Plies+1, archipirata.Format(a), archipirata.Format(b))
				}
			}
			if other != s {
				positions++ // a position where the deals differ
			}
			a, _ := r.Choose(&s)
			if err := archipirata.Apply(&s, a, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions < 200 {
		t.Fatalf("only %d positions had cards to deal again", positions)
	}
}

// TestLevelsAreOrdered plays short arenas with seats swapped each game:
// easy must beat random and hard (even with a small search) must beat easy
// in most games. The seeds are fixed, so the counts are too.
func TestLevelsAreOrdered(t *testing.T) {
	for _, tc := range []struct {
		name       string
		strong     func(uint64) Agent
		weak       func(uint64) Agent
		games, min int
	}{
		{"easy-random", func(x uint64) Agent { return NewEasy(x) }, func(x uint64) Agent { return NewRandom(x) }, 40, 36},
		{"hard-easy", small, func(x uint64) Agent { return NewEasy(x) }, 40, 28},
	} {
		t.Run(tc.name, func(t *testing.T) {
			won := 0
			for g := range tc.games {
				mk := []func(uint64) Agent{tc.strong, tc.weak}
				strongTeam := 0
				if g%2 == 1 {
					mk, strongTeam = []func(uint64) Agent{tc.weak, tc.strong}, 1
				}
				s, _ := play(t, archipirata.Options{Seats: 2}, uint64(1000+g), mk...)
				if int(s.Winner) == strongTeam {
					won++
				}
			}
			if won < tc.min {
				t.Fatalf("the stronger level won %d of %d, want at least %d", won, tc.games, tc.min)
			}
			t.Logf("the stronger level won %d of %d", won, tc.games)
		})
	}
}
