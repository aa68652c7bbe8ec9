package engine

import "fmt"

// Apply plays action a on a copy of s and returns the new state and the
// events the action produced. An action not in Legal(s) is refused with an
// error wrapping ErrGameOver, ErrNotYourTurn, ErrNoSuchPiece, ErrCannotAct,
// ErrChoicePending, ErrNoChoice or ErrIllegal (with a reason such as
// ErrDragHidden), and s is returned unchanged.
func Apply(s State, a Action) (State, []Event, error) {
	var evs []Event
	if err := s.Play(a, &evs); err != nil {
		return s, nil, err
	}
	return s, evs, nil
}

// Play plays action a on s in place, appending its events to *events (which
// may be nil). On error s is unchanged. It is the allocation-free path for
// searches and playouts: pass a reused events slice.
func (s *State) Play(a Action, events *[]Event) error {
	a = s.choiceByCell(a)
	if err := s.Check(a); err != nil {
		return err
	}
	m := mut{State: s, ev: events}
	m.play(a)
	return nil
}

// Check reports whether a is legal in s, and if not, why. A choice
// answered by a direction (ChooseDir) is checked as the cell it names.
func (s *State) Check(a Action) error {
	a = s.choiceByCell(a)
	if s.Over {
		return fmt.Errorf("%w: %s", ErrGameOver, a)
	}
	if s.Bottling {
		return s.checkBottling(a)
	}
	var buf [maxLegal]Action
	var legal []Action
	switch a.Kind {
	case ActMove:
		if a.Piece >= NumPieces {
			return fmt.Errorf("%w: %s", ErrNoSuchPiece, a)
		}
		if !s.Pending.Active && !s.setup() {
			occ := s.occupied()
			legal = s.pieceMoves(buf[:0], a.Piece, &occ)
		}
	case ActChoose, ActStay:
		if s.Pending.Active {
			legal = s.pendingActions(buf[:0])
		}
	case ActShip:
		if !s.Pending.Active && !s.Board.boats {
			legal = s.shipMoves(buf[:0])
		}
	case ActPlace:
		if !s.Pending.Active && s.setup() {
			legal = s.placements(buf[:0])
		}
	case ActBoat:
		if !s.Pending.Active && s.Board.boats && !s.setup() && a == BoatTo(a.To) && s.sailsTo(a.To) {
			return nil // boatMoves lists exactly the cells sailsTo accepts
		}
	case ActRevive:
		if !s.Pending.Active && !s.setup() {
			legal = s.revivals(buf[:0])
		}
	case ActGive:
		if !s.Pending.Active && !s.setup() && !s.Board.boats {
			legal = s.gifts(buf[:0])
		}
	case ActBottle:
		return s.explainBottle(a)
	case ActShoot, ActScout:
		if !s.Pending.Active && !s.setup() {
			legal = s.abilityActions(buf[:0], a.Kind)
		}
	case ActPass:
		legal = s.LegalInto(buf[:0])
	default:
		return fmt.Errorf("%w: empty action", ErrSyntax)
	}
	for _, x := range legal {
		if x == a {
			return nil
		}
	}
	return s.explain(a)
}

// play carries out a legal action. On a sea board, a crew that may spend
// bottles after its action (or after passing) keeps the turn to spend them
// (Bottling) until it passes or has none left to spend. In classic, a crew
// that may give a bottle after its action (RULINGS §3: "before or after
// its action") keeps the turn likewise, to give or pass.
func (m mut) play(a Action) {
	bottling := m.Bottling
	switch a.Kind {
	case ActMove:
		m.move(a)
	case ActChoose, ActStay:
		m.answer(a)
	case ActShip:
		m.moveShip(a.To)
	case ActPlace:
		m.placeBoat(a.To)
		return // the setup hands the turn on itself
	case ActBoat:
		m.moveBoat(a.To)
	case ActRevive:
		m.revive(a.Piece)
	case ActGive:
		m.give(a.Piece)
		if !m.Board.boats && !bottling {
			return // free, before the action: the turn goes on
		}
	case ActBottle:
		m.useBottle(a.Piece)
	case ActShoot:
		m.shoot(a.Piece, a.To)
	case ActScout:
		m.scout(a.Piece, a.To)
		return // free: the turn goes on
	case ActPass:
		if !bottling {
			e := ev(EvPassed)
			e.Crew = m.Turn
			m.emit(e)
		}
	}
	if m.Board.boats {
		m.sinkLooseCoins()
	}
	if m.Pending.Active || m.Solo.On && m.soloOver() {
		return
	}
	// RULING (classic): a crew that passed (it could do nothing) gives no
	// bottle after it: it could have given one before; nor does a crew
	// whose action found the last gold: the game is over (closeTurn).
	if (a.Kind != ActPass || m.Board.boats && !bottling) && m.canBottle() &&
		(m.Board.boats || !m.allFound()) {
		m.Bottling = true
		return
	}
	m.Bottling = false
	m.endTurn(a.Kind == ActPass && !bottling)
}

