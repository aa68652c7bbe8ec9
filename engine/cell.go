package engine

import "fmt"

// GridSize is the number of files and ranks of the grid every board lies
// on: files a–o, ranks 1–15. Classic's board uses its 13×13 corner a1–m13.
const GridSize = 15

// RankStride is how far apart the numbers of one file's cells in
// neighbouring ranks lie: 16, one more than the files, so a cell's file and
// rank are its low and high four bits (see Cell).
const RankStride = 16

// NumCells bounds the cells' numbers: every cell of the grid is below it, so
// it sizes the per-cell arrays. Not every number below it is a cell: the
// last of each rank (file 15) is none (see Valid).
const NumCells = GridSize * RankStride

// Cell is one square of the 15×15 grid: files a–o run west→east, ranks
// 1–15 south→north. It is numbered rank×16+file, so cell order is rank by
// rank from the south, west to east within each. Its zero value is a1.
// NoCell marks "nowhere".
type Cell uint8

// NoCell is the Cell of nothing: a piece off the board, a ship not in play.
const NoCell Cell = 255

// CellAt returns the cell of file f (0 = a) and rank r (0 = rank 1), or
// NoCell when either is off the grid.
func CellAt(f, r int) Cell {
	if f < 0 || f >= GridSize || r < 0 || r >= GridSize {
		return NoCell
	}
	return Cell(r*RankStride + f)
}

// File is the cell's file, 0 for a to 14 for o.
func (c Cell) File() int { return int(c % RankStride) }

// Rank is the cell's rank, 0 for rank 1 to 14 for rank 15.
func (c Cell) Rank() int { return int(c / RankStride) }

// Valid reports whether c is a cell of the grid.
func (c Cell) Valid() bool { return c < NumCells && c%RankStride < GridSize }

// String is the cell's name, such as "g7"; "-" for NoCell.
func (c Cell) String() string {
	if !c.Valid() {
		return "-"
	}
	return cellNames[c]
}

var cellNames = func() (n [NumCells]string) {
	for c := Cell(0); c < NumCells; c++ {
		if c.Valid() {
			n[c] = fmt.Sprintf("%c%d", 'a'+c.File(), c.Rank()+1)
		}
	}
	return n
}()

// ParseCell reads a cell name such as "g7" or "G7".
func ParseCell(s string) (Cell, error) {
	if len(s) < 2 || len(s) > 3 {
		return NoCell, fmt.Errorf("%w: %q is not a cell", ErrSyntax, s)
	}
	f := int(lower(s[0]) - 'a')
	r := 0
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return NoCell, fmt.Errorf("%w: %q is not a cell", ErrSyntax, s)
		}
		r = r*10 + int(s[i]-'0')
	}
	if s[1] == '0' {
		return NoCell, fmt.Errorf("%w: %q is not a cell", ErrSyntax, s)
	}
	c := CellAt(f, r-1)
	if c == NoCell {
		return NoCell, fmt.Errorf("%w: %q is off the board", ErrSyntax, s)
	}
	return c, nil
}

func lower(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// Dir is one of the eight compass directions, N first, clockwise.
type Dir uint8

// The eight directions.
const (
	N Dir = iota
	NE
	E
	SE
	S
	SW
	W
	NW
)

var dirNames = [8]string{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
var dirDX = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
var dirDY = [8]int{1, 1, 0, -1, -1, -1, 0, 1}

// String is the direction's short name: "n", "ne", …
func (d Dir) String() string { return dirNames[d&7] }

// Rotate turns d clockwise by r quarter turns.
func (d Dir) Rotate(r Rot) Dir { return (d + 2*Dir(r)) & 7 }

// Opposite is the direction pointing back.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// Step returns the neighbour of c in direction d, or NoCell off the grid.
func (c Cell) Step(d Dir) Cell {
	if !c.Valid() {
		return NoCell
	}
	return CellAt(c.File()+dirDX[d], c.Rank()+dirDY[d])
}

// Rot is a tile's rotation: where the tile's own north points, in quarter
// turns clockwise (0 = n, 1 = e, 2 = s, 3 = w).
type Rot uint8

var rotNames = [4]string{"n", "e", "s", "w"}

// String is the rotation's name: "n", "e", "s" or "w".
func (r Rot) String() string { return rotNames[r&3] }

// ParseRot reads "n", "e", "s" or "w".
func ParseRot(s string) (Rot, error) {
	for i, n := range rotNames {
		if len(s) == 1 && lower(s[0]) == n[0] {
			return Rot(i), nil
		}
	}
	return 0, fmt.Errorf("%w: rotation %q is not n, e, s or w", ErrSyntax, s)
}

// Grid tables, computed once: each cell's neighbours by direction and its
// knight's jumps, NoCell off the grid.
var (
	neighbors = gridTable(dirDX, dirDY)
	knight    = gridTable(knightDX, knightDY)
)

// knightDX and knightDY are the eight knight's jumps.
var knightDX = [8]int{1, 2, 2, 1, -1, -2, -2, -1}
var knightDY = [8]int{2, 1, -1, -2, -2, -1, 1, 2}

// gridTable lists, for every cell, the cells at the eight offsets (dx, dy).
func gridTable(dx, dy [8]int) (t [NumCells][8]Cell) {
	for c := Cell(0); c < NumCells; c++ {
		for k := range t[c] {
			t[c][k] = NoCell
			if c.Valid() {
				t[c][k] = CellAt(c.File()+dx[k], c.Rank()+dy[k])
			}
		}
	}
	return t
}

// Adjacent reports whether a and b touch by edge or corner.
func Adjacent(a, b Cell) bool {
	if !a.Valid() || !b.Valid() {
		return false
	}
	// Two cells touch exactly when their numbers differ by 1, 15, 16 or
	// 17: the numbers no cell has (file 15) keep a rank's ends apart.
	d := uint(int(a) - int(b) + RankStride + 1)
	return d < 64 && adjacentSteps>>d&1 != 0
}

// adjacentSteps has bit d+17 set for each difference d between the numbers
// of two touching cells.
const adjacentSteps = 1<<0 | 1<<1 | 1<<2 | 1<<(RankStride) | 1<<(RankStride+2) |
	1<<(2*RankStride) | 1<<(2*RankStride+1) | 1<<(2*RankStride+2)

// dirTo returns the direction from a to its neighbour b.
func dirTo(a, b Cell) (Dir, bool) {
	for d := Dir(0); d < 8; d++ {
		if neighbors[a][d] == b {
			return d, true
		}
	}
	return 0, false
}

// knightTo returns the index of the knight's jump from a to b.
func knightTo(a, b Cell) (int, bool) {
	for k := 0; k < 8; k++ {
		if knight[a][k] == b {
			return k, true
		}
	}
	return 0, false
}
