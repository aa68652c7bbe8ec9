package engine

// ClassicSize is the side of classic Jackal's board: files a–m, ranks 1–13.
// Its island and coast fit in that square, and so does its picture.
const ClassicSize = 13

// ClassicNumber is c's number in classic's numbering of its 13×13
// squares, rank×13+file: the numbers cells had before the grid grew.
// Version 1 snapshots store cells so, and numbers once derived from cells
// (a computer player's hashes, a narration's seeds) keep it, so that they
// did not change with the grid. NoCell is 255; ok is false for any other
// value that is no cell of those squares.
func ClassicNumber(c Cell) (n uint8, ok bool) {
	switch {
	case c == NoCell:
		return 255, true
	case !c.Valid() || c.File() >= ClassicSize || c.Rank() >= ClassicSize:
		return 255, false
	}
	return uint8(c.Rank()*ClassicSize + c.File()), true
}

// classicBoard is classic's board, made once; ClassicBoard hands out copies.
var classicBoard = makeClassicBoard()

// ClassicBoard is classic Jackal's board: the 117-tile island b2–l12
// without its corners, its coast, and the 36 berths, nine along each side
// (c1–k1 white's, a3–a11 yellow's, c13–k13 black's, m3–m11 red's).
func ClassicBoard() Board { return classicBoard }

func makeClassicBoard() Board {
	var island []Cell
	for r := 1; r <= 11; r++ {
		for f := 1; f <= 11; f++ {
			if (f == 1 || f == 11) && (r == 1 || r == 11) {
				continue
			}
			island = append(island, CellAt(f, r))
		}
	}
	var berths [NumCrews][]Cell
	for i := 2; i <= 10; i++ {
		berths[White] = append(berths[White], CellAt(i, 0))
		berths[Yellow] = append(berths[Yellow], CellAt(0, i))
		berths[Black] = append(berths[Black], CellAt(i, 12))
		berths[Red] = append(berths[Red], CellAt(12, i))
	}
	b, err := NewBoard(island, berths)
	if err != nil {
		panic("engine: classic's board: " + err.Error())
	}
	return b
}
