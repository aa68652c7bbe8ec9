package cards

import "testing"

// BenchmarkPlayout plays random games (Legal, then a random legal action,
// as a search's playout does) and reports actions per second.
func BenchmarkPlayout(b *testing.B) {
	for _, seats := range []int{2, 4} {
		b.Run(string(rune('0'+seats))+"p", func(b *testing.B) {
			var buf []Action
			seed := uint64(1)
			s, _ := Deal(Options{Seats: seats}, seed)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				if s.Over() {
					seed++
					s, _ = Deal(Options{Seats: seats}, seed)
				}
				p, _ := ToAct(&s)
				buf = Legal(&s, buf)
				play(&s, p, buf[s.intn(len(buf))], nil)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
		})
	}
}
