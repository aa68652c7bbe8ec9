package island

import (
	"errors"
	"slices"
	"testing"
)

// TestCellNames checks every cell's name parses back to it, in either case.
func TestCellNames(t *testing.T) {
	for c := Cell(0); c < NumCells; c++ {
		if !c.Valid() {
			continue // the numbers beyond the last file
		}
		s := c.String()
		got, err := ParseCell(s)
		if err != nil || got != c {
			t.Fatalf("ParseCell(%q) = %v, %v; want %v", s, got, err, c)
		}
		if up, err := ParseCell(string(s[0]-32) + s[1:]); err != nil || up != c {
			t.Fatalf("upper-case %q: %v, %v", s, up, err)
		}
	}
	if NoCell.String() != "-" || Cell(NumCells).Valid() {
		t.Errorf("NoCell is %q, cell %d valid %v", NoCell.String(), NumCells, Cell(NumCells).Valid())
	}
}

// TestParseCellErrors checks names that are no cell.
func TestParseCellErrors(t *testing.T) {
	for _, s := range []string{"", "a", "a0", "a16", "p1", "A01", "a+1", "a-1", "1a", "@1", "[1", "a1x", "aa1", "o150", "é1"} {
		if c, err := ParseCell(s); err == nil || !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseCell(%q) = %v, %v; want ErrSyntax", s, c, err)
		}
	}
}

// TestCellAt checks the cell layout and the cells off the grid.
func TestCellAt(t *testing.T) {
	tests := []struct {
		f, r int
		want string
	}{
		{0, 0, "a1"}, {14, 0, "o1"}, {0, 14, "a15"}, {4, 6, "e7"}, {-1, 0, "-"}, {15, 0, "-"}, {0, 15, "-"}, {3, -2, "-"},
	}
	for _, tc := range tests {
		c := CellAt(tc.f, tc.r)
		if c.String() != tc.want {
			t.Errorf("CellAt(%d, %d) = %v, want %s", tc.f, tc.r, c, tc.want)
		}
		if c.Valid() && (c.File() != tc.f || c.Rank() != tc.r) {
			t.Errorf("%v: file %d rank %d", c, c.File(), c.Rank())
		}
	}
}

// TestNeighbors checks the neighbours of corners, edges and the middle.
func TestNeighbors(t *testing.T) {
	names := func(cs []Cell) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c.String()
		}
		return out
	}
	tests := []struct {
		cell       string
		all, edges []string
	}{
		{"a1", []string{"a2", "b1", "b2"}, []string{"a2", "b1"}},
		{"o15", []string{"o14", "n15", "n14"}, []string{"o14", "n15"}},
		{"e1", []string{"e2", "f1", "d1", "f2", "d2"}, []string{"e2", "f1", "d1"}},
		{"e7", []string{"e8", "f7", "e6", "d7", "f8", "f6", "d6", "d8"}, []string{"e8", "f7", "e6", "d7"}},
	}
	for _, tc := range tests {
		c, err := ParseCell(tc.cell)
		if err != nil {
			t.Fatal(err)
		}
		if got := names(Neighbors(c)); !slices.Equal(got, tc.all) {
			t.Errorf("Neighbors(%s) = %v, want %v", tc.cell, got, tc.all)
		}
		if got := names(EdgeNeighbors(c)); !slices.Equal(got, tc.edges) {
			t.Errorf("EdgeNeighbors(%s) = %v, want %v", tc.cell, got, tc.edges)
		}
		for _, d := range Neighbors(c) {
			if !Touches(c, d) || !Touches(d, c) {
				t.Errorf("%v and %v do not touch", c, d)
			}
		}
	}
	if Neighbors(NoCell) != nil {
		t.Error("NoCell has neighbours")
	}
	a1, c1, a3 := CellAt(0, 0), CellAt(2, 0), CellAt(0, 2)
	if Touches(a1, a1) || Touches(a1, c1) || Touches(a1, a3) || Touches(a1, NoCell) {
		t.Error("Touches is true of a cell and itself, or of cells two apart")
	}
}

// TestDirs checks directions and bearings, with the island's north
// turned each way.
func TestDirs(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Dir
	}{{"n", N}, {"E", E}, {"south", S}, {"West", W}} {
		if d, err := ParseDir(tc.in); err != nil || d != tc.want {
			t.Errorf("ParseDir(%q) = %v, %v", tc.in, d, err)
		}
	}
	for _, s := range []string{"", "up", "ne", "nn"} {
		if _, err := ParseDir(s); !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseDir(%q) = %v, want ErrSyntax", s, err)
		}
	}
	e5 := CellAt(4, 4)
	tests := []struct {
		north Dir
		to    Cell
		want  float64
	}{
		{N, CellAt(4, 7), 0}, {N, CellAt(6, 4), 90}, {N, CellAt(4, 0), 180}, {N, CellAt(1, 4), 270}, {N, CellAt(5, 5), 45},
		{E, CellAt(6, 4), 0}, {E, CellAt(4, 0), 90}, {E, CellAt(4, 7), 270},
		{S, CellAt(4, 0), 0}, {S, CellAt(4, 7), 180},
		{W, CellAt(1, 4), 0}, {W, CellAt(4, 7), 90}, {W, CellAt(4, 0), 270}, {W, CellAt(3, 3), 315},
		{N, e5, 0},
	}
	for _, tc := range tests {
		isl := &Island{North: tc.north}
		if got := isl.Bearing(e5, tc.to); got < tc.want-1e-9 || got > tc.want+1e-9 {
			t.Errorf("north %v: bearing e5→%v = %v, want %v", tc.north, tc.to, got, tc.want)
		}
	}
}

// TestBacks checks the backs' names, characters and the box.
func TestBacks(t *testing.T) {
	total := 0
	for b := Water; b < NumBacks; b++ {
		if got, ok := backOfChar(rune(b.Char())); !ok || got != b {
			t.Errorf("%v: char %q reads back as %v", b, b.Char(), got)
		}
		if got, ok := parseBack(b.String()); !ok || got != b {
			t.Errorf("%v: name reads back as %v", b, got)
		}
		total += BoxTiles(b)
	}
	if total != MaxLand || BoxTiles(Beach) != 18 || BoxTiles(Forest) != 24 || BoxTiles(Mountains) != 24 {
		t.Errorf("Box 1 holds %d tiles", total)
	}
	if Water.IsLand() || !Mountains.IsLand() || NumBacks.IsLand() || NumBacks.String() != "back?" || BoxTiles(NumBacks) != 0 {
		t.Error("the backs out of range are not handled")
	}
}
