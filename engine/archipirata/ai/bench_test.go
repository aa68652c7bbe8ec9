package ai

import (
	"testing"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// benchPositions are positions of random two-player games, a few actions
// in, where the players decide.
func benchPositions(b *testing.B) []archipirata.State {
	var out []archipirata.State
	for seed := range uint64(20) {
		s, err := archipirata.Deal(archipirata.Options{Seats: 2}, seed)
		if err != nil {
			b.Fatal(err)
		}
		r := NewRandom(seed)
		for !s.Over && s.Plies < 12 {
			if s.Plies%3 == 0 {
				out = append(out, s)
			}
			a, _ := r.Choose(&s)
			archipirata.Play(&s, a, nil)
		}
	}
	return out
}

// BenchmarkDecide is the time of one decision of each level.
func BenchmarkDecide(b *testing.B) {
	ps := benchPositions(b)
	for _, l := range Levels {
		b.Run(l, func(b *testing.B) {
			a, _ := New(l, 1)
			b.ReportAllocs()
			for i := range b.N {
				a.Choose(&ps[i%len(ps)])
			}
		})
	}
}
