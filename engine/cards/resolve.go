package cards

// reveal turns every row face up and starts the resolution.
func (s *State) reveal(ev *[]Event) {
	s.Phase = PhaseResolve
	for k := range s.Seats {
		if p := (s.First + k) % s.Seats; s.Status[p] == Ready {
			emit(ev, Event{Kind: EvReveal, Seat: p, N: s.RowN[p]})
			for i := range s.RowN[p] { // the row face up, card by card
				emit(ev, Event{Kind: EvRowCard, Seat: p, Card: s.Row[p][i], N: i})
			}
		}
	}
	s.Res = 0
	s.startResolver()
}

// startResolver starts the resolution of the seat at offset Res from the
// first player, skipping the seats with no row; once every seat is
// through it ends the round.
func (s *State) startResolver() {
	for s.Res < s.Seats && s.Status[s.Resolver()] != Ready {
		s.Res++
	}
	if s.Res >= s.Seats {
		return
	}
	p := s.Resolver()
	s.Card, s.Steps, s.Doubled, s.Stage, s.Pend = 0, 0, false, StageRum, PendNone
	s.AskNext = 1
	s.Pos[p] = s.Island.Find(FlagWhite)
}

// run resolves until a question is asked, the round ends, or the game.
func (s *State) run(ev *[]Event) {
	for s.Phase == PhaseResolve && s.Pend == PendNone {
		if s.Res >= s.Seats {
			s.endRound(ev)
			return
		}
		s.step(ev)
	}
}

// step does one unit of the resolution of the resolving seat.
func (s *State) step(ev *[]Event) {
	p := s.Resolver()
	switch s.Stage {
	case StageRum:
		// CARDGAME.md §2: the bot asks the card's owner. RULING: every
		// other player still in the round (not at Tortuga) who holds a
		// rum is asked, in turn order after the resolving player; each
		// may play one rum on each other player's resolution. A player
		// without one is not asked (the group is told only whose answer
		// is awaited, never the question).
		for s.AskNext < s.Seats {
			q := (p + s.AskNext) % s.Seats
			s.AskNext++
			if s.Status[q] != AtTortuga && s.Hand[q][Rum] > 0 {
				s.Pend, s.Asker = PendRum, q
				return
			}
		}
		s.Stage = StageCard
	case StageCard:
		if s.Card >= s.RowN[p] {
			s.stop(ev)
			return
		}
		c := s.Row[p][s.Card]
		s.Doubled = false
		switch {
		case c.IsFlag():
			t := FlagR
			if c == FlagBlue {
				t = FlagB
			}
			at := s.Island.Find(t)
			emit(ev, Event{Kind: EvFlag, Seat: p, Card: c, Cell: at})
			if at == NoCell {
				s.stop(ev) // no such flag: the plan ends at once
				return
			}
			s.Pos[p] = at
			s.Card++
		case c.IsChoice():
			s.Pend = PendDir
		default:
			s.move(c.Dirs()[0], ev)
		}
	case StageDone:
		c := s.Row[p][s.Card]
		if c.IsMove() && !s.Doubled && s.Hand[p][Double] > 0 {
			// RULING: a double is asked of its holder after every arrow
			// and horse that leaves the plan going, and copies a card
			// once.
			s.Pend = PendDouble
			return
		}
		s.Card++
		s.Stage = StageCard
	}
}

// move makes the move of the resolving seat's current card in direction
// d: one step, counted whether the move is made or not; entering rough
// ground, a bandit or gold asks or ends as CARDGAME.md §3 says.
func (s *State) move(d Dir, ev *[]Event) {
	p := s.Resolver()
	from := s.Pos[p]
	s.Steps++
	s.Stage = StageDone
	to, ok := s.Island.Target(from, d)
	e := Event{Kind: EvMove, Seat: p, Card: s.Row[p][s.Card], Dir: d, From: from, Cell: NoCell}
	if !ok {
		if to == NoCell {
			e.N = 1 // off the card, not into its water
		}
		emit(ev, e) // into water or off the card: not made, still a step
		return
	}
	e.Cell = to
	emit(ev, e)
	s.Pos[p] = to
	switch t := s.Island.At(to); {
	case t == Rough && s.Hand[p][Friday] > 0:
		s.Pend = PendFriday // asked of Friday's holder only
	case t == Rough:
		s.rough(false, ev)
	case t == Bandit && s.Hand[p][Weapon] > 0:
		s.Pend = PendWeapon // asked of a weapon's holder only
	case t == Bandit:
		s.bandit(false, ev)
	case t.Gold() > 0:
		s.Dug[p], s.DugSteps[p] = to, s.Steps
		emit(ev, Event{Kind: EvDig, Seat: p, Cell: to, N: s.Steps})
		s.next()
	}
}

// stop ends the resolving seat's plan where its pirate stands.
func (s *State) stop(ev *[]Event) {
	p := s.Resolver()
	emit(ev, Event{Kind: EvStop, Seat: p, Cell: s.Pos[p], N: s.Steps})
	s.next()
}

// next passes the resolution to the next seat.
func (s *State) next() {
	s.Res++
	s.Pend = PendNone
	s.startResolver()
}

// answer plays the answer a to the pending question.
func (s *State) answer(a Action, ev *[]Event) {
	p := s.Resolver()
	pend := s.Pend
	s.Pend = PendNone
	switch pend {
	case PendRum:
		if a.Kind == ActRum {
			s.Hand[s.Asker][Rum]--
			s.Extra[s.Asker][Rum]++
			s.Steps++
			emit(ev, Event{Kind: EvRum, Seat: s.Asker, Other: p})
		}
	case PendDir:
		s.move(a.Dir, ev)
	case PendFriday:
		s.rough(a.Kind == ActPlay, ev)
	case PendWeapon:
		s.bandit(a.Kind == ActPlay, ev)
	case PendDouble:
		if a.Kind != ActPlay {
			s.Card++
			s.Stage = StageCard
			return
		}
		s.Hand[p][Double]--
		s.Extra[p][Double]++
		s.Doubled = true
		c := s.Row[p][s.Card]
		emit(ev, Event{Kind: EvDouble, Seat: p, Card: c})
		// RULING: the copy of a card with a choice asks the direction
		// again; it may differ from the first.
		if c.IsChoice() {
			s.Pend = PendDir
			return
		}
		s.move(c.Dirs()[0], ev)
	}
}

// rough counts the rough ground the resolving seat's pirate entered: 1
// step with a Friday played (taken from the hand), 2 without.
func (s *State) rough(friday bool, ev *[]Event) {
	p := s.Resolver()
	n := uint8(1)
	if friday {
		s.Hand[p][Friday]--
		s.Extra[p][Friday]++
	} else {
		s.Steps++
		n = 2
	}
	emit(ev, Event{Kind: EvRough, Seat: p, Cell: s.Pos[p], N: n})
}

// bandit meets the bandit the resolving seat's pirate entered: beaten
// with a weapon played (taken from the hand), the plan goes on; else the
// plan ends there.
func (s *State) bandit(weapon bool, ev *[]Event) {
	p := s.Resolver()
	if weapon {
		s.Hand[p][Weapon]--
		s.Extra[p][Weapon]++
		emit(ev, Event{Kind: EvBandit, Seat: p, Cell: s.Pos[p], N: 1})
		return
	}
	emit(ev, Event{Kind: EvBandit, Seat: p, Cell: s.Pos[p]})
	s.stop(ev)
}
