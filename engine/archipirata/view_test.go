package archipirata

import "testing"

// hidden reports, from the rules alone (not from ViewFor), whether seat
// may not know the card at island i, depth k.
func hidden(s *State, seat uint8, i, k int) bool {
	if k < int(s.Top[i]) || seat < MaxSeats && s.Seen[seat]&(1<<i) != 0 {
		return false
	}
	return k > int(s.Top[i]) || s.Pile[i][k].IsChest()
}

func class(c Card) int {
	switch {
	case c.IsChest():
		return 1
	case c.IsPermanent():
		return 2
	}
	return 0
}

// hiddenVariants returns copies of s where two cards the seat may not know
// (of the same class, so the pile layout stays legal) are swapped, and
// where another team's gold chest becomes a rum chest.
func hiddenVariants(s *State, seat uint8) []State {
	var out []State
	pairs := 0
	for i := range NumIslands {
		for k := range PileSize {
			for j := range NumIslands {
				for m := range PileSize {
					a, b := s.Pile[i][k], s.Pile[j][m]
					if !hidden(s, seat, i, k) || !hidden(s, seat, j, m) || a == b || class(a) != class(b) {
						continue
					}
					// A sample of the swaps, a different one at each ply,
					// keeps 1,000 games quick.
					if pairs++; pairs%7 != int(s.Plies)%7 || len(out) >= 8 {
						continue
					}
					d := *s
					d.Pile[i][k], d.Pile[j][m] = b, a
					out = append(out, d)
				}
			}
		}
	}
	for k := range uint8(MaxSeats) {
		if k != seat && s.Captain[k] != NoCaptain && !s.Revealed[k] && !s.Over {
			d := *s
			d.Captain[k] = s.Captain[k]%NumCaptains + 1
			out = append(out, d)
		}
	}
	for t := range uint8(2) {
		if (seat >= MaxSeats || Team(seat) != t) && !s.Over && s.Held[t][Gold] > 0 {
			d := *s
			d.Held[t][Gold]--
			d.Held[t][RumChest]++
			out = append(out, d)
		}
	}
	return out
}

// walkGames plays the games of seeds 0 to n-1 (2 seats, then 4, in turn)
// by a fixed pick of Legal's actions, calling f at every position before
// its action.
func walkGames(n uint64, f func(s *State, seed uint64)) {
	for seed := range n {
		s, _ := Deal(opts(seed, 2+2*int(seed&1)), seed)
		var buf []Action
		for !s.Over {
			f(&s, seed)
			buf = Legal(&s, buf)
			play(&s, buf[int(s.Plies*7)%len(buf)], nil)
		}
	}
}

// TestViewsNeverLeak plays 1,000 random games and, at every position, changes the
// cards each seat may not know: that seat's view must not change.
func TestViewsNeverLeak(t *testing.T) {
	changed := 0
	walkGames(1000, func(s *State, seed uint64) {
		for seat := uint8(0); seat < s.Seats; seat++ {
			for _, d := range hiddenVariants(s, seat) {
				changed++
				if ViewFor(&d, seat) != ViewFor(s, seat) {
					t.Fatalf("seed %d ply %d: seat %d sees a hidden card", seed, s.Plies, seat)
				}
			}
		}
		for _, d := range hiddenVariants(s, Spectator) {
			if ViewFor(&d, Spectator) != ViewFor(s, Spectator) {
				t.Fatalf("seed %d: spectator sees a hidden card", seed)
			}
		}
	})
	if changed == 0 {
		t.Fatal("no hidden card was ever changed")
	}
}

// TestEventFor checks a chest's identity reaches its team only.
func TestEventFor(t *testing.T) {
	e := Event{Kind: EvChest, Seat: 1, Island: 2, Card: Gold}
	tests := []struct {
		seat uint8
		want Card
	}{{1, Gold}, {3, Gold}, {0, Chest}, {2, Chest}, {Spectator, Chest}}
	for _, tc := range tests {
		if got := EventFor(e, tc.seat).Card; got != tc.want {
			t.Errorf("seat %d sees %v, want %v", tc.seat, got, tc.want)
		}
	}
	if got := EventFor(Event{Kind: EvActivated, Seat: 1, Card: Sabre}, 0).Card; got != Sabre {
		t.Errorf("equipment hidden: %v", got)
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
