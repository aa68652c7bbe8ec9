package island

import (
	"slices"
	"testing"
)

// ringText is a ring round a lagoon: d6 lies in the lagoon beside the
// beach c6.
const ringText = `island: ring
name: The Ring
map:
11  . . . . . . . . . . .
10  . . . b f f f b . . .
 9  . . f m m m f f b . .
 8  . b f m . . . m f b .
 7  . f m . . . . . m f .
 6  . b b . . . . . b b .
 5  . f m . . . . . m f .
 4  . b f m . . . m f b .
 3  . . b f m m f m f . .
 2  . . . b f f f b . . .
 1  . . . . . . . . . . .
`

// mustParse parses text or fails the test.
func mustParse(t *testing.T, text string) *Island {
	t.Helper()
	isl, err := Parse([]byte(text), "t.island")
	if err != nil {
		t.Fatal(err)
	}
	return isl
}

// cellsOf parses cell names or fails the test.
func cellsOf(t *testing.T, names ...string) []Cell {
	t.Helper()
	out := make([]Cell, len(names))
	for i, s := range names {
		c, err := ParseCell(s)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// TestIslandCells checks the helpers on each kind of cell of the ring.
func TestIslandCells(t *testing.T) {
	isl := mustParse(t, ringText)
	tests := []struct {
		cell                       string
		land, water, shore, lagoon bool
		back                       Back
	}{
		{"a1", false, true, false, false, Water}, // open sea
		{"c2", false, true, true, false, Water},  // shore by a corner of d3
		{"a6", false, true, true, false, Water},  // shore by an edge
		{"d6", false, true, true, true, Water},   // lagoon shore
		{"f6", false, true, false, true, Water},  // the lagoon's heart
		{"c6", true, false, false, false, Beach}, // a beach on the lagoon
		{"e9", true, false, false, false, Mountains},
		{"l1", false, false, false, false, Water}, // off the 11×11 grid
		{"o15", false, false, false, false, Water},
	}
	for _, tc := range tests {
		c := cellsOf(t, tc.cell)[0]
		if got := [4]bool{isl.IsLand(c), isl.IsWater(c), isl.IsShore(c), isl.IsLagoon(c)}; got != [4]bool{tc.land, tc.water, tc.shore, tc.lagoon} {
			t.Errorf("%s: land, water, shore, lagoon = %v", tc.cell, got)
		}
		if isl.Back(c) != tc.back {
			t.Errorf("%s: back %v, want %v", tc.cell, isl.Back(c), tc.back)
		}
	}
	lagoon := isl.Lagoon()
	if len(lagoon) != 21 || lagoon[0].String() != "e4" || !slices.IsSorted(lagoon) {
		t.Errorf("Lagoon() = %v, want the 21 cells from e4", lagoon)
	}
	for _, c := range lagoon {
		if !isl.IsLagoon(c) {
			t.Errorf("Lagoon() holds %v, not lagoon water", c)
		}
	}
	if base := mustParse(t, baseText); base.Lagoon() != nil {
		t.Errorf("an island without a lagoon: %v", base.Lagoon())
	}
	if isl.IsLand(NoCell) || isl.IsWater(NoCell) || isl.Neighbors(NoCell) != nil {
		t.Error("NoCell is on the grid")
	}
}

// TestIslandCounts checks the cells by back and the tiles removed.
func TestIslandCounts(t *testing.T) {
	isl := mustParse(t, ringText)
	want := map[Back]int{Water: 121 - 48, Beach: 14, Forest: 20, Mountains: 14}
	for b, n := range want {
		if got := isl.Count(b); got != n {
			t.Errorf("Count(%v) = %d, want %d", b, got, n)
		}
		if got := len(isl.Cells(b)); got != n {
			t.Errorf("len(Cells(%v)) = %d, want %d", b, got, n)
		}
		for _, c := range isl.Cells(b) {
			if isl.Back(c) != b {
				t.Errorf("Cells(%v) holds %v, a %v cell", b, c, isl.Back(c))
			}
		}
	}
	if isl.Land() != 48 || isl.Removed(Beach) != 4 || isl.Removed(Forest) != 4 || isl.Removed(Mountains) != 10 || isl.Removed(Water) != 0 {
		t.Errorf("land %d, removed %d %d %d", isl.Land(), isl.Removed(Beach), isl.Removed(Forest), isl.Removed(Mountains))
	}
	if got := isl.Cells(Beach)[:3]; !slices.Equal(got, cellsOf(t, "d2", "h2", "c3")) {
		t.Errorf("the first beach cells are %v", got)
	}
}

// TestIslandNeighbors checks neighbours keep to the island's grid.
func TestIslandNeighbors(t *testing.T) {
	isl := mustParse(t, ringText)
	tests := []struct {
		cell string
		want []string
	}{
		{"k11", []string{"k10", "j11", "j10"}}, // the grid's corner, though o15 is further
		{"k5", []string{"k6", "k4", "j5", "j4", "j6"}},
		{"f6", []string{"f7", "g6", "f5", "e6", "g7", "g5", "e5", "e7"}},
		{"l5", nil},
	}
	for _, tc := range tests {
		got := isl.Neighbors(cellsOf(t, tc.cell)[0])
		if !slices.Equal(got, cellsOf(t, tc.want...)) {
			t.Errorf("Neighbors(%s) = %v, want %v", tc.cell, got, tc.want)
		}
	}
}

// TestIslandCopies checks Equal, Clone and LocalName.
func TestIslandCopies(t *testing.T) {
	a := mustParse(t, baseText)
	b := a.Clone()
	if !a.Equal(b) || !b.Equal(a) {
		t.Fatal("a clone differs")
	}
	b.Boats[0] = cellsOf(t, "e8")[0]
	if a.Equal(b) || a.Boats[0] == b.Boats[0] {
		t.Error("the clone shares its boats")
	}
	changes := []func(*Island){
		func(i *Island) { i.ID = "other" },
		func(i *Island) { i.Name = "Other" },
		func(i *Island) { i.NameRU = "" },
		func(i *Island) { i.North = E },
		func(i *Island) { i.Files = 11 },
		func(i *Island) { i.Backs[cellsOf(t, "c5")[0]] = Forest },
		func(i *Island) { i.Boats = i.Boats[:3] },
	}
	for k, change := range changes {
		c := a.Clone()
		change(c)
		if a.Equal(c) {
			t.Errorf("change %d: still equal", k)
		}
	}
	var none *Island
	if a.Equal(none) || !none.Equal(nil) {
		t.Error("Equal with nil")
	}
	if a.LocalName("ru") != "Тестовый остров" || a.LocalName("en") != "Test Isle" {
		t.Errorf("names %q %q", a.LocalName("ru"), a.LocalName("en"))
	}
	a.NameRU = ""
	if a.LocalName("ru") != "Test Isle" {
		t.Errorf("no Russian name: %q", a.LocalName("ru"))
	}
}

// TestIslandMalformed checks the helpers keep to the largest grid on an
// island whose size is out of range, and Validate refuses it.
func TestIslandMalformed(t *testing.T) {
	for _, isl := range []*Island{{Files: 99, Ranks: 99}, {Files: -4, Ranks: 3}, {Files: 16, Ranks: 1}} {
		isl.Backs[CellAt(3, 3)] = Forest
		water := isl.Count(Water)
		files, ranks := isl.dims()
		if water+isl.Land() != files*ranks || len(isl.Cells(Water)) != water {
			t.Errorf("%d×%d: %d water, %d land", isl.Files, isl.Ranks, water, isl.Land())
		}
		if err := isl.Validate(); err == nil {
			t.Errorf("%d×%d: valid", isl.Files, isl.Ranks)
		}
	}
}
