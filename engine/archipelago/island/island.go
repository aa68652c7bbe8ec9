package island

import "slices"

// MaxBoats is the most suggested boat starts an island names (one a crew).
const MaxBoats = 4

// The number of island cells an island may have: Box 1's 66 tiles at most,
// and never so few that a game is over in a few turns.
const (
	MinLand = 40
	MaxLand = 66
)

// Island is one island of Jackal Archipelago: the shape of its cells on a
// grid, the back each island cell requires, which way its diagram's north
// points and where the boats may start. Parse reads one from an island
// file and Format writes it back; Validate checks one built in code.
//
// The grid is Files × Ranks cells (at most 15 × 15), file a and rank 1 in
// the south-west corner. Every grid cell that is not an island cell is
// water. The tiles the island removes from the box before dealing follow
// from its cells: Box 1's tiles of a back less the island's cells of that
// back (Removed).
type Island struct {
	// ID names the island in commands and files: lower-case letters,
	// digits and hyphens ("first", "ring").
	ID string
	// Name is the island's English name; NameRU its Russian name, or "".
	Name, NameRU string
	// North is the grid direction the island diagram's north points to
	// (N unless the file says otherwise). The bear's tie-breaks measure
	// bearings from it (Bearing).
	North Dir
	// Files and Ranks are the grid's width and height, 1 to MaxSide.
	Files, Ranks int
	// Backs holds each cell's back: Water, or the back of an island cell.
	// Cells outside the grid are Water.
	Backs [NumCells]Back
	// Boats are the suggested boat starts, at most MaxBoats, in the order
	// the crews take them; nil when the file names none.
	Boats []Cell
}

// dims are the grid's files and ranks, clamped into 0…MaxSide, so that
// loops over a malformed island stay on the largest grid.
func (isl *Island) dims() (files, ranks int) {
	return min(max(isl.Files, 0), MaxSide), min(max(isl.Ranks, 0), MaxSide)
}

// InGrid reports whether c lies on the island's grid.
func (isl *Island) InGrid(c Cell) bool {
	return c.Valid() && c.File() < isl.Files && c.Rank() < isl.Ranks
}

// Back is the back of cell c: Water for water and for cells off the grid.
func (isl *Island) Back(c Cell) Back {
	if !isl.InGrid(c) {
		return Water
	}
	return isl.Backs[c]
}

// IsLand reports whether c is an island cell.
func (isl *Island) IsLand(c Cell) bool { return isl.Back(c).IsLand() }

// IsWater reports whether c is a water cell of the grid.
func (isl *Island) IsWater(c Cell) bool { return isl.InGrid(c) && isl.Backs[c] == Water }

// IsShore reports whether c is a shore cell: water touching an island cell
// by an edge or a corner. Swimmers move along the shore.
func (isl *Island) IsShore(c Cell) bool {
	if !isl.IsWater(c) {
		return false
	}
	for _, d := range Neighbors(c) {
		if isl.IsLand(d) {
			return true
		}
	}
	return false
}

// IsLagoon reports whether c is lagoon water: a water cell that no path
// through water (8 directions, as boats sail) joins to the grid's edge. A
// lagoon is water like the sea: a boat may start there, beside a beach, and
// sails within the water it can reach, so a boat in a lagoon stays in it
// and a boat outside never enters it.
func (isl *Island) IsLagoon(c Cell) bool {
	if !isl.IsWater(c) {
		return false
	}
	return !isl.sea()[c]
}

// Lagoon returns the lagoon water cells (IsLagoon) in order, or nil.
func (isl *Island) Lagoon() []Cell {
	sea := isl.sea()
	var out []Cell
	for _, c := range isl.Cells(Water) {
		if !sea[c] {
			out = append(out, c)
		}
	}
	return out
}

// sea marks the water cells joined to the grid's edge through water.
func (isl *Island) sea() *[NumCells]bool {
	var seen [NumCells]bool
	var queue []Cell
	files, ranks := isl.dims()
	for r := range ranks {
		for f := range files {
			c := CellAt(f, r)
			edge := f == 0 || r == 0 || f == files-1 || r == ranks-1
			if edge && isl.Backs[c] == Water {
				seen[c] = true
				queue = append(queue, c)
			}
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, d := range Neighbors(c) {
			if isl.IsWater(d) && !seen[d] {
				seen[d] = true
				queue = append(queue, d)
			}
		}
	}
	return &seen
}

// Neighbors returns the cells of the island's grid touching c by an edge
// or a corner, those by an edge first.
func (isl *Island) Neighbors(c Cell) []Cell {
	if !isl.InGrid(c) {
		return nil
	}
	return slices.DeleteFunc(Neighbors(c), func(d Cell) bool { return !isl.InGrid(d) })
}

// Cells returns the grid's cells of back b in order (a1, b1, …, a2, …):
// Cells(Water) is the water, Cells(Beach) the beach cells.
func (isl *Island) Cells(b Back) []Cell {
	var out []Cell
	files, ranks := isl.dims()
	for r := range ranks {
		for f := range files {
			if c := CellAt(f, r); isl.Backs[c] == b {
				out = append(out, c)
			}
		}
	}
	return out
}

// Count is the number of the grid's cells of back b.
func (isl *Island) Count(b Back) int {
	n := 0
	files, ranks := isl.dims()
	for r := range ranks {
		for f := range files {
			if c := CellAt(f, r); isl.Backs[c] == b {
				n++
			}
		}
	}
	return n
}

// Land is the number of island cells: the tiles the island is dealt.
func (isl *Island) Land() int {
	return isl.Count(Beach) + isl.Count(Forest) + isl.Count(Mountains)
}

// Removed is how many tiles of back b are taken out of Box 1, unseen,
// before dealing: the box's tiles of that back less the island's cells of
// it. The first island removes 2 beach, 3 forest and 4 mountains tiles.
func (isl *Island) Removed(b Back) int {
	if !b.IsLand() {
		return 0
	}
	return BoxTiles(b) - isl.Count(b)
}

// LocalName is the island's name in language lang ("en" or "ru"): its
// Russian name when asked for and given, else its English name.
func (isl *Island) LocalName(lang string) string {
	if lang == "ru" && isl.NameRU != "" {
		return isl.NameRU
	}
	return isl.Name
}

// Equal reports whether isl and o describe the same island.
func (isl *Island) Equal(o *Island) bool {
	if isl == nil || o == nil {
		return isl == o
	}
	return isl.ID == o.ID && isl.Name == o.Name && isl.NameRU == o.NameRU && isl.North == o.North &&
		isl.Files == o.Files && isl.Ranks == o.Ranks && isl.Backs == o.Backs && slices.Equal(isl.Boats, o.Boats)
}

// Clone returns a copy of isl that shares nothing with it.
func (isl *Island) Clone() *Island {
	c := *isl
	c.Boats = slices.Clone(isl.Boats)
	return &c
}
