package games

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/game"
)

// BenchmarkContractPlayout plays random games through the game-neutral
// contract (game.Ruleset's Deal, ToAct, Legal and Apply, called through
// the interface), to compare with each engine's own playout benchmark:
// the seam should cost nothing measurable.
//
//	go test -run='^$' -bench=ContractPlayout -benchmem -cpu=1 ./engine/games/
func BenchmarkContractPlayout(b *testing.B) {
	b.Run("classic", func(b *testing.B) {
		playout[engine.State, engine.Action, engine.Event, engine.View](b, engine.Classic{},
			game.Options{Seats: []string{"white", "yellow", "black", "red"}})
	})
	b.Run("archipirata", func(b *testing.B) {
		playout[archipirata.State, archipirata.Action, archipirata.Event, archipirata.View](b, archipirata.Rules{},
			game.Options{Seats: []string{"red", "white"}})
	})
}

func playout[S any, A comparable, E any, V any](b *testing.B, r game.Ruleset[S, A, E, V], o game.Options) {
	var buf []A
	var evs []E
	seed, rng := uint64(0), uint64(1)
	s, err := r.Deal(o, seed)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if _, over := r.ToAct(&s); over {
			seed++
			s, _ = r.Deal(o, seed)
		}
		buf = r.Legal(&s, buf)
		evs = evs[:0]
		if err := r.Apply(&s, buf[archipirata.SplitMix(&rng)%uint64(len(buf))], &evs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
}
