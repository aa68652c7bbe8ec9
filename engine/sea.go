package engine

// enterSea resolves the chain's piece reaching sea cell to: aboard a
// friendly ship it banks its gold; at an enemy ship it dies; in open water it
// swims, its gold sinks, Friday and the missionary swimming there meet (met),
// and otherwise an enemy swimmer there is killed.
func (m mut) enterSea(to Cell) {
	ch := &m.Pending
	p := ch.Piece
	pc := &m.Pieces[p]
	if m.Solo.On {
		m.die(HowAtSea) // off the island (§9)
		return
	}
	if k := m.shipAt(to); k != NoCrew {
		if !m.allies(k, pc.Crew) {
			m.die(HowEnemyShip)
			return
		}
		m.bank(k)
		m.finishRest(to)
		return
	}
	// Dragging gold the piece cannot attack (RULINGS §5): carried onto an
	// enemy swimmer with gold is an impossible move, not "sink, then fight".
	if reason := m.seaBlocked(p, to, ch.NoHit || ch.Drag != DragNone && !m.attacksDragging(p)); reason != nil {
		m.die(HowImpossible)
		return
	}
	if ch.Drag != DragNone {
		if m.hasAbility(p, Swimmer) {
			if m.Board.IsIsland(ch.Prev) { // it lands in the water: told once
				m.abilityUsed(p, Swimmer, to)
			}
			// it swims with its coin (finishRest)
		} else {
			m.loseGold(EvGoldSunk, to)
		}
	}
	if m.met(to) {
		return
	}
	m.attackAtSea(to, pc.Crew, p)
	m.finishRest(to)
}

// attackAtSea kills the enemies of crew swimming at cell to; Friday, who
// surrenders to any attacker (2012 rulebook), joins crew instead. by is the
// attacking piece, or NoPiece for a ship. On a sea board (Archipelago, §4)
// an attack at sea is an attack like any other: the swimmers go aboard
// their own boats, alive.
func (m mut) attackAtSea(to Cell, crew Crew, by PieceID) {
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &m.Pieces[q]
		if q == by || qc.Status != Alive || qc.At != to || m.allies(qc.Crew, crew) {
			continue
		}
		if q == FRI {
			m.surrender(crew, by, to)
			continue
		}
		if m.Board.boats {
			m.sendAboard(q, by, to)
			continue
		}
		m.kill(q, HowAtSea, to)
	}
}

// surrender makes Friday, attacked by piece by (or a ship) at cell to, join
// crew and stay where he is: he never fights (RULINGS §7).
func (m mut) surrender(crew Crew, by PieceID, to Cell) {
	m.Pieces[FRI].Crew = crew
	e := ev(EvChangedCrew)
	e.Piece, e.Crew, e.By, e.To = FRI, crew, by, to
	m.emit(e)
}

// seaBlocked says why piece p may not end in the water of cell to: an enemy
// swimmer it may not attack, or the missionary's cell. Friday and the
// missionary meeting there (meet.go) are kept out by neither.
func (s *State) seaBlocked(p PieceID, to Cell, noHit bool) error {
	if s.meets(p, to) {
		return nil
	}
	crew := s.Pieces[p].Crew
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &s.Pieces[q]
		if q == p || qc.Status != Alive || qc.At != to || s.allies(qc.Crew, crew) {
			continue
		}
		if s.isPreacher(q) {
			return ErrMissionary
		}
		if noHit || !s.canAttack(p) {
			return ErrCannotAttack
		}
	}
	return nil
}

// bank puts the gold the chain's piece drags aboard crew k's ship.
func (m mut) bank(k Crew) {
	ch := &m.Pending
	if ch.Drag == DragNone {
		return
	}
	if ch.Drag == DragGalleon {
		m.BankedTreasure[k]++
	} else {
		m.Banked[k] += uint8(ch.Drag.Coins())
	}
	e := ev(EvGoldBanked)
	e.Piece, e.Crew, e.Gold, e.To = ch.Piece, k, ch.Drag, m.Ships[k]
	m.emit(e)
	ch.Drag = DragNone
	ch.Noisy = true
}

// finishRest ends the action with the piece resting at cell at, leaving
// any gold it drags there.
func (m mut) finishRest(at Cell) {
	ch := &m.Pending
	if m.Solo.On && at == m.Solo.Bank {
		m.bankSolo(at)
	}
	if ch.Drag != DragNone {
		m.putGold(at, ch.Drag)
		ch.Drag = DragNone
	}
	m.finish()
}
