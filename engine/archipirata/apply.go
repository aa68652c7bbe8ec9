package archipirata

// Apply plays a on s if it is one of Legal's actions, read by Resolve (a
// take typed without an order is the take in the engine's order),
// appending what happens to ev (when ev is not nil). On error s is
// unchanged.
func Apply(s *State, a Action, ev *[]Event) error {
	if s.Over {
		return ErrGameOver
	}
	r := Resolve(s, a)
	var arr [256]Action
	for _, l := range s.candidates(r, arr[:0]) {
		if l == r {
			play(s, r, ev)
			return nil
		}
	}
	return s.refuse(a) // ErrIllegal, naming the rule broken
}

// play applies a legal action without checking it.
func play(s *State, a Action, ev *[]Event) {
	s.Plies++
	t := Team(s.Turn)
	if a.Kind == ActCaptain {
		s.captain(a, ev)
		return
	}
	if a.Kind == ActChoose {
		j := a.Island
		switch s.Pend {
		case PendInjure:
			s.captainInjure(j, ev)
			s.PendInj--
			s.captainPending(ev)
			return
		case PendPlace:
			s.Injured[t]--
			s.Pirates[j][t]++
			s.PlaceMask |= 1 << j
			s.PendPlace--
			emit(ev, Event{Kind: EvAided, Seat: s.Turn, Island: j, Colour: Colour(t)})
			s.captainPending(ev)
			return
		case PendAid:
			s.Injured[t]--
			s.Pirates[j][t]++
			emit(ev, Event{Kind: EvAided, Seat: s.Turn, Island: j, Colour: Colour(t)})
		case PendLookout:
			s.Seen[s.Turn] |= 1 << j
			emit(ev, Event{Kind: EvLooked, Seat: s.Turn, Island: j, N: s.Top[j]})
		}
		s.Pend = PendNone
		s.finish(ev)
		return
	}
	i := a.Island
	r, w := s.Pirates[i][Red], s.Pirates[i][White]
	n := r + w
	s.Pirates[i] = [2]uint8{}
	emit(ev, Event{Kind: EvTaken, Seat: s.Turn, Island: i, N: n})
	single := Red
	if r == 0 {
		single = White
	}
	wk := walk{pos: i, skips: a.Skips}
	var col Colour
	for k := range n {
		s.step(&wk, a.Dir, true, ev)
		col = single
		if a.N > 0 && a.Order&(1<<k) != 0 {
			col = White
		} else if a.N > 0 {
			col = Red
		}
		s.Pirates[wk.pos][col]++
		emit(ev, Event{Kind: EvSown, Seat: s.Turn, Island: wk.pos, Colour: col})
	}
	pos := wk.pos
	s.skipCombat = false
	s.took = false
	s.FreeRum = 0 // RULINGS: Benito Bonito's rum lasts for one sowing
	s.activate(pos, col, ev)
	if s.Perm[pos] == Tavern {
		s.tavern(pos, next(pos, a.Dir), col, ev)
	}
	if s.Pend != PendNone {
		return
	}
	s.finish(ev)
}

func emit(ev *[]Event, e Event) {
	if ev != nil {
		*ev = append(*ev, e)
	}
}

// injure sends one pirate of colour c on island i to its airship.
func (s *State) injure(i uint8, c Colour, ev *[]Event) {
	s.Pirates[i][c]--
	s.Injured[c]++
	emit(ev, Event{Kind: EvInjured, Island: i, Colour: c})
}

// activate resolves the top card of island i, the last pirate placed there
// being of colour lc.
func (s *State) activate(i uint8, lc Colour, ev *[]Event) {
	c := s.TopCard(i)
	if c == NoCard {
		return // a pile with no card left activates nothing
	}
	t := Team(s.Turn)
	s.took = true
	if c.IsPermanent() {
		s.Top[i] = PileSize
		s.Perm[i] = c
		emit(ev, Event{Kind: EvRevealed, Seat: s.Turn, Island: i, Card: c})
		s.permanent(i, ev)
		return
	}
	s.Top[i]++
	s.Held[t][c]++
	if c.IsChest() {
		emit(ev, Event{Kind: EvChest, Seat: s.Turn, Island: i, Card: c})
		return
	}
	emit(ev, Event{Kind: EvActivated, Seat: s.Turn, Island: i, Card: c})
	e := Colour(1 - t)
	switch c {
	case Sabre:
		// The activating pirate is spared even when it is an enemy.
		if s.Perm[i] != Harbor && s.Pirates[i][e] > boolU8(lc == e) {
			s.injure(i, e, ev)
		}
	case Bomb:
		if s.Perm[i] != Harbor {
			for col := Red; col <= White; col++ {
				for s.Pirates[i][col] > boolU8(lc == col) {
					s.injure(i, col, ev)
				}
			}
		}
	case Compass:
		// RULINGS: a third compass in one turn is kept but does nothing.
		if s.Compass < 2 {
			s.Compass++
			s.skipCombat = true
		}
	case Aid:
		if s.Injured[t] > 0 {
			s.Pend = PendAid
		}
	}
}

