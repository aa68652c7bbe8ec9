package engine_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// oldClassic is classic's board computed the way the engine did before the
// board was data: the island b2–l12 without its corners, the coast every
// other square of the 13×13 grid touching it, nine berths along each side
// with the tile in front of them.
type oldClassic struct {
	island, coast [engine.ClassicSize][engine.ClassicSize]bool
	side          [engine.ClassicSize][engine.ClassicSize]engine.Crew
	front         [engine.ClassicSize][engine.ClassicSize]engine.Cell
}

func makeOldClassic() *oldClassic {
	const n = engine.ClassicSize
	o := &oldClassic{}
	for f := 0; f < n; f++ {
		for r := 0; r < n; r++ {
			o.island[f][r] = f >= 1 && f <= 11 && r >= 1 && r <= 11 && !((f == 1 || f == 11) && (r == 1 || r == 11))
			o.side[f][r] = engine.NoCrew
			o.front[f][r] = engine.NoCell
		}
	}
	for f := 0; f < n; f++ {
		for r := 0; r < n; r++ {
			for df := -1; df <= 1; df++ {
				for dr := -1; dr <= 1; dr++ {
					g, s := f+df, r+dr
					if g >= 0 && g < n && s >= 0 && s < n && o.island[g][s] && !o.island[f][r] {
						o.coast[f][r] = true
					}
				}
			}
		}
	}
	berth := func(f, r int, side engine.Crew, ff, fr int) {
		o.side[f][r] = side
		o.front[f][r] = engine.CellAt(ff, fr)
	}
	for i := 2; i <= 10; i++ {
		berth(i, 0, engine.White, i, 1)
		berth(0, i, engine.Yellow, 1, i)
		berth(i, 12, engine.Black, i, 11)
		berth(12, i, engine.Red, 11, i)
	}
	return o
}

