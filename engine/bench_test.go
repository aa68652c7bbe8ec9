package engine

import (
	"math/rand/v2"
	"sort"
	"testing"
)

// BenchmarkPlayout measures random playouts on one core: pick a legal
// action, apply it, repeat, dealing a new 4-crew game whenever one ends.
// It reports actions per second, the median game length and allocations
// per action (the Legal buffer and the event buffer are reused).
//
//	go test -run='^$' -bench=Playout -benchmem -cpu=1 ./engine/
func BenchmarkPlayout(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]Action, 0, maxLegal)
	evs := make([]Event, 0, 256)
	seed := uint64(0)
	s, _ := New(seed, Options{StallRounds: -1})
	var lengths []int
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Over {
			lengths = append(lengths, n)
			n = 0
			seed++
			s, _ = New(seed, Options{StallRounds: -1})
		}
		buf = s.LegalInto(buf)
		a := buf[r.IntN(len(buf))]
		evs = evs[:0]
		if err := s.Play(a, &evs); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
	if len(lengths) > 0 {
		sort.Ints(lengths)
		b.ReportMetric(float64(lengths[len(lengths)/2]), "median-game-actions")
	}
}
