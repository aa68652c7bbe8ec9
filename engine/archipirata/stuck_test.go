package archipirata

import "testing"

// TestNeverStuck plays 3,000 random 4-seat games with captains, picking with
// the state's own generator as the benchmark does: a game not over always
// has a legal action (a captain's reveal once left none: seed 454).
func TestNeverStuck(t *testing.T) {
	o := Options{Seats: 4, Advanced: true}
	var buf []Action
	for seed := range uint64(3000) {
		s, _ := Deal(o, seed)
		for !s.Over {
			buf = Legal(&s, buf)
			if len(buf) == 0 {
				t.Fatalf("seed %d ply %d: no legal action, game not over", seed, s.Plies)
			}
			play(&s, buf[s.intn(len(buf))], nil)
		}
	}
}
