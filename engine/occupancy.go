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

// taken returns the cells where a living piece or Archipelago's bear
// stands: the tiles occupied, for the checks made of every tile at once
// (the earthquake's tiles, the plane's landings).
func (s *State) taken() cellSet {
	o := s.occupied()
	if s.Bear.Awake {
		o.add(s.Bear.At)
	}
	return o
}
