package cards

import "fmt"

// Apply plays a, which must be among Legal's actions, for the seat to act
// (ToAct's), appending the events to ev (which may be nil).
func Apply(s *State, a Action, ev *[]Event) error {
	p, ok := ToAct(s)
	if !ok {
		return fmt.Errorf("%w: %s", ErrGameOver, Format(a))
	}
	return ApplyFor(s, p, a, ev)
}

// ApplyFor plays a for seat, which must be one of Acting's (while
// planning, any seat whose row is not in), a among LegalFor's actions for
// it; the events go to ev (which may be nil). A seat that may not act now
// is refused with ErrNotActing, an action it may not play with
// ErrIllegal, its message naming the rule broken (refuse). When the last
// row is in, the rows are revealed and resolved as they are after Apply.
func ApplyFor(s *State, seat uint8, a Action, ev *[]Event) error {
	if s.Phase == PhaseOver {
		return fmt.Errorf("%w: %s", ErrGameOver, Format(a))
	}
	if !mayAct(s, seat) {
		return fmt.Errorf("%w: %s may not play %s now", ErrNotActing, SeatName(int(seat)), Format(a))
	}
	a = s.cellAnswer(seat, a)
	var buf [NumKinds + 4]Action
	legal := false
	for _, b := range LegalFor(s, seat, buf[:0]) {
		if b == a {
			legal = true
			break
		}
	}
	if !legal {
		return s.refuse(seat, a)
	}
	play(s, seat, a, ev)
	return nil
}

// cellAnswer is a with an ActCell answering seat's direction choice
// taken as the direction reaching that cell (AnswerCell); a cell no
// direction reaches stays a cell, which is no legal action.
func (s *State) cellAnswer(seat uint8, a Action) Action {
	if s.Phase != PhaseResolve || s.Pend != PendDir || seat != s.Resolver() {
		return a
	}
	p := s.Resolver()
	return AnswerCell(a, &s.Island, s.Pos[p], s.Row[p][s.Card])
}

// play plays a legal action of seat p.
func play(s *State, p uint8, a Action, ev *[]Event) {
	s.Plies++
	switch a.Kind {
	case ActPlan:
		s.Hand[p][a.Card]--
		s.Row[p][s.RowN[p]] = a.Card
		s.RowN[p]++
		emit(ev, Event{Kind: EvPlanned, Seat: p, N: s.RowN[p]})
	case ActUndo:
		s.RowN[p]--
		s.Hand[p][s.Row[p][s.RowN[p]]]++
		s.Row[p][s.RowN[p]] = 0
		emit(ev, Event{Kind: EvPlanned, Seat: p, N: s.RowN[p]})
	case ActReady:
		s.Status[p] = Ready
		emit(ev, Event{Kind: EvReady, Seat: p})
	case ActTortuga:
		s.Status[p] = AtTortuga
		s.Coins[p] -= uint16(a.N)
		s.Spent[p] += uint16(a.N)
		got := uint8(0)
		for range TortugaCards(int(a.N)) {
			if s.draw(p, ev) {
				got++
			}
		}
		emit(ev, Event{Kind: EvTortuga, Seat: p, N: a.N, M: got})
	case ActPass:
		s.Status[p] = Passed
		emit(ev, Event{Kind: EvPass, Seat: p})
	default:
		s.answer(a, ev)
	}
	if s.Phase == PhasePlan {
		if _, ok := ToAct(s); !ok {
			s.reveal(ev)
		}
	}
	s.run(ev)
}
