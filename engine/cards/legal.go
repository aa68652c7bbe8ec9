package cards

// ToAct is the seat to act, and false when the game is over. While
// planning it is the first seat in turn order (from the first player)
// whose row is not in; while resolving, the seat asked.
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

// Legal appends the legal actions of the seat to act to buf[:0].
func Legal(s *State, buf []Action) []Action {
	buf = buf[:0]
	p, ok := ToAct(s)
	if !ok {
		return buf
	}
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
		c := [...]Card{PendFriday: Friday, PendWeapon: Weapon, PendDouble: Double}[s.Pend]
		if s.Hand[p][c] > 0 {
			buf = append(buf, Action{Kind: ActPlay, Card: c})
		}
	}
	return append(buf, Action{Kind: ActNo})
}
