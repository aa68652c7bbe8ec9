package cards

import "sort"

// endRound pays the gold, discards the played cards, deals the draws,
// passes the first-player token and shows the next island, or ends the
// game after the last.
func (s *State) endRound(ev *[]Event) {
	s.pay(ev)
	for p := range s.Seats {
		for _, c := range s.Row[p][:s.RowN[p]] {
			s.Discard[c]++
		}
		for c := range NumKinds {
			s.Discard[c] += s.Extra[p][c]
		}
	}
	// The rows and specials stay readable in the state until the next
	// round starts; they are counted in the discard from here on.
	for p := range s.Seats {
		s.RowN[p] = 0
		s.Extra[p] = [NumKinds]uint8{}
	}
	// RULING: in turn order from the first player, each player but the
	// Tortuga visitors draws 1, then up to HandMin; when deck and discard
	// are both empty, drawing stops.
	for k := range s.Seats {
		p := (s.First + k) % s.Seats
		if s.Status[p] == AtTortuga {
			continue
		}
		s.draw(p, ev)
		for s.HandSize(p) < HandMin && s.draw(p, ev) {
		}
	}
	s.First = (s.First + 1) % s.Seats
	if s.Round+1 >= s.NumIsl {
		s.end(EndIslands, ev)
		return
	}
	emit(ev, Event{Kind: EvFirst, Seat: s.First})
	s.Round++
	s.startRound(ev)
}

// arrival is a pirate at a gold cell.
type arrival struct {
	seat, order, steps uint8
}

// pay pays each gold cell: fewest steps first, ties in turn order from the
// first player; the first takes the cell's value, each next one less, never
// below 0.
func (s *State) pay(ev *[]Event) {
	for c := range Cell(MaxSide * MaxSide) {
		v := s.Island.At(c).Gold()
		if v == 0 {
			continue
		}
		var at []arrival
		for k := range s.Seats {
			p := (s.First + k) % s.Seats
			if s.Dug[p] == c {
				at = append(at, arrival{p, k, s.DugSteps[p]})
			}
		}
		sort.SliceStable(at, func(i, j int) bool { return at[i].steps < at[j].steps })
		for i, a := range at {
			n := max(v-i, 0)
			s.Coins[a.seat] += uint16(n)
			s.Won[a.seat] += uint16(n)
			emit(ev, Event{Kind: EvPaid, Seat: a.seat, Cell: c, N: uint8(n)})
		}
	}
}

// end ends the game.
func (s *State) end(why uint8, ev *[]Event) {
	s.Phase = PhaseOver
	s.Pend = PendNone
	s.EndedBy = why
	emit(ev, Event{Kind: EvGameOver, N: why})
}

// Winners are the seats with the most coins among those that did not
// resign (ties share the win); nil while the game goes on.
func Winners(s *State) []uint8 { return winners(s.Phase, s.Seats, &s.Coins, s.Resigned) }

// Winners is Winners of the game v is a view of: the coins and the
// resignations are public.
func (v *View) Winners() []uint8 { return winners(v.Phase, v.Seats, &v.Coins, v.Resigned) }

// winners are the seats of a game over with the most coins among those
// that did not resign (ties share); nil before the end.
func winners(phase Phase, seats uint8, coins *[MaxSeats]uint16, resigned uint8) []uint8 {
	if phase != PhaseOver {
		return nil
	}
	var best int = -1
	var out []uint8
	for p := range min(seats, MaxSeats) {
		if resigned&(1<<p) != 0 {
			continue
		}
		switch c := int(coins[p]); {
		case c > best:
			best, out = c, []uint8{p}
		case c == best:
			out = append(out, p)
		}
	}
	return out
}

// Resign records that seat gave up: it cannot win. When at most one seat
// has not resigned, the game ends and that seat wins. Otherwise the game
// goes on and the front end gives the seat to a computer. A finished game
// does not change.
func Resign(s *State, seat uint8, ev *[]Event) {
	if s.Phase == PhaseOver || seat >= s.Seats {
		return
	}
	s.Resigned |= 1 << seat
	left := 0
	for p := range s.Seats {
		if s.Resigned&(1<<p) == 0 {
			left++
		}
	}
	if left <= 1 {
		s.end(EndResigned, ev)
	}
}

// Conclude ends the game by the players' agreement: most coins wins.
func Conclude(s *State, ev *[]Event) {
	if s.Phase != PhaseOver {
		s.end(EndAgreed, ev)
	}
}
