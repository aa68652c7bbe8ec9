package ai

import (
	"testing"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// TestRandomPlaysWholeGames checks the random player's choices are always
// accepted and that its games end, the same way for the same seed.
func TestRandomPlaysWholeGames(t *testing.T) {
	for seed := range uint64(50) {
		var ends [2]archipirata.State
		for k := range ends {
			s, err := archipirata.Deal(archipirata.Options{Seats: 2 + 2*int(seed&1)}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := NewRandom(seed)
			for !s.Over {
				a, ok := r.Choose(&s)
				if !ok {
					t.Fatalf("seed %d: no action in a game not over", seed)
				}
				if err := archipirata.Apply(&s, a, nil); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
			if _, ok := r.Choose(&s); ok {
				t.Fatalf("seed %d: an action after the end", seed)
			}
			ends[k] = s
		}
		if ends[0] != ends[1] {
			t.Fatalf("seed %d: same seed, different games", seed)
		}
	}
}
