package engine

// The musket (Jackal Archipelago, ARCHIPELAGO.md §6): the pirate who
// reveals it rests there and picks one of the eight directions (a choice,
// answered as a cell, the neighbour that way, or as a direction: `ne`).
// The shot flies in a straight line across the island and sends the first
// attackable pirate on its way to its boat: any crew's, the shooter's own
// included. Then the tile is an empty tile.
//
// RULING: the shot flies over what it may not hit and goes on: pirates on
// a protected tile (a fortress, the jungle, the shrine, the missionary's
// tile, a bank holding a coin) and the bear. It stops at the water.
//
// RULING: one shot hits one pirate: on a cell with several, the first in
// piece order (W1 … R3, then the characters). A shot that hits nobody is
// told too (EvShot with no piece).
//
// RULING: the spent musket keeps its kind, marked Used (like the spent
// airplane), so that the box's count of what is still unseen stays right;
// a face-up musket does nothing, as an empty tile.

// musket rests the chain's piece on the musket at at and, when it was just
// revealed, asks which way to fire.
func (m mut) musket(at Cell, revealed bool) {
	m.rest(at, revealed)
	pc := &m.Pieces[m.Pending.Piece]
	if !revealed || m.Tiles[at].Used || pc.Status != Alive || pc.At != at {
		return
	}
	m.ask(ChooseMusket, at)
}

// musketOptions appends the cells naming the eight directions from at.
func musketOptions(at Cell, buf []Cell) []Cell {
	for _, x := range neighbors[at] {
		if x != NoCell {
			buf = append(buf, x)
		}
	}
	return buf
}

// fire shoots the musket at at toward its neighbour toward.
func (m mut) fire(at, toward Cell) {
	m.Tiles[at].Used = true
	shooter := m.Pending.Piece
	d, _ := dirTo(at, toward)
	for x := toward; x != NoCell && m.Board.IsIsland(x); x = neighbors[x][d] {
		q := m.musketTarget(x)
		if q == NoPiece {
			continue
		}
		qc := &m.Pieces[q]
		e := ev(EvShot)
		e.Piece, e.Crew, e.By, e.From, e.To = q, qc.Crew, shooter, x, m.Ships[qc.Crew]
		m.emit(e)
		m.toBoat(q)
		return
	}
	e := ev(EvShot)
	e.By = shooter
	if shooter < NumPieces {
		e.Crew = m.Pieces[shooter].Crew
	}
	m.emit(e)
}

// musketTarget is the piece the musket's shot hits at cell x, or NoPiece.
func (s *State) musketTarget(x Cell) PieceID {
	if s.shielded(x) {
		return NoPiece
	}
	for q := PieceID(0); q < NumPieces; q++ {
		if qc := &s.Pieces[q]; qc.Status == Alive && qc.At == x && !s.isPreacher(q) {
			return q
		}
	}
	return NoPiece
}

// shielded reports whether the pieces on island cell x are out of reach of
// an attack from afar: in a fortress (the shrine too), in the jungle, on
// the preaching missionary's tile, or on a bank that holds a coin.
func (s *State) shielded(x Cell) bool {
	t := &s.Tiles[x]
	if t.Open && (t.Kind.IsFortress() || t.Kind == Thicket || t.Kind == Bank && s.Coins[x] > 0) {
		return true
	}
	mis := &s.Pieces[MIS]
	return mis.Status == Alive && mis.At == x && s.isPreacher(MIS)
}
