package render

import (
	"image"

	"github.com/jackalbot/jackal/engine"
)

// layout is where everything lies on a square picture of one size: the
// status strip on top, the 13×13 grid below it, ranks on both sides and
// files under the grid.
type layout struct {
	size  int             // the picture's side
	cell  int             // a cell's side
	gap   int             // the grout between island tiles
	strip image.Rectangle // the status strip
	grid  image.Rectangle // the 13×13 grid
	label int             // the height of the file labels' band
}

// newLayout computes the layout of a picture of side n.
func newLayout(n int) layout {
	strip := n * 88 / 1024
	label := n * 24 / 1024
	cell := (n - strip - label) / engine.ClassicSize
	g := cell * engine.ClassicSize
	x0 := (n - g) / 2
	y0 := strip + (n-strip-label-g)/2
	gap := cell / 28
	if gap < 1 {
		gap = 1
	}
	return layout{
		size: n, cell: cell, gap: gap, label: label,
		strip: image.Rect(0, 0, n, strip),
		grid:  image.Rect(x0, y0, x0+g, y0+g),
	}
}

// cellRect is the square of cell c (north up: rank 13 on top).
func (l *layout) cellRect(c engine.Cell) image.Rectangle {
	x := l.grid.Min.X + c.File()*l.cell
	y := l.grid.Min.Y + (engine.ClassicSize-1-c.Rank())*l.cell
	return image.Rect(x, y, x+l.cell, y+l.cell)
}

// tileRect is the picture of the tile on cell c: its square less the grout.
func (l *layout) tileRect(c engine.Cell) image.Rectangle {
	return l.cellRect(c).Inset(l.gap)
}

// center is the centre of cell c, in pixels.
func (l *layout) center(c engine.Cell) (float64, float64) {
	r := l.cellRect(c)
	return float64(r.Min.X) + float64(l.cell)/2, float64(r.Min.Y) + float64(l.cell)/2
}

// tileSide is the side of a tile picture.
func (l *layout) tileSide() int { return l.cell - 2*l.gap }
