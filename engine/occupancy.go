package engine

// cellSet is a set of cells, one bit each.
type cellSet [3]uint64

func (c *cellSet) add(x Cell)      { c[x>>6] |= 1 << (x & 63) }
func (c *cellSet) has(x Cell) bool { return c[x>>6]&(1<<(x&63)) != 0 }

// occupied returns the cells where living pieces stand, so that move
// generation can pass over empty targets without looking at every piece.
func (s *State) occupied() cellSet {
	var o cellSet
	for p := PieceID(0); p < NumPieces; p++ {
		if pc := &s.Pieces[p]; pc.Status == Alive && pc.At < NumCells {
			o.add(pc.At)
		}
	}
	return o
}
