package archipirata

import "testing"

// BenchmarkPlayout plays random games (Legal, then play of a random legal
// action) and reports actions per second.
func BenchmarkPlayout(b *testing.B) {
	var buf []Action
	actions := 0
	seed := uint64(1)
	s, _ := Deal(Options{Seats: 2}, seed)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if s.Over {
			seed++
			s, _ = Deal(Options{Seats: 2}, seed)
		}
		buf = Legal(&s, buf)
		play(&s, buf[s.intn(len(buf))], nil)
		actions++
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
}
