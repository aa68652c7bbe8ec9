package cards

// ToAct is the seat to act, and false when the game is over. While
// planning it is the first seat in turn order (from the first player)
// whose row is not in (Acting lists them all: the plans are made at
// once); while resolving, the seat asked.
func ToAct(s *State) (uint8, bool) {
	switch s.Phase {
	case PhasePlan:
		for k := range s.Seats {
			p := (s.First + k) % s.Seats
			if s.Status[p] == Planning {
				return p, true
			}
		}
	case PhaseResolve:
		if s.Pend == PendRum {
			return s.Asker, true
		}
		return s.Resolver(), true
	}
	return 0, false
}

// plannable reports whether seat's hand holds a card a plan may hold.
func (s *State) plannable(seat uint8) bool {
	for c := range Friday {
		if s.Hand[seat][c] > 0 {
			return true
		}
	}
	return false
}

// Legal appends the legal actions of the seat to act (ToAct's) to
// buf[:0].
func Legal(s *State, buf []Action) []Action {
	p, ok := ToAct(s)
	if !ok {
		return buf[:0]
	}
	return LegalFor(s, p, buf)
}

// Acting appends the seats that may act now to buf[:0]: while planning,
// every seat whose row is not in, in seat order (the plans are made at
// once); while resolving, the one seat asked (ToAct's); none once over.
func Acting(s *State, buf []uint8) []uint8 {
	buf = buf[:0]
	if s.Phase == PhasePlan {
		for p := range s.Seats {
			if s.Status[p] == Planning {
				buf = append(buf, p)
			}
		}
		return buf
	}
	if p, ok := ToAct(s); ok {
		buf = append(buf, p)
	}
	return buf
}

// mayAct reports whether seat is one of Acting's.
func mayAct(s *State, seat uint8) bool {
	if seat >= s.Seats {
		return false
	}
	if s.Phase == PhasePlan {
		return s.Status[seat] == Planning
	}
	p, ok := ToAct(s)
	return ok && p == seat
}

// LegalFor appends the legal actions of seat to buf[:0]: while planning,
// those of its own row (any seat still planning, whether ToAct names it
// or not); while resolving, the question's when seat is the one asked;
// nothing for a seat that may not act now.
func LegalFor(s *State, seat uint8, buf []Action) []Action {
	buf = buf[:0]
	if !mayAct(s, seat) {
		return buf
	}
	p := seat
	if s.Phase == PhasePlan {
		row := s.RowN[p]
		for c := range Friday {
			if s.Hand[p][c] > 0 && (!c.IsFlag() || row == 0) {
				buf = append(buf, Action{Kind: ActPlan, Card: c})
			}
		}
		if row > 0 {
			return append(buf, Action{Kind: ActUndo}, Action{Kind: ActReady})
		}
		for n := uint16(1); n <= 3; n++ {
			if s.Coins[p] >= n {
				buf = append(buf, Action{Kind: ActTortuga, N: uint8(n)})
			}
		}
		if !s.plannable(p) {
			buf = append(buf, Action{Kind: ActPass})
		}
		return buf
	}
	switch s.Pend {
	case PendRum:
		if s.Hand[s.Asker][Rum] > 0 {
			buf = append(buf, Action{Kind: ActRum, Seat: s.Resolver()})
		}
	case PendDir:
		for _, d := range s.Row[p][s.Card].Dirs() {
			buf = append(buf, Action{Kind: ActDir, Dir: d})
		}
		return buf
	case PendFriday, PendWeapon, PendDouble:
		if c, _ := s.Pend.Offers(); s.Hand[p][c] > 0 {
			buf = append(buf, Action{Kind: ActPlay, Card: c})
		}
	}
	return append(buf, Action{Kind: ActNo})
}
