package archipelago_test

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/game"
)

// BenchmarkPlayout measures random playouts of Jackal Archipelago on the
// first island, four crews, on one core: pick a legal action, play it,
// repeat, dealing a new game (seed after seed) whenever one ends. It
// reports actions per second and the median game length.
//
//	go test -run='^$' -bench=Playout -benchmem -cpu=1 ./engine/archipelago/
func BenchmarkPlayout(b *testing.B) {
	deal := func(seed uint64) engine.State {
		s, err := archipelago.Rules{}.Deal(game.Options{}, seed)
		if err != nil {
			b.Fatal(err)
		}
		return s
	}
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]engine.Action, 0, 256)
	evs := make([]engine.Event, 0, 256)
	seed := uint64(0)
	s := deal(seed)
	var lengths []int
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Over {
			lengths = append(lengths, n)
			n = 0
			seed++
			b.StopTimer()
			s = deal(seed)
			b.StartTimer()
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
