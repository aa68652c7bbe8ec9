package engine

// The sharpshooter (Jackal Archipelago, ARCHIPELAGO.md §8): "instead of
// moving, sends an enemy 2 tiles away in a straight line to its boat (not
// into protected tiles)". It is the crew's action, written "W2 shoot e5"
// with the cell shot at.
//
// RULING: the shooter stands on the island and may act: not aboard or
// swimming ("tiles"), not held in a pit, lost or sleeping off a barrel
// (the shot is its action, instead of a move), and not beside the
// preaching missionary, who takes away the will to attack. The target is
// the cell two steps away in one of the eight directions, on the island;
// the shot flies over the cell between, whatever stands there, as the
// musket's shot flies over what it may not hit.
//
// RULING: "protected tiles" are those the musket's shot may not hit
// (shielded): a fortress, the shrine, the jungle, the preaching
// missionary's tile, a bank holding a coin. One shot sends one enemy, the
// first in piece order on the cell (as the musket's), not the bear, not the
// preaching missionary; its coins stay where they lay (§4).

// shots appends the shots sharpshooter p of the crew to act may take.
func (s *State) shots(buf []Action, p PieceID) []Action {
	pc := &s.Pieces[p]
	if pc.Status != Alive || pc.Crew != s.Turn || pc.IsHeld() || pc.IsLost() || pc.Drunk > 0 ||
		!s.Board.IsIsland(pc.At) || s.besideMissionary(p) {
		return buf
	}
	for d := Dir(0); d < 8; d++ {
		if x := leap(pc.At, d); s.Board.IsIsland(x) && s.sharpTarget(p, x) != NoPiece {
			buf = append(buf, Shoot(p, x))
		}
	}
	return buf
}

// sharpTarget is the enemy of piece p the sharpshooter's shot at island
// cell x sends to its boat, or NoPiece.
func (s *State) sharpTarget(p PieceID, x Cell) PieceID {
	if s.shielded(x) {
		return NoPiece
	}
	crew := s.Pieces[p].Crew
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &s.Pieces[q]
		if qc.Status == Alive && qc.At == x && !s.allies(qc.Crew, crew) && q != FRI && !s.isPreacher(q) {
			return q
		}
	}
	return NoPiece
}

// shoot makes sharpshooter p's shot at x, checked legal.
func (m mut) shoot(p PieceID, x Cell) {
	q := m.sharpTarget(p, x)
	qc := &m.Pieces[q]
	e := ev(EvSharpshot)
	e.Piece, e.Crew, e.By, e.From, e.To = q, qc.Crew, p, x, m.Ships[qc.Crew]
	m.emit(e)
	m.toBoat(q)
}
