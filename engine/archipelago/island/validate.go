package island

import (
	"fmt"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile"
)

// Limits of an island's texts.
const (
	MaxIDLen   = 32 // bytes of an ID
	MaxNameLen = 60 // characters of a name
)

// place is the part of an island file a fault lies in, so that Parse can
// point at its line and column.
type place uint8

const (
	atMap  place = iota // the island as a whole: the map: line
	atCell              // a cell of the map
	atKey               // the value of a header key
	atBoat              // an entry of the boats: line
)

// fault is one way an island breaks the rules, and where.
type fault struct {
	at   place
	cell Cell   // atCell
	key  string // atKey
	idx  int    // atBoat: the entry's index
	err  error
}

// Validate reports the first way isl breaks the rules of an island, or
// nil: its ID and names, a grid of at most 15×15 with a ring of water all
// round the land, 40 to 66 island cells joined by their edges, no more
// cells of a back than Box 1 has tiles of it, and at most four boat starts,
// each on water touching a beach cell by an edge and touching no other
// start. The error wraps ErrHeader, ErrShape, ErrTiles or ErrBoat.
func (isl *Island) Validate() error { return isl.ValidateMin(MinLand) }

// ValidateMin is Validate for formats built on island files whose islands
// are smaller (a solo puzzle's): the island needs minLand (at least 1) to
// MaxLand cells.
func (isl *Island) ValidateMin(minLand int) error {
	if f := check(isl, minLand); f != nil {
		return f.err
	}
	return nil
}

// check is ValidateMin with the fault's place.
func check(isl *Island, minLand int) *fault {
	if f := checkHeader(isl); f != nil {
		return f
	}
	if f := checkShape(isl, max(minLand, 1)); f != nil {
		return f
	}
	if f := checkTiles(isl); f != nil {
		return f
	}
	return checkBoats(isl)
}

// checkHeader checks the ID, the names and the north.
func checkHeader(isl *Island) *fault {
	if err := checkID(isl.ID); err != nil {
		return &fault{at: atKey, key: "island", err: err}
	}
	if isl.Name == "" {
		return &fault{at: atKey, key: "name", err: fmt.Errorf("%w: the island has no name (name: …)", ErrHeader)}
	}
	if err := checkName(isl.Name); err != nil {
		return &fault{at: atKey, key: "name", err: err}
	}
	if isl.NameRU != "" {
		if err := checkName(isl.NameRU); err != nil {
			return &fault{at: atKey, key: "name.ru", err: err}
		}
	}
	if isl.North > W {
		return &fault{at: atKey, key: "north", err: fmt.Errorf("%w: north is not n, e, s or w", ErrHeader)}
	}
	return nil
}

// checkID accepts lower-case letters and digits in words joined by single
// hyphens, at most MaxIDLen bytes.
func checkID(id string) error {
	ok := id != "" && len(id) <= MaxIDLen && id[0] != '-' && id[len(id)-1] != '-'
	for i := 0; ok && i < len(id); i++ {
		c := id[i]
		ok = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' && id[i-1] != '-'
	}
	if !ok {
		return fmt.Errorf("%w: island id %q must be lower-case letters and digits, words joined by single hyphens, at most %d", ErrHeader, id, MaxIDLen)
	}
	return nil
}

// checkName accepts a printable UTF-8 name of at most MaxNameLen
// characters, without '#' (which starts a comment in a file) and without
// spaces at either end.
func checkName(s string) error { return textfile.CheckText(s, "name", MaxNameLen, ErrHeader) }

// readingOrder calls fn with each cell of isl's grid as a file shows them:
// from the north row to the south row, west to east in each; fn returns
// false to stop.
func readingOrder(isl *Island, fn func(c Cell) bool) {
	files, ranks := isl.dims()
	for r := ranks - 1; r >= 0; r-- {
		for f := range files {
			if !fn(CellAt(f, r)) {
				return
			}
		}
	}
}

