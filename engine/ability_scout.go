package engine

// The scout (Jackal Archipelago, ARCHIPELAGO.md §8): "once per island,
// looks at one face-down neighbour privately". It is written "W2 scout
// e5". What it sees joins its crew's private knowledge as the lighthouse's
// sights do (State.Known, the private EvPeeked, shown only in that crew's
// view); everyone sees that it looked, and where (EvScouted), as everyone
// sees the action.
//
// RULING: a look is no move (unlike the sharpshooter's card, the scout's
// does not say "instead of moving"): it is free, as classic's gifts, made
// during the crew's turn before its action, and the turn goes on. The scout
// must be in play and able to act (not lost, not sleeping off a barrel);
// it may look from a pit, from its boat or from the water. Its neighbours
// are the eight cells around it; a tile its crew has seen already is no
// look. Under smoke, where another player plays the crew's turn, nobody
// looks for it: the sight is its crew's, as bottles are (§5).

// looks appends the looks scout p of the crew to act may take.
func (s *State) looks(buf []Action, p PieceID) []Action {
	pc := &s.Pieces[p]
	if pc.Status != Alive || pc.Crew != s.Turn || pc.At == NoCell || pc.IsLost() || pc.Drunk > 0 ||
		s.AbilityUsed(p) || !s.ownPlayer() {
		return buf
	}
	for _, n := range neighbors[pc.At] {
		if s.Board.IsIsland(n) && !s.Tiles[n].Open && !s.Known[n].Has(pc.Crew) {
			buf = append(buf, ScoutAt(p, n))
		}
	}
	return buf
}

// scout makes scout p's look at x, checked legal.
func (m mut) scout(p PieceID, x Cell) {
	m.spendAbility(p)
	e := ev(EvScouted)
	e.Piece, e.Crew, e.To = p, m.Pieces[p].Crew, x
	m.emit(e)
	m.peek(p, x, Scout)
}
