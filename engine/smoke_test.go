package engine

import (
	"math/rand/v2"
	"testing"
)

func TestSmokeRandom(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		s, err := New(seed, Options{StallRounds: -1})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		buf := make([]Action, 0, 512)
		var evs []Event
		n := 0
		for !s.Over && n < 20000 {
			buf = s.LegalInto(buf)
			a := buf[r.IntN(len(buf))]
			evs = evs[:0]
			if err := s.Play(a, &evs); err != nil {
				t.Fatalf("seed %d step %d: %v: %v", seed, n, a, err)
			}
			n++
			chests := 0
			for _, c := range islandList {
				if s.Tiles[c].Open && (s.Tiles[c].Kind.Coins() > 0 || s.Tiles[c].Kind == Galleon) {
					chests++
				}
			}
			if chests == 17 {
				total := s.GoldOnIsland() + s.LostValue()
				for c := Crew(0); c < NumCrews; c++ {
					total += s.Score(c)
				}
				if total != TotalGold {
					t.Fatalf("seed %d step %d after %v: gold %d", seed, n, a, total)
				}
			}
		}
		if !s.Over {
			t.Fatalf("seed %d did not end", seed)
		}
	}
}