// permanent applies the at-once effects of the permanent just revealed on i.
func (s *State) permanent(i uint8, ev *[]Event) {
	switch s.Perm[i] {
	case Storm:
		j := next(i, CW)
		n := s.Pirates[i][Red] + s.Pirates[i][White]
		s.Pirates[j][Red] += s.Pirates[i][Red]
		s.Pirates[j][White] += s.Pirates[i][White]
		s.Pirates[i] = [2]uint8{}
		emit(ev, Event{Kind: EvStorm, Island: i, N: n})
	case Kraken:
		for col := Red; col <= White; col++ {
			if s.Pirates[i][col] > 0 {
				s.injure(i, col, ev)
			}
		}
	case Lookout:
		// RULINGS: the lookout works once, when revealed, and only if
		// some pile still hides a card (Hides: a chest on top too).
		for j := range uint8(NumIslands) {
			if s.Hides(j) {
				s.Pend = PendLookout
				return
			}
		}
	}
}

// tavern draws the top card of island j for the mover who ended sowing on
// the tavern at i (RULINGS: the card is kept, not resolved; a chest only
// with an own-colour last pirate; a permanent is never drawn).
func (s *State) tavern(i, j uint8, lc Colour, ev *[]Event) {
	c := s.TopCard(j)
	t := Team(s.Turn)
	if c == NoCard || c.IsPermanent() || (c.IsChest() && lc != Colour(t)) {
		return
	}
	s.Top[j]++
	s.Held[t][c]++
	s.took = true
	emit(ev, Event{Kind: EvTavern, Seat: s.Turn, Island: j, Card: c})
}

func boolU8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// finish ends the action: combat, winner, next seat.
func (s *State) finish(ev *[]Event) {
	if !s.skipCombat {
		s.combat(ev)
	}
	if s.took {
		s.Quiet = 0
	} else {
		s.Quiet++
	}
	if s.checkWin(ev) {
		return
	}
	if s.skipCombat {
		emit(ev, Event{Kind: EvExtraTurn, Seat: s.Turn})
	} else {
		s.Turn = (s.Turn + 1) % s.Seats
		s.Compass = 0
	}
	s.skipCombat = false
	if s.Quiet >= StallTurns {
		s.stall(ev)
		return
	}
	if !s.hasMove() {
		s.end(int8(1-Team(s.Turn)), EndNoMove, ev)
	}
}

// combat injures, on every island, the pirates outnumbered 3 to 1 (4 to 1
// on a fort).
func (s *State) combat(ev *[]Event) {
	for i := range uint8(NumIslands) {
		a, b := s.Pirates[i][Red], s.Pirates[i][White]
		if a == 0 || b == 0 {
			continue
		}
		k := uint8(3)
		if s.Perm[i] == Fort {
			k = 4
		}
		win, lose := Red, White
		switch {
		case a >= k*b:
		case b >= k*a:
			win, lose = White, Red
		default:
			continue
		}
		n := s.Pirates[i][lose]
		emit(ev, Event{Kind: EvCombat, Island: i, Colour: win, N: n})
		for range n {
			s.injure(i, lose, ev)
		}
	}
}

// checkWin ends the game if a team holds 3 gold or a colour is off the board.
func (s *State) checkWin(ev *[]Event) bool {
	t := Team(s.Turn)
	for _, x := range [2]uint8{t, 1 - t} {
		if s.Gold(x) >= 3 {
			s.end(int8(x), EndGold, ev)
			return true
		}
	}
	// RULINGS: if both colours are off the board, the mover wins.
	for _, x := range [2]uint8{1 - t, t} {
		if s.OnBoard(Colour(x)) == 0 {
			s.end(int8(1-x), EndEliminated, ev)
			return true
		}
	}
	return false
}

// stall ends a game where StallTurns actions took no card: more gold wins,
// then more pirates on the board, else a draw.
func (s *State) stall(ev *[]Event) {
	w := int8(-1)
	switch g0, g1 := s.Gold(0), s.Gold(1); {
	case g0 != g1:
		w = int8(boolU8(g1 > g0))
	case s.OnBoard(Red) != s.OnBoard(White):
		w = int8(boolU8(s.OnBoard(White) > s.OnBoard(Red)))
	}
	s.end(w, EndStall, ev)
}

func (s *State) end(w int8, why uint8, ev *[]Event) {
	s.Over, s.Winner, s.EndedBy = true, w, why
	e := Event{Kind: EvGameOver, N: boolU8(w < 0)}
	if w >= 0 {
		e.Colour = Colour(w)
	}
	emit(ev, e)
}

// Play plays a, which must be one of the actions Legal(s) lists, without
// looking for it there: a computer player's search, whose actions all come
// from Legal, saves that check. Anything else may leave s in a position the
// rules never reach; actions from outside go through Apply.
func Play(s *State, a Action, ev *[]Event) {
	if !s.Over {
		play(s, a, ev)
	}
}

// Settle ends a position made by hand (a scenario's, a puzzle's) that is
// over before any action: a team holding 3 gold or a colour off the board
// (as checkWin after an action, the seat to play counted as the mover),
// else the seat to play without a legal move (EndNoMove). A position
// dealt or reached by Apply is settled already; Settle leaves it as it
// is. A captain's power ends with it too (captainPending).
func Settle(s *State, ev *[]Event) {
	if s.Over || s.checkWin(ev) {
		return
	}
	if !s.hasMove() {
		s.end(int8(1-Team(s.Turn)), EndNoMove, ev)
	}
}
