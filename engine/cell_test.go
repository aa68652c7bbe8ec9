package engine_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestCellNames names and parses every cell of the 15×15 grid, and refuses
// names off it.
func TestCellNames(t *testing.T) {
	n := 0
	for f := 0; f < engine.GridSize; f++ {
		for r := 0; r < engine.GridSize; r++ {
			c := engine.CellAt(f, r)
			name := fmt.Sprintf("%c%d", 'a'+f, r+1)
			if !c.Valid() || c.File() != f || c.Rank() != r || c.String() != name {
				t.Errorf("CellAt(%d, %d) = %d: valid %v, file %d, rank %d, %q", f, r, c, c.Valid(), c.File(), c.Rank(), c)
			}
			if back, err := engine.ParseCell(name); err != nil || back != c {
				t.Errorf("ParseCell(%q) = %v, %v; want %v", name, back, err, c)
			}
			n++
		}
	}
	valid := 0
	for c := 0; c < 256; c++ {
		if engine.Cell(c).Valid() {
			valid++
		} else if engine.Cell(c).String() != "-" {
			t.Errorf("cell number %d is no cell but reads %q", c, engine.Cell(c))
		}
	}
	if valid != n || n != 225 {
		t.Errorf("%d cells named, %d numbers valid; want 225", n, valid)
	}
	if c, err := engine.ParseCell("O15"); err != nil || c != engine.CellAt(14, 14) {
		t.Errorf(`ParseCell("O15") = %v, %v`, c, err)
	}
	for _, s := range []string{"p1", "a16", "o16", "p15", "a0", "a", "15", "a1x", "a100", ""} {
		if c, err := engine.ParseCell(s); !errors.Is(err, engine.ErrSyntax) {
			t.Errorf("ParseCell(%q) = %v, %v; want ErrSyntax", s, c, err)
		}
	}
	if engine.CellAt(15, 0) != engine.NoCell || engine.CellAt(0, 15) != engine.NoCell || engine.CellAt(-1, 3) != engine.NoCell {
		t.Error("CellAt off the grid is a cell")
	}
}

// TestGridSteps checks steps and adjacency against files and ranks over
// every pair of cell numbers: the grid's edges stop a step, and a rank's
// end never touches the next rank's start.
func TestGridSteps(t *testing.T) {
	dx := [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	dy := [8]int{1, 1, 0, -1, -1, -1, 0, 1}
	for i := 0; i < 256; i++ {
		a := engine.Cell(i)
		for d := engine.N; d <= engine.NW; d++ {
			want := engine.NoCell
			if a.Valid() {
				want = engine.CellAt(a.File()+dx[d], a.Rank()+dy[d])
			}
			if got := a.Step(d); got != want {
				t.Errorf("%s (%d) step %s = %s, want %s", a, i, d, got, want)
			}
		}
		for j := 0; j < 256; j++ {
			b := engine.Cell(j)
			want := false
			if a.Valid() && b.Valid() && a != b {
				df, dr := a.File()-b.File(), a.Rank()-b.Rank()
				want = df >= -1 && df <= 1 && dr >= -1 && dr <= 1
			}
			if engine.Adjacent(a, b) != want {
				t.Errorf("Adjacent(%d %s, %d %s) = %v", i, a, j, b, !want)
			}
		}
	}
	for _, tc := range []struct {
		from string
		d    engine.Dir
		want string
	}{{"o5", engine.E, "-"}, {"o5", engine.NE, "-"}, {"a6", engine.W, "-"}, {"o15", engine.N, "-"}, {"n14", engine.NE, "o15"}, {"m13", engine.NE, "n14"}} {
		if got := cells(t, tc.from)[0].Step(tc.d).String(); got != tc.want {
			t.Errorf("%s step %s = %s, want %s", tc.from, tc.d, got, tc.want)
		}
	}
}

// TestClassicNumber checks the numbers classic's cells had on the 13-wide
// grid: a1 0, m1 12, a2 13, m13 168, NoCell 255, nothing beyond m13.
func TestClassicNumber(t *testing.T) {
	for _, tc := range []struct {
		c  engine.Cell
		n  uint8
		ok bool
	}{
		{engine.CellAt(0, 0), 0, true}, {engine.CellAt(12, 0), 12, true}, {engine.CellAt(0, 1), 13, true},
		{engine.CellAt(6, 6), 84, true}, {engine.CellAt(12, 12), 168, true}, {engine.NoCell, 255, true},
		{engine.CellAt(13, 0), 255, false}, {engine.CellAt(0, 13), 255, false}, {engine.CellAt(14, 14), 255, false},
		{engine.CellAt(14, 0) + 1, 255, false},
	} {
		if n, ok := engine.ClassicNumber(tc.c); n != tc.n || ok != tc.ok {
			t.Errorf("ClassicNumber(%s) = %d, %v; want %d, %v", tc.c, n, ok, tc.n, tc.ok)
		}
	}
}
