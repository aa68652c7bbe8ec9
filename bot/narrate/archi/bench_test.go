package archi

import (
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// benchMoves are the moves of a random 4-seat game with captains.
func benchMoves(b *testing.B) []move {
	var ms []move
	randomGame(b, ar.Options{Seats: 4, Advanced: true}, 7, 200, func(m move) { ms = append(ms, m) })
	return ms
}

func BenchmarkEvents(b *testing.B) {
	ms := benchMoves(b)
	views := make([]ar.View, len(ms))
	for i := range ms {
		views[i] = ar.ViewFor(&ms[i].after, ar.Spectator)
	}
	for _, l := range narrate.Langs() {
		b.Run(string(l), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for i := range ms {
					Events(l, ms[i].evs, &views[i])
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ms)), "ns/move")
		})
	}
}
