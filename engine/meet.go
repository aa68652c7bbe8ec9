package engine

// Friday and the preaching missionary (RULINGS §7: "meeting the missionary
// removes both"; 2012: "If Friday meets the missionary, they will disappear
// off together"). RULING: they meet whenever one comes to rest on the cell
// where the other is, whatever their crews and wherever that is: on land, on
// a cave's entrance (before the cave takes the piece on), lost together in
// the first cave, coming out of a cave, in the water. meets is the one test
// and met the one outcome, used by every path (rest, enterCave, caveTo,
// enterSea; restBlocked and seaBlocked for legality). Neither ever attacks,
// so the one arriving neither beats nor is refused by the enemies there, the
// missionary included; but the meeting lifts nothing else: gold is dragged
// into no fortress and no thicket (§5), a fortress enemies hold stays closed
// (§6), a guarded cave exit stays guarded, and aboard a ship nobody meets.

// meets reports whether Friday and the preaching missionary meet when piece
// p comes to rest at cell to: p is one of them and the other stands there.
// On the ogre the missionary is eaten first (the 2012 FAQ: an enemy coming
// to Friday there "has no time").
func (s *State) meets(p PieceID, to Cell) bool {
	other := NoPiece
	switch {
	case p == FRI:
		other = MIS
	case s.isPreacher(p):
		other = FRI
	default:
		return false
	}
	o := &s.Pieces[other]
	if o.Status != Alive || o.At != to || other == MIS && !s.isPreacher(MIS) {
		return false
	}
	if s.Board.IsIsland(to) && s.Tiles[to].Kind == Ogre && p != FRI {
		return false
	}
	return s.Board.IsIsland(to) || s.shipAt(to) == NoCrew
}

// met ends the action with the meeting when the chain's piece, come to rest
// at cell at, meets Friday or the missionary there (meets): both leave the
// game, and gold the piece drags stays at at. It reports whether they met.
func (m mut) met(at Cell) bool {
	if !m.meets(m.Pending.Piece, at) {
		return false
	}
	m.finishRest(at)
	m.leave(FRI, HowMet)
	m.leave(MIS, HowMet)
	return true
}
