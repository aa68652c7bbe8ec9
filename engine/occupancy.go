package engine

// occupied returns the cells where living pieces stand, so that move
// generation can pass over empty targets without looking at every piece.
func (s *State) occupied() cellSet {
	var o cellSet
	for p := PieceID(0); p < NumPieces; p++ {
		if s.Pieces[p].Status == Alive {
			o.add(s.Pieces[p].At)
		}
	}
	return o
}

// standsAt reports whether a living piece, or Archipelago's bear, stands
// at x: the tile is occupied.
func (s *State) standsAt(x Cell) bool {
	if s.Bear.Awake && s.Bear.At == x {
		return true
	}
	for p := PieceID(0); p < NumPieces; p++ {
		if s.Pieces[p].Status == Alive && s.Pieces[p].At == x {
			return true
		}
	}
	return false
}
