package render

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// shipped returns the shipped island id or fails the test.
func shipped(tb testing.TB, id string) *island.Island {
	tb.Helper()
	isl, err := islands.Lookup(id)
	if err != nil {
		tb.Fatal(err)
	}
	return isl
}

// islandGoldenCases are the island golden pictures: the first island at
// the default size, the ring (a lagoon, both kinds of shore) at 512.
func islandGoldenCases() []goldenCase {
	return []goldenCase{
		{"island-first", func(t *testing.T) *image.RGBA {
			return Island(shipped(t, "first"), IslandOptions{}).(*image.RGBA)
		}},
		{"island-ring-512", func(t *testing.T) *image.RGBA {
			return Island(shipped(t, "ring"), IslandOptions{Size: 512}).(*image.RGBA)
		}},
	}
}

// TestIslandGolden draws each island golden case and compares it, in the
// fixed palette, with testdata/<name>.png; -update rewrites the files.
func TestIslandGolden(t *testing.T) { checkGolden(t, islandGoldenCases()) }

// TestIslandSizes checks the longer side is the size asked for (clamped),
// whichever way the grid is longer, and the grid keeps its shape.
func TestIslandSizes(t *testing.T) {
	tests := []struct {
		id       string
		size     int
		w, h     int // 0: the longer side, to be checked
		wideGrid bool
	}{
		{"first", 0, 0, 1024, false},
		{"bar", 0, 1024, 0, true},
		{"bar", 600, 600, 0, true},
		{"ring", 100, 0, MinSize, false},
		{"star", 2000, 0, 2000, false},
	}
	for _, tc := range tests {
		isl := shipped(t, tc.id)
		b := Island(isl, IslandOptions{Size: tc.size}).Bounds()
		if tc.w != 0 && (b.Dx() != tc.w || b.Dy() >= b.Dx()) {
			t.Errorf("%s at %d: %v, want %d wide and less high", tc.id, tc.size, b, tc.w)
		}
		if tc.h != 0 && (b.Dy() != tc.h || b.Dx() > b.Dy()) {
			t.Errorf("%s at %d: %v, want %d high and no wider", tc.id, tc.size, b, tc.h)
		}
		l, _ := islandPicture(isl, IslandOptions{Size: tc.size})
		if l.grid.Dx() != isl.Files*l.cell || l.grid.Dy() != isl.Ranks*l.cell || !l.grid.In(b) || l.grid.Min.Y < l.title.Max.Y || l.grid.Max.Y > l.legend.Min.Y {
			t.Errorf("%s: grid %v, title %v, legend %v in %v", tc.id, l.grid, l.title, l.legend, b)
		}
	}
	if err := (IslandOptions{Size: 100}).Check(); !errors.Is(err, ErrSize) {
		t.Errorf("Check(100) = %v", err)
	}
	if err := (IslandOptions{}).Check(); err != nil {
		t.Errorf("Check(0) = %v", err)
	}
}

