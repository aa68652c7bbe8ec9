package engine

// archTile resolves the chain's piece entering, at cell to, a tile of one
// of Archipelago's new kinds (only Archipelago's boards deal them). When
// the tile passes the piece on it returns the move that follows (where to,
// how and in which direction, a move in a direction for the ice and the
// crocodile) and true; false once the piece rests, dies or must choose.
func (m mut) archTile(to Cell, revealed bool) (next Cell, how How, dir uint8, ok bool) {
	switch m.Tiles[to].Kind {
	case Trampoline:
		return m.trampoline(to)
	case Crossroads:
		return m.crossroads(to)
	case Musket:
		m.musket(to, revealed)
		return NoCell, HowNone, 0, false
	case BearDen:
		if revealed {
			m.wakeBear(to)
			return NoCell, HowNone, 0, false
		}
	}
	m.rest(to, revealed)
	return NoCell, HowNone, 0, false
}