// TestClassicBoard compares classic's board, cell by cell over the whole
// grid, with the table the engine used to compute, and counts it: 117
// island cells, 36 berths, nine a side, each crew's ship starting on one of
// its own.
func TestClassicBoard(t *testing.T) {
	b := engine.ClassicBoard()
	o := makeOldClassic()
	islands, coasts, berths := 0, 0, 0
	var perSide [engine.NumCrews]int
	for f := 0; f < engine.GridSize; f++ {
		for r := 0; r < engine.GridSize; r++ {
			c := engine.CellAt(f, r)
			island, coast, side, front := false, false, engine.NoCrew, engine.NoCell
			if f < engine.ClassicSize && r < engine.ClassicSize {
				island, coast, side, front = o.island[f][r], o.coast[f][r], o.side[f][r], o.front[f][r]
			}
			if b.IsIsland(c) != island || b.IsCoast(c) != coast || b.InPlay(c) != (island || coast) {
				t.Errorf("%s: island %v coast %v in play %v, want %v %v %v", c,
					b.IsIsland(c), b.IsCoast(c), b.InPlay(c), island, coast, island || coast)
			}
			if b.BerthSide(c) != side || b.IsBerth(c) != (side != engine.NoCrew) || b.Front(c) != front {
				t.Errorf("%s: berth %v of %v, front %s; want %v, %s", c, b.IsBerth(c), b.BerthSide(c), b.Front(c), side, front)
			}
			if island {
				islands++
			}
			if coast {
				coasts++
			}
			if side != engine.NoCrew {
				berths++
				perSide[side]++
			}
		}
	}
	if islands != engine.NumTiles || b.NumIsland() != engine.NumTiles || len(b.IslandCells()) != engine.NumTiles {
		t.Errorf("%d island cells, NumIsland %d, IslandCells %d; want %d", islands, b.NumIsland(), len(b.IslandCells()), engine.NumTiles)
	}
	if coasts != 4*11+4 || berths != 36 || perSide != [engine.NumCrews]int{9, 9, 9, 9} {
		t.Errorf("%d coast cells, %d berths (%v a side); want 48, 36, 9 each", coasts, berths, perSide)
	}
	if !slices.IsSortedFunc(b.IslandCells(), func(x, y engine.Cell) int { return int(x) - int(y) }) {
		t.Errorf("island cells out of cell order: %v", b.IslandCells())
	}
	for k := engine.Crew(0); k < engine.NumCrews; k++ {
		if b.BerthSide(k.StartBerth()) != k {
			t.Errorf("%s's ship starts at %s, a berth of %s", k, k.StartBerth(), b.BerthSide(k.StartBerth()))
		}
	}
	s, err := engine.New(1, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if v := engine.ViewFor(&s, engine.White); s.Board != b || v.Board != b {
		t.Errorf("a new game's board or its view's is not classic's")
	}
}

// cells reads cell names.
func cells(t *testing.T, names ...string) []engine.Cell {
	t.Helper()
	out := make([]engine.Cell, len(names))
	for i, n := range names {
		c, err := engine.ParseCell(n)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// TestHandMadeBoard lays an irregular island out to files n and rank 14,
// the last a board may use, and a second piece against file n lower down:
// the coast is every other cell within a king's step of it, found by file
// and rank arithmetic over the whole grid (so a rank's end never touches the
// next rank's start), and berths face their tile.
func TestHandMadeBoard(t *testing.T) {
	island := cells(t, "n14", "m14", "m13", "l12", "n12", "n5", "n6", "b7")
	var berths [engine.NumCrews][]engine.Cell
	berths[engine.Red] = cells(t, "o5", "o6")
	berths[engine.Black] = cells(t, "m15")
	b, err := engine.NewBoard(island, berths)
	if err != nil {
		t.Fatal(err)
	}
	for f := 0; f < engine.GridSize; f++ {
		for r := 0; r < engine.GridSize; r++ {
			c := engine.CellAt(f, r)
			isl, near := slices.Contains(island, c), false
			for _, x := range island {
				if df, dr := x.File()-f, x.Rank()-r; df >= -1 && df <= 1 && dr >= -1 && dr <= 1 {
					near = true
				}
			}
			if b.IsIsland(c) != isl || b.IsCoast(c) != (near && !isl) {
				t.Errorf("%s: island %v coast %v, want %v %v", c, b.IsIsland(c), b.IsCoast(c), isl, near && !isl)
			}
		}
	}
	for _, tc := range []struct {
		cell          string
		island, coast bool
	}{
		{"n14", true, false}, {"o15", false, true}, {"o14", false, true}, {"o13", false, true},
		{"n15", false, true}, {"l15", false, true}, {"k15", false, false}, {"o11", false, true},
		{"o10", false, false}, {"o4", false, true}, {"a6", false, true}, {"a7", false, true},
		{"a5", false, false}, {"a8", false, true}, {"a4", false, false}, {"o7", false, true},
	} {
		c := cells(t, tc.cell)[0]
		if b.IsIsland(c) != tc.island || b.IsCoast(c) != tc.coast {
			t.Errorf("%s: island %v coast %v, want %v %v", c, b.IsIsland(c), b.IsCoast(c), tc.island, tc.coast)
		}
	}
	for _, tc := range []struct {
		berth, front string
		side         engine.Crew
	}{{"o5", "n5", engine.Red}, {"o6", "n6", engine.Red}, {"m15", "m14", engine.Black}} {
		c, f := cells(t, tc.berth)[0], cells(t, tc.front)[0]
		if !b.IsBerth(c) || b.BerthSide(c) != tc.side || b.Front(c) != f {
			t.Errorf("berth %s: %v of %v, front %s; want %v, %s", c, b.IsBerth(c), b.BerthSide(c), b.Front(c), tc.side, f)
		}
	}
	if got := b.IslandCells(); !slices.Equal(got, cells(t, "n5", "n6", "b7", "l12", "n12", "m13", "m14", "n14")) {
		t.Errorf("island cells %v, not in cell order", got)
	}
	if b.IsBerth(engine.NoCell) || b.IsIsland(engine.NoCell) || b.IsCoast(engine.NoCell) || b.Front(engine.NoCell) != engine.NoCell {
		t.Error("NoCell is on the board")
	}
}

// TestNewBoardRefuses checks every board NewBoard refuses.
func TestNewBoardRefuses(t *testing.T) {
	ok := cells(t, "e5", "f5", "e6", "f6")
	berth := func(side engine.Crew, names ...string) [engine.NumCrews][]engine.Cell {
		var b [engine.NumCrews][]engine.Cell
		b[side] = cells(t, names...)
		return b
	}
	tests := []struct {
		name   string
		island []engine.Cell
		berths [engine.NumCrews][]engine.Cell
	}{
		{"no island", nil, [engine.NumCrews][]engine.Cell{}},
		{"off the grid", append(cells(t, "e5"), engine.CellAt(14, 3)+1), [engine.NumCrews][]engine.Cell{}},
		{"NoCell", append(cells(t, "e5"), engine.NoCell), [engine.NumCrews][]engine.Cell{}},
		{"file o", cells(t, "n5", "o5"), [engine.NumCrews][]engine.Cell{}},
		{"file a", cells(t, "a5", "b5"), [engine.NumCrews][]engine.Cell{}},
		{"rank 15", cells(t, "e14", "e15"), [engine.NumCrews][]engine.Cell{}},
		{"rank 1", cells(t, "e1"), [engine.NumCrews][]engine.Cell{}},
		{"berth on land", ok, berth(engine.White, "e5")},
		{"berth out at sea", ok, berth(engine.White, "e3")},
		{"berth twice", ok, berth(engine.White, "e4", "e4")},
		{"berth on two sides", ok, [engine.NumCrews][]engine.Cell{cells(t, "e4"), cells(t, "e4")}},
		{"berth at a corner", ok, berth(engine.White, "d4")},
		{"berths facing two ways", ok, berth(engine.White, "e4", "d5")},
	}
	for _, tc := range tests {
		if _, err := engine.NewBoard(tc.island, tc.berths); !errors.Is(err, engine.ErrBoard) {
			t.Errorf("%s: %v, want ErrBoard", tc.name, err)
		}
	}
	if _, err := engine.NewBoard(ok, berth(engine.White, "e4", "f4")); err != nil {
		t.Errorf("a fine board: %v", err)
	}
}
