package island

import (
	"fmt"
	"strconv"

	"github.com/jackalbot/jackal/engine"
)

// MaxSide is the most files (columns) and ranks (rows) an island's grid
// has: the engine's grid.
const MaxSide = engine.GridSize

// NumCells bounds the cells' numbers: arrays indexed by Cell have this
// length.
const NumCells = engine.NumCells

// Cell is one cell of the grid: the engine's cell, files a–o (0–14)
// running west to east and ranks 1–15 (0–14) south to north. Its text is
// the file letter and the rank number: "a1", "o15".
type Cell = engine.Cell

// NoCell is the value of no cell.
const NoCell = engine.NoCell

// CellAt returns the cell of file f and rank r, both counted from 0, or
// NoCell when either is off the largest grid.
func CellAt(f, r int) Cell { return engine.CellAt(f, r) }

// ParseCell reads a cell name, "a1" to "o15", in either case.
func ParseCell(s string) (Cell, error) {
	if len(s) < 2 || len(s) > 3 {
		return NoCell, fmt.Errorf("%w: %q is not a cell (a1 to o15)", ErrSyntax, s)
	}
	letter := s[0] | 0x20 // lower case; only A–O and a–o land on a–o
	if letter < 'a' || letter >= 'a'+MaxSide {
		return NoCell, fmt.Errorf("%w: %q is not a cell: the file is a letter a to o", ErrSyntax, s)
	}
	r, err := strconv.Atoi(s[1:])
	if err != nil || s[1] == '0' || s[1] == '+' || s[1] == '-' || r < 1 || r > MaxSide {
		return NoCell, fmt.Errorf("%w: %q is not a cell: the rank is a number 1 to 15", ErrSyntax, s)
	}
	return CellAt(int(letter-'a'), r-1), nil
}

// steps are the eight directions to a neighbour, as (file, rank) steps:
// the four by an edge first (north, east, south, west), then the corners.
var steps = [8][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}}

// Neighbors returns the cells touching c by an edge or a corner on the
// largest grid (an Island's Neighbors keeps to its own grid): up to 8,
// those by an edge first.
func Neighbors(c Cell) []Cell { return around(c, 8) }

// EdgeNeighbors returns the cells touching c by an edge on the largest
// grid: north, east, south, west, those that exist.
func EdgeNeighbors(c Cell) []Cell { return around(c, 4) }

// around returns the first n of c's neighbours in steps' order.
func around(c Cell, n int) []Cell {
	if !c.Valid() {
		return nil
	}
	out := make([]Cell, 0, n)
	for _, s := range steps[:n] {
		if d := CellAt(c.File()+s[0], c.Rank()+s[1]); d != NoCell {
			out = append(out, d)
		}
	}
	return out
}

// Touches reports whether c and d are different cells touching by an edge
// or a corner.
func Touches(c, d Cell) bool { return engine.Adjacent(c, d) }
