package archipirata

import "testing"

// hiddenSwap returns s with two face-down cards of the same class swapped,
// or false if there are none the seat cannot see.
func hiddenVariants(s *State, seat uint8) []State {
	var out []State
	v := ViewFor(s, seat)
	for i := range NumIslands {
		for k := range PileSize {
			for j := range NumIslands {
				for m := range PileSize {
					if v.Pile[i][k] != Hidden || v.Pile[j][m] != Hidden && v.Pile[j][m] != Chest ||
						v.Pile[i][k] != v.Pile[j][m] || s.Pile[i][k] == s.Pile[j][m] {
						continue
					}
					if s.Pile[i][k].IsPermanent() != s.Pile[j][m].IsPermanent() {
						continue
					}
					d := *s
					d.Pile[i][k], d.Pile[j][m] = d.Pile[j][m], d.Pile[i][k]
					out = append(out, d)
				}
			}
		}
	}
	// Chests hidden on top or in another team's hand.
	for i := range NumIslands {
		for j := range NumIslands {
			k, m := s.Top[i], s.Top[j]
			if k < PileSize && m < PileSize && v.Pile[i][k] == Chest && v.Pile[j][m] == Chest &&
				s.Pile[i][k] != s.Pile[j][m] {
				d := *s
				d.Pile[i][k], d.Pile[j][m] = d.Pile[j][m], d.Pile[i][k]
				out = append(out, d)
			}
		}
	}
	for t := range uint8(2) {
		if v.Held[t][Chest] > 0 && s.Held[t][Gold] > 0 {
			d := *s
			d.Held[t][Gold]--
			d.Held[t][RumChest]++
			out = append(out, d)
		}
	}
	return out
}

// TestViewsNeverLeak plays random games and, at every position, changes the
// cards each seat may not know: that seat's view must not change.
func TestViewsNeverLeak(t *testing.T) {
	changed := 0
	for seed := range uint64(40) {
		s, _ := Deal(Options{Seats: 2 + 2*int(seed&1)}, seed)
		var buf []Action
		for !s.Over {
			for seat := uint8(0); seat < s.Seats; seat++ {
				for _, d := range hiddenVariants(&s, seat) {
					changed++
					if ViewFor(&d, seat) != ViewFor(&s, seat) {
						t.Fatalf("seed %d ply %d: seat %d sees a hidden card", seed, s.Plies, seat)
					}
				}
			}
			for _, d := range hiddenVariants(&s, Spectator) {
				if ViewFor(&d, Spectator) != ViewFor(&s, Spectator) {
					t.Fatalf("seed %d: spectator sees a hidden card", seed)
				}
			}
			buf = Legal(&s, buf)
			play(&s, buf[int(s.Plies*7)%len(buf)], nil)
		}
	}
	if changed == 0 {
		t.Fatal("no hidden card was ever changed")
	}
}

// TestViewShows checks what a view does show: the top card, a chest as a
// chest, the lookout's pile to its seat only.
func TestViewShows(t *testing.T) {
	s, _ := Deal(Options{Seats: 2}, 11)
	s.Seen[0] = 1 << 2
	v0, v1 := ViewFor(&s, 0), ViewFor(&s, 1)
	if v1.Pile[0][0] != s.Pile[0][0] || v1.Pile[0][1] != Hidden || v1.Pile[0][2] != Chest {
		t.Fatalf("pile 1 seen as %v", v1.Pile[0])
	}
	if v0.Pile[2] != s.Pile[2] || v1.Pile[2][5] != Hidden {
		t.Fatalf("lookout: seat 0 sees %v, seat 1 sees %v", v0.Pile[2], v1.Pile[2])
	}
}