// at returns the colour at the point (fx, fy) of rect, in fractions of
// its side.
func at(img image.Image, r image.Rectangle, fx, fy float64) color.RGBA {
	x := r.Min.X + int(fx*float64(r.Dx()))
	y := r.Min.Y + int(fy*float64(r.Dy()))
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

// TestIslandCells checks each cell is drawn as what it is: open sea,
// shore, lagoon, lagoon shore, and each back's tile; and each boat start
// carries its numbered badge.
func TestIslandCells(t *testing.T) {
	isl := shipped(t, "ring")
	img := Island(isl, IslandOptions{Size: 800})
	l, _ := islandPicture(isl, IslandOptions{Size: 800})
	cell := func(s string) island.Cell {
		c, err := island.ParseCell(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	tests := []struct {
		cell string
		want color.RGBA
		what string
	}{
		{"a1", colSea, "open sea"},
		{"a5", colIceDk, "shore"},
		{"c2", colIceDk, "shore by a corner"},
		{"f6", colLagoon, "lagoon"},
		{"d6", colLagoon, "lagoon shore"},
		{"d10", colSand, "beach"},
		{"e10", colForest, "forest"},
		{"e9", colRockGround, "mountains"},
	}
	for _, tc := range tests {
		c := cell(tc.cell)
		r := l.cellRect(c)
		// the ground of a tile (or the water) at the middle of its top,
		// clear of the art
		if got := at(img, r.Inset(l.gap), 0.5, 0.1); got != tc.want {
			t.Errorf("%s (%s): %v, want %v", tc.cell, tc.what, got, tc.want)
		}
		// waves mark the shore, the lagoon's too: the top of a wave's thin
		// arc lies about (0.3, 0.3), a pixel off with the cell's size
		waves := false
		for y := r.Min.Y + r.Dy()*26/100; y <= r.Min.Y+r.Dy()*34/100; y++ {
			for x := r.Min.X + r.Dx()*2/10; x <= r.Min.X+r.Dx()*4/10; x++ {
				px := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
				waves = waves || px == colIce || px == colIceDk && isl.IsLagoon(c)
			}
		}
		if isl.IsShore(c) != waves {
			t.Errorf("%s (%s): waves %v, shore %v", tc.cell, tc.what, waves, isl.IsShore(c))
		}
	}
	for i, c := range isl.Boats {
		if got := at(img, l.cellRect(c), 0.15, 0.3); got != colHighlight {
			t.Errorf("boat start %d at %v: badge %v", i+1, c, got)
		}
	}
	if got := at(img, l.cellRect(cell("b2")), 0.15, 0.3); got == colHighlight {
		t.Error("a badge where no boat starts")
	}
}

// TestIslandNorth checks the compass needle's red tip points the
// island's north on the picture, and its tail the other way.
func TestIslandNorth(t *testing.T) {
	base := shipped(t, "first")
	for _, d := range []island.Dir{island.N, island.E, island.S, island.W} {
		isl := base.Clone()
		isl.North = d
		img := Island(isl, IslandOptions{Size: 600})
		l, _ := islandPicture(isl, IslandOptions{Size: 600})
		x, y, r, _ := l.compass()
		dx, dy := [4]float64{0, 1, 0, -1}[d], [4]float64{-1, 0, 1, 0}[d]
		pix := func(k float64) color.RGBA {
			return color.RGBAModel.Convert(img.At(int(x+k*r*dx), int(y+k*r*dy))).(color.RGBA)
		}
		if got := pix(0.15); got != colDeadly {
			t.Errorf("north %v: the tip side is %v, want red", d, got)
		}
		if got := pix(-0.15); got != colPaper {
			t.Errorf("north %v: the tail side is %v, want white", d, got)
		}
	}
}

// TestIslandOdd checks odd islands draw without panic: nil, grids out of
// range, unknown backs, boats off the grid, a name too long for the title.
func TestIslandOdd(t *testing.T) {
	long := shipped(t, "bar")
	long.Name = "An island whose name is far too long to be written whole in a title of a small picture"
	odd := []*island.Island{
		nil,
		{},
		{Files: 99, Ranks: -3},
		{Files: 40, Ranks: 40},
		{Files: 3, Ranks: 3, Backs: [island.NumCells]island.Back{4: 9}, Boats: []island.Cell{island.NoCell, 200, 8}},
		long,
	}
	for i, isl := range odd {
		img := Island(isl, IslandOptions{Size: MinSize})
		b := img.Bounds()
		if max(b.Dx(), b.Dy()) != MinSize {
			t.Errorf("odd island %d: %v", i, b)
		}
		var buf bytes.Buffer
		if err := EncodePNG(&buf, img); err != nil {
			t.Errorf("odd island %d: %v", i, err)
		}
	}
	// the title is cut short to fit, not drawn over the compass
	img := Island(long, IslandOptions{Size: MinSize})
	l, _ := islandPicture(long, IslandOptions{Size: MinSize})
	x, y, r, _ := l.compass()
	if got := color.RGBAModel.Convert(img.At(int(x-1.1*r), int(y))).(color.RGBA); got != colBackground {
		t.Errorf("left of the compass: %v, want the background", got)
	}
}
