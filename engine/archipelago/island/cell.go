package island

import (
	"fmt"
	"strconv"
)

// MaxSide is the most files (columns) and ranks (rows) an island's grid has.
const MaxSide = 15

// NumCells is the number of cells of the largest grid, MaxSide × MaxSide.
const NumCells = MaxSide * MaxSide

// Cell is one cell of the grid: rank·MaxSide + file, with files a–o
// (0–14) running west to east and ranks 1–15 (0–14) south to north. Its
// text is the file letter and the rank number: "a1", "o15".
type Cell uint8

// NoCell is the value of no cell.
const NoCell Cell = 255

// CellAt returns the cell of file f and rank r, both counted from 0, or
// NoCell when either is off the largest grid.
func CellAt(f, r int) Cell {
	if f < 0 || f >= MaxSide || r < 0 || r >= MaxSide {
		return NoCell
	}
	return Cell(r*MaxSide + f)
}

// Valid reports whether c is a cell of the largest grid.
func (c Cell) Valid() bool { return c < NumCells }

// File is c's file, 0 (a) to 14 (o).
func (c Cell) File() int { return int(c) % MaxSide }

// Rank is c's rank counted from 0: rank 1 is 0.
func (c Cell) Rank() int { return int(c) / MaxSide }

// String is the cell's name, "a1" to "o15", or "-" for an invalid cell.
func (c Cell) String() string {
	if !c.Valid() {
		return "-"
	}
	return string(rune('a'+c.File())) + strconv.Itoa(c.Rank()+1)
}

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
func (c Cell) Neighbors() []Cell { return c.around(8) }

// EdgeNeighbors returns the cells touching c by an edge on the largest
// grid: north, east, south, west, those that exist.
func (c Cell) EdgeNeighbors() []Cell { return c.around(4) }

// around returns the first n of c's neighbours in steps' order.
func (c Cell) around(n int) []Cell {
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
func (c Cell) Touches(d Cell) bool {
	if !c.Valid() || !d.Valid() || c == d {
		return false
	}
	df, dr := c.File()-d.File(), c.Rank()-d.Rank()
	return df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}
