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
