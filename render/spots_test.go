package render

import (
	"bytes"
	"math"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestTokensLeaveTheTileVisible: up to three tokens on a tile leave its
// middle (where the tile's art is: a fort, a trap, an arrow) uncovered,
// and no two tokens of a cell overlap.
func TestTokensLeaveTheTileVisible(t *testing.T) {
	l := newLayout(1024)
	c := engine.CellAt(5, 5)
	r := l.cellRect(c)
	u := float64(l.cell)
	mx, my := float64(r.Min.X)+u/2, float64(r.Min.Y)+u/2
	for n := 1; n <= 4; n++ {
		spots := cellSpots(&l, c, n)
		for i, s := range spots {
			// the middle fifth of the tile stays clear
			dx := math.Max(math.Abs(s.x-mx)-0.1*u, 0)
			dy := math.Max(math.Abs(s.y-my)-0.1*u, 0)
			if n <= 3 && math.Hypot(dx, dy) < s.r {
				t.Errorf("%d tokens: token %d covers the tile's middle", n, i)
			}
			if s.r > 0.25*u {
				t.Errorf("%d tokens: radius %.2f of a cell", n, s.r/u)
			}
			for j := i + 1; j < len(spots); j++ {
				if math.Hypot(s.x-spots[j].x, s.y-spots[j].y) < s.r+spots[j].r {
					t.Errorf("%d tokens: %d and %d overlap", n, i, j)
				}
			}
		}
	}
}

// TestShipTokensStayAboard: three tokens on a side ship stay within the
// ship's cell, without overlapping.
func TestShipTokensStayAboard(t *testing.T) {
	l := newLayout(1024)
	for _, c := range []engine.Cell{engine.CellAt(0, 6), engine.CellAt(12, 6), engine.CellAt(6, 0)} {
		r := l.cellRect(c)
		for n := 1; n <= 3; n++ {
			spots := shipSpots(&l, &classic, c, n)
			for i, s := range spots {
				if s.x-s.r < float64(r.Min.X)-1 || s.x+s.r > float64(r.Max.X)+1 || s.y-s.r < float64(r.Min.Y)-1 || s.y+s.r > float64(r.Max.Y)+1 {
					t.Errorf("ship at %s, %d tokens: token %d spills out of the cell", c, n, i)
				}
				for j := i + 1; j < len(spots); j++ {
					if math.Hypot(s.x-spots[j].x, s.y-spots[j].y) < s.r+spots[j].r-0.5 {
						t.Errorf("ship at %s, %d tokens: %d and %d overlap", c, n, i, j)
					}
				}
			}
		}
	}
}

// TestSpinnerStepSharedWithoutHiding: two pieces on one spinner step do not
// hide each other.
func TestSpinnerStepSharedWithoutHiding(t *testing.T) {
	l := newLayout(1024)
	c := engine.CellAt(5, 5)
	spots := spinnerSpots(&l, c, engine.Forest, []uint8{1, 1})
	if d := math.Hypot(spots[0].x-spots[1].x, spots[0].y-spots[1].y); d < spots[0].r+spots[1].r {
		t.Errorf("two tokens on one step overlap: %.1f px apart, radii %.1f", d, spots[0].r)
	}
}

// TestEmptiedChestDropsItsNumeral: a chest whose coins are gone is drawn
// differently from a full one.
func TestEmptiedChestDropsItsNumeral(t *testing.T) {
	full := tileArt(engine.ViewTile{Kind: engine.Coin3, Open: true}, 96, english)
	empty := tileArt(engine.ViewTile{Kind: engine.Coin3, Open: true, Used: true}, 96, english)
	if bytes.Equal(full.Pix, empty.Pix) {
		t.Fatal("an emptied chest looks like a full one")
	}
}