// checkShape checks the grid's size, the backs, the ring of water, the
// number of cells and that the land is one piece.
func checkShape(isl *Island, minLand int) *fault {
	if isl.Files < 1 || isl.Files > MaxSide || isl.Ranks < 1 || isl.Ranks > MaxSide {
		return &fault{err: fmt.Errorf("%w: the grid is %d×%d; it is at most %d×%d", ErrShape, isl.Files, isl.Ranks, MaxSide, MaxSide)}
	}
	for c := Cell(0); c < NumCells; c++ {
		switch {
		case isl.Backs[c] >= NumBacks:
			return &fault{at: atCell, cell: c, err: fmt.Errorf("%w: %v has no back (value %d)", ErrShape, c, isl.Backs[c])}
		case isl.Backs[c] != Water && !isl.InGrid(c):
			return &fault{err: fmt.Errorf("%w: %v is land off the %d×%d grid", ErrShape, c, isl.Files, isl.Ranks)}
		}
	}
	var f *fault
	readingOrder(isl, func(c Cell) bool {
		edge := c.File() == 0 || c.Rank() == 0 || c.File() == isl.Files-1 || c.Rank() == isl.Ranks-1
		if edge && isl.Backs[c] != Water {
			f = &fault{at: atCell, cell: c, err: fmt.Errorf("%w: %v is land on the grid's edge: an island needs a ring of water all round", ErrShape, c)}
			return false
		}
		return true
	})
	if f != nil {
		return f
	}
	n := 0
	readingOrder(isl, func(c Cell) bool {
		if isl.Backs[c] != Water {
			n++
			if n > MaxLand {
				f = &fault{at: atCell, cell: c, err: fmt.Errorf("%w: %v is island cell %d; an island has at most %d (the box's tiles)", ErrShape, c, n, MaxLand)}
				return false
			}
		}
		return true
	})
	if f != nil {
		return f
	}
	if n < minLand {
		return &fault{err: fmt.Errorf("%w: the island has %s; it needs %d to %d", ErrShape, plural(n, "cell"), minLand, MaxLand)}
	}
	return checkJoined(isl)
}

// checkJoined checks that every island cell is reached from every other
// through cells sharing an edge. When the land is in parts, it blames the
// smallest part at its first cell in reading order.
func checkJoined(isl *Island) *fault {
	var part [NumCells]int // 0: not land or not yet reached; else the part's number
	var sizes []int
	readingOrder(isl, func(c Cell) bool {
		if isl.Backs[c] == Water || part[c] != 0 {
			return true
		}
		sizes = append(sizes, 0)
		id := len(sizes)
		queue := []Cell{c}
		part[c] = id
		for len(queue) > 0 {
			d := queue[0]
			queue = queue[1:]
			sizes[id-1]++
			for _, e := range EdgeNeighbors(d) {
				if isl.IsLand(e) && part[e] == 0 {
					part[e] = id
					queue = append(queue, e)
				}
			}
		}
		return true
	})
	if len(sizes) < 2 {
		return nil
	}
	small := 0
	for i, s := range sizes {
		if s < sizes[small] {
			small = i
		}
	}
	var first Cell
	readingOrder(isl, func(c Cell) bool {
		if part[c] == small+1 {
			first = c
			return false
		}
		return true
	})
	verb := "are"
	if sizes[small] == 1 {
		verb = "is"
	}
	return &fault{at: atCell, cell: first, err: fmt.Errorf(
		"%w: the land is in %d parts: the %s from %v %s not joined to the rest by an edge (cells touching only at a corner are apart)",
		ErrShape, len(sizes), plural(sizes[small], "cell"), first, verb)}
}

// checkTiles checks that no back has more cells than Box 1 has tiles.
func checkTiles(isl *Island) *fault {
	var n [NumBacks]int
	var f *fault
	readingOrder(isl, func(c Cell) bool {
		b := isl.Backs[c]
		if !b.IsLand() {
			return true
		}
		n[b]++
		if n[b] > BoxTiles(b) {
			f = &fault{at: atCell, cell: c, err: fmt.Errorf("%w: %v is %s cell %d, but the box holds only %d %s tiles", ErrTiles, c, b, n[b], BoxTiles(b), b)}
			return false
		}
		return true
	})
	return f
}

// checkBoats checks the suggested boat starts.
func checkBoats(isl *Island) *fault {
	for i, c := range isl.Boats {
		bad := func(format string, args ...any) *fault {
			return &fault{at: atBoat, idx: i, err: fmt.Errorf("%w: "+format, append([]any{ErrBoat}, args...)...)}
		}
		switch {
		case i >= MaxBoats:
			return bad("%v is boat start %d; an island suggests at most %d", c, i+1, MaxBoats)
		case !isl.InGrid(c):
			return bad("%v is off the %d×%d grid", c, isl.Files, isl.Ranks)
		case !isl.IsWater(c):
			return bad("%v is %s, not water", c, isl.Backs[c])
		case !touchesBeach(isl, c):
			return bad("%v touches no beach cell by an edge", c)
		}
		for _, d := range isl.Boats[:i] {
			if d == c {
				return bad("%v is named twice", c)
			}
			if Touches(d, c) {
				return bad("%v touches the boat start %v: boats start apart", c, d)
			}
		}
	}
	return nil
}

// touchesBeach reports whether c touches a beach cell by an edge.
func touchesBeach(isl *Island, c Cell) bool {
	for _, d := range EdgeNeighbors(c) {
		if isl.Back(d) == Beach {
			return true
		}
	}
	return false
}

// plural is "1 cell", "2 cells".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
