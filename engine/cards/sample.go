package cards

// Sample is a whole game consistent with v: a state whose view for
// v.Seat is v, the cards v cannot see (the other hands, the rows still
// hidden, the deck's order) drawn at random from those no seat shows, the
// islands still to come drawn from the catalogue. A hidden row holds no
// special and a flag only first; a seat that passed holds only specials;
// a seat asked whether to play a special holds one.
// The same view and seed give the same state. A computer player that
// decides on samples never looks at the true state.
func Sample(v *View, seed uint64) State {
	s := State{Seed: seed, RNG: seed ^ 0x5ca1ab1e, Seats: v.Seats, NumIsl: v.NumIsl, Round: v.Round,
		Island: v.Island, First: v.First, Phase: v.Phase, DeckN: v.DeckN, Discard: v.Discard,
		Coins: v.Coins, Spent: v.Spent, Status: v.Status, RowN: v.RowN, Extra: v.Extra, Dug: v.Dug,
		DugSteps: v.DugSteps, Pos: v.Pos, Res: v.Res, Card: v.Card, Steps: v.Steps, Stage: v.Stage,
		Doubled: v.Doubled, Pend: v.Pend, Asker: v.Asker, Resigned: v.Resigned, EndedBy: v.EndedBy,
		Plies: v.Plies}
	for p := range s.Seats {
		s.Won[p] = s.Coins[p] + s.Spent[p]
	}
	// The islands: the current one where the view says, the others drawn
	// from the rest of the catalogue.
	ids := make([]uint8, 0, len(catalogue))
	for i := range len(catalogue) {
		if uint8(i) != v.IslandID {
			ids = append(ids, uint8(i))
		}
	}
	for i := len(ids) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		ids[i], ids[j] = ids[j], ids[i]
	}
	k := 0
	for r := range int(s.NumIsl) {
		if r == int(s.Round) {
			s.IslandIDs[r] = v.IslandID
			continue
		}
		s.IslandIDs[r] = ids[k]
		k++
	}
	if s.Phase == PhaseResolve && s.Pend == PendRum {
		s.AskNext = (s.Asker+s.Seats-s.Resolver())%s.Seats + 1
	}
	// The pool: every card no seat shows v.
	var pool [NumKinds]int
	for c := range NumKinds {
		pool[c] = int(deckCount[c]) - int(v.Discard[c])
		if v.Seat < s.Seats {
			pool[c] -= int(v.Hand[c])
		}
		for p := range s.Seats {
			pool[c] -= int(v.Extra[p][c])
		}
	}
	hidden := func(p uint8) bool { return s.Phase == PhasePlan && p != v.Seat }
	for p := range s.Seats {
		s.Row[p] = v.Row[p]
		if hidden(p) {
			continue
		}
		for _, c := range v.Row[p][:v.RowN[p]] {
			if c < NumKinds {
				pool[c]--
			}
		}
	}
	if v.Seat < s.Seats {
		s.Hand[v.Seat] = v.Hand
	}
	// take draws a card of a kind in [lo, hi] from the pool.
	take := func(lo, hi Card) Card {
		n := 0
		for c := lo; c <= hi; c++ {
			n += max(pool[c], 0)
		}
		if n == 0 {
			lo, hi = 0, NumKinds-1 // an unsound view: take any card
			for c := lo; c <= hi; c++ {
				n += max(pool[c], 0)
			}
			if n == 0 {
				return ArrowNE
			}
		}
		r := s.intn(n)
		for c := lo; c <= hi; c++ {
			if r < max(pool[c], 0) {
				pool[c]--
				return c
			}
			r -= max(pool[c], 0)
		}
		return ArrowNE
	}
	// The hidden rows: moves past the first card first, then the first
	// cards (a move or a flag), so that the constraints always fit.
	for p := range s.Seats {
		if hidden(p) {
			s.Row[p] = [NumCards]Card{}
			for i := 1; i < int(v.RowN[p]); i++ {
				s.Row[p][i] = take(ArrowNE, Horse)
			}
		}
	}
	for p := range s.Seats {
		if hidden(p) && v.RowN[p] > 0 {
			s.Row[p][0] = take(ArrowNE, FlagBlue)
		}
	}
	// The seat asked holds the card its question offers: only the card's
	// owner is asked (CARDGAME.md §2).
	if c, ok := s.Pend.Offers(); ok && s.Phase == PhaseResolve {
		if q, _ := ToAct(&s); q != v.Seat && v.HandN[q] > 0 {
			s.Hand[q][take(c, c)]++
		}
	}
	// The hands: a seat that passed holds only specials.
	for _, passed := range []bool{true, false} {
		for p := range s.Seats {
			if p == v.Seat || (s.Status[p] == Passed && s.Phase == PhasePlan) != passed {
				continue
			}
			lo := ArrowNE
			if passed {
				lo = Friday
			}
			for range int(v.HandN[p]) - s.HandSize(p) {
				s.Hand[p][take(lo, Rum)]++
			}
		}
	}
	for i := range int(s.DeckN) {
		s.Deck[i] = take(ArrowNE, Rum)
	}
	return s
}