// move starts piece a.Piece's move: a spinner advance, or a step, swim,
// disembark, boarding or flight into a.To, and resolves what follows.
func (m mut) move(a Action) {
	p := a.Piece
	pc := &m.Pieces[p]
	from := pc.At
	m.Pending = chain{Piece: p, Origin: from, Drag: a.Drag, Prev: from, First: NoCell, At: from}
	ch := &m.Pending
	ch.NoHit = m.besideMissionary(p)
	if a.Bottle {
		m.spendBottle(pc.Crew, p)
		if m.isPreacher(p) {
			// RULING: the missionary spending a bottle to leave a trap or
			// a spinner drinks it, as one given or found (RULINGS §7: "given
			// a bottle ... he becomes an ordinary pirate"): he converts at
			// once and makes this action as a pirate (pieceMoves).
			m.drinkBottle(p)
		}
	}
	if a.Drag != DragNone {
		// RULING (Archipelago): the stall rule (RULINGS §8, 50 rounds) counts
		// a coin carried as progress only in classic; on a sea board only a
		// tile turned, a coin banked or a coin lost is, so two crews carrying
		// a coin back and forth for ever still end the game. ARCHIPELAGO.md
		// has no stall rule of its own; its games end this way or by vote.
		ch.Noisy = !m.Board.boats
		if a.Drag == DragGalleon {
			m.Treasure[from]--
		} else {
			m.Coins[from] -= uint8(a.Drag.Coins())
		}
	}
	if a.Step > 0 {
		m.beat(from, a.Step)
		pc.Step = a.Step
		e := ev(EvMoved)
		e.Piece, e.Crew, e.From, e.To, e.How = p, pc.Crew, from, from, HowAdvance
		e.N = int8(a.Step)
		m.emit(e)
		m.finish()
		return
	}
	how, md, dir := HowStep, modeDir, uint8(0)
	switch {
	case !m.Board.IsIsland(from) && m.shipAt(from) != NoCrew:
		how = HowDisembark
	case !m.Board.IsIsland(from) && m.shipAt(a.To) != NoCrew:
		how = HowBoard // a swimmer climbs aboard (or meets an enemy ship)
	case !m.Board.IsIsland(from) && m.Board.IsIsland(a.To):
		how = HowDisembark // Archipelago's swimmer climbs onto a beach, a landing
	case !m.Board.IsIsland(from):
		how = HowSwim
	case m.Board.IsIsland(a.To) && !Adjacent(from, a.To):
		how, md = HowFlight, modeFlight
	case !m.Board.IsIsland(a.To):
		how = HowBoard
	}
	if d, ok := dirTo(from, a.To); ok {
		dir = uint8(d)
	}
	if m.Board.IsIsland(from) {
		t := &m.Tiles[from]
		if m.Rules.PlaneWaits && t.Kind == Plane && t.Open && !t.Used {
			m.planeSpent(from)
			if how == HowFlight {
				ch.use(from, wayFlight)
			}
		}
	}
	m.travel(from, a.To, how, md, dir)
}

// besideMissionary reports whether piece p shares a cell, not a ship, with
// the preaching missionary: such a piece may not attack.
func (s *State) besideMissionary(p PieceID) bool {
	if p == MIS || !s.isPreacher(MIS) || s.Pieces[MIS].Status != Alive {
		return false
	}
	at := s.Pieces[p].At
	return at == s.Pieces[MIS].At && (s.Board.IsIsland(at) || s.shipAt(at) == NoCrew)
}

// moveShip moves the acting crew's ship to berth to, with all aboard.
func (m mut) moveShip(to Cell) {
	c := m.Turn
	from := m.shipTo(to)
	m.attackAtSea(to, c, NoPiece)
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &m.Pieces[q]
		if qc.Status == Alive && qc.At == to && m.allies(qc.Crew, c) {
			x := ev(EvMoved)
			x.Piece, x.Crew, x.From, x.To, x.How = q, qc.Crew, to, to, HowBoard
			m.emit(x)
		}
	}
	m.carryAboard(from, to)
}

// shipTo puts the acting crew's ship (or boat) at to, tells it, and
// returns where it was.
func (m mut) shipTo(to Cell) (from Cell) {
	c := m.Turn
	from = m.Ships[c]
	m.Ships[c] = to
	e := ev(EvShipMoved)
	e.Crew, e.From, e.To = c, from, to
	m.emit(e)
	return from
}

// carryAboard moves every living piece aboard at from to to, where its
// ship went.
func (m mut) carryAboard(from, to Cell) {
	for q := PieceID(0); q < NumPieces; q++ {
		if qc := &m.Pieces[q]; qc.Status == Alive && qc.At == from {
			qc.At = to
		}
	}
}

// revive brings dead pirate p back on its crew's native fort, or on the
// shrine by its own ability (Archipelago's shrinekeeper, keeperShrine).
func (m mut) revive(p PieceID) {
	c := m.Turn
	fort := m.nativeFortOf(c)
	keeper := fort == NoCell || m.fighting(c) >= 3
	if keeper {
		fort = m.keeperShrine(p)
		m.spendAbility(p)
	}
	m.Pieces[p] = Piece{Status: Alive, Crew: c, At: fort}
	e := ev(EvRevived)
	e.Piece, e.Crew, e.To = p, c, fort
	m.emit(e)
	if keeper {
		m.abilityUsed(p, Shrinekeeper, fort)
	}
}

// give hands a bottle of the acting crew to Friday or the missionary.
func (m mut) give(p PieceID) {
	m.spendBottle(m.Turn, p)
	m.drinkBottle(p)
}
