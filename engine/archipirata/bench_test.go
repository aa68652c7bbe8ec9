package archipirata

import "testing"

// BenchmarkPlayout plays random games (Legal, then play of a random legal
// action, as a playout of a search does) and reports actions per second.
func BenchmarkPlayout(b *testing.B) {
	for _, bc := range []struct {
		name string
		o    Options
	}{{"2p", Options{Seats: 2}}, {"4p-advanced", Options{Seats: 4, Advanced: true}}} {
		b.Run(bc.name, func(b *testing.B) {
			var buf []Action
			seed := uint64(1)
			s, _ := Deal(bc.o, seed)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				if s.Over {
					seed++
					s, _ = Deal(bc.o, seed)
				}
				buf = Legal(&s, buf)
				play(&s, buf[s.intn(len(buf))], nil)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
		})
	}
}
