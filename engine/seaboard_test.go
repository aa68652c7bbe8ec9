package engine_test

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestNewSeaBoard checks a sea board's refusals and what it holds: backs
// on its cells, the sea in play, the coast as the sea touching land.
func TestNewSeaBoard(t *testing.T) {
	land := cells(t, "e5", "f5")
	backs := []engine.Back{engine.BackBeach, engine.BackMountains}
	var sea []engine.Cell
	for f := 2; f <= 8; f++ {
		for r := 2; r <= 7; r++ {
			if c := engine.CellAt(f, r); c != land[0] && c != land[1] {
				sea = append(sea, c)
			}
		}
	}
	tests := []struct {
		name  string
		land  []engine.Cell
		backs []engine.Back
		sea   []engine.Cell
	}{
		{"no island", nil, nil, sea},
		{"no back", land, []engine.Back{engine.BackBeach, engine.NoBack}, sea},
		{"backs short", land, backs[:1], sea},
		{"land twice", cells(t, "e5", "e5"), backs, sea},
		{"edge", cells(t, "a5", "f5"), backs, sea},
		{"sea on land", land, backs, append([]engine.Cell{land[0]}, sea...)},
		{"sea twice", land, backs, append([]engine.Cell{sea[0]}, sea...)},
		{"sea missing", land, backs, without(sea, engine.CellAt(4, 3))},
	}
	for _, tc := range tests {
		if _, err := engine.NewSeaBoard(tc.land, tc.backs, tc.sea); !errors.Is(err, engine.ErrBoard) {
			t.Errorf("%s: %v, want ErrBoard", tc.name, err)
		}
	}
	b, err := engine.NewSeaBoard(land, backs, sea)
	if err != nil {
		t.Fatal(err)
	}
	if !b.Boats() || b.Back(land[0]) != engine.BackBeach || b.Back(land[1]) != engine.BackMountains || b.NumSea() != len(sea) {
		t.Errorf("boats %v, backs %s %s, %d sea", b.Boats(), b.Back(land[0]), b.Back(land[1]), b.NumSea())
	}
	for _, c := range sea {
		coast := engine.Adjacent(c, land[0]) || engine.Adjacent(c, land[1])
		if !b.IsSea(c) || b.IsCoast(c) != coast || !b.InPlay(c) {
			t.Errorf("%s: sea %v coast %v, want coast %v", c, b.IsSea(c), b.IsCoast(c), coast)
		}
	}
	classic := engine.ClassicBoard()
	if classic.Boats() || classic.Back(land[0]) != engine.NoBack {
		t.Error("classic's board has boats or backs")
	}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		if classic.IsSea(c) != classic.IsCoast(c) {
			t.Errorf("classic's %s: sea %v, coast %v", c, classic.IsSea(c), classic.IsCoast(c))
		}
	}
	if _, err := engine.BlankSea(classic, engine.Options{}); !errors.Is(err, engine.ErrBoard) {
		t.Errorf("BlankSea on classic's board: %v", err)
	}
}

// without returns cs less c.
func without(cs []engine.Cell, c engine.Cell) []engine.Cell {
	var out []engine.Cell
	for _, x := range cs {
		if x != c {
			out = append(out, x)
		}
	}
	return out
}
