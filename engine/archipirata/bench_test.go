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

// heavy is a position with a long legal list: ten pirates of both colours
// on island 1, three rums and a rum chest in the mover's hand, with and
// without Piet Hein revealed.
func heavy(piet bool) State {
	s, _ := Deal(Options{Seats: 2, Advanced: true}, 7)
	s.Pirates = [NumIslands][2]uint8{{5, 5}, {1, 0}, {0, 1}, {1, 0}, {0, 1}, {1, 0}, {0, 0}, {0, 1}}
	s.Injured = [2]uint8{0, 0}
	s.Turn, s.Pend = 0, PendNone
	s.Held[0][Rum], s.Held[0][RumChest] = 3, 1
	s.Captain[0], s.Revealed[0] = PietHein, piet
	if !piet {
		s.Captain[0] = NoCaptain
	}
	return s
}

// BenchmarkLegalHeavy is Legal in heavy positions; it reports the length
// of the list.
func BenchmarkLegalHeavy(b *testing.B) {
	for _, piet := range []bool{false, true} {
		b.Run(map[bool]string{false: "rums", true: "rums-piet-hein"}[piet], func(b *testing.B) {
			s := heavy(piet)
			buf := Legal(&s, nil)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				buf = Legal(&s, buf)
			}
			b.ReportMetric(float64(len(buf)), "actions")
		})
	}
}
