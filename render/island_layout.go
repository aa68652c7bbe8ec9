package render

import (
	"image"
	"math"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// Bands round an island's grid, in cells: the title on top, a band of
// coordinates on each side, the legend under the lower letters, and a thin
// margin all round.
const (
	islTitle  = 1.5
	islLabel  = 0.7
	islLegend = 0.9
	islMargin = 0.25
	islMinW   = 11.0 // the narrowest picture, so title and legend fit
)

// islandLayout is where everything lies on an island's picture.
type islandLayout struct {
	w, h   int
	cell   int             // a cell's side
	gap    int             // the grout between tiles
	files  int             // the grid's width in cells
	ranks  int             // its height
	grid   image.Rectangle // the grid
	title  image.Rectangle // the title band
	legend image.Rectangle // the legend band
}

// newIslandLayout lays out a grid of files × ranks cells on a picture
// whose longer side is long pixels.
func newIslandLayout(files, ranks, long int) islandLayout {
	wu := math.Max(float64(files)+2*islLabel+2*islMargin, islMinW)
	hu := float64(ranks) + islTitle + 2*islLabel + islLegend + 2*islMargin
	u := float64(long) / math.Max(wu, hu)
	l := islandLayout{files: files, ranks: ranks, w: long, h: long, cell: int(u)}
	if wu >= hu {
		l.h = int(math.Round(hu * u))
	} else {
		l.w = int(math.Round(wu * u))
	}
	l.gap = max(l.cell/28, 1)
	gw, gh := files*l.cell, ranks*l.cell
	titleH := int(math.Round((islTitle + islMargin) * u))
	legendH := int(math.Round((islLegend + islMargin) * u))
	label := int(math.Round(islLabel * u))
	x0 := (l.w - gw) / 2
	y0 := titleH + label + (l.h-titleH-legendH-2*label-gh)/2
	l.grid = image.Rect(x0, y0, x0+gw, y0+gh)
	l.title = image.Rect(0, 0, l.w, titleH)
	l.legend = image.Rect(0, l.h-legendH, l.w, l.h)
	return l
}

// cellRect is the square of cell c: rank 1 at the bottom, file a on the
// left.
func (l *islandLayout) cellRect(c island.Cell) image.Rectangle {
	x := l.grid.Min.X + c.File()*l.cell
	y := l.grid.Min.Y + (l.ranks-1-c.Rank())*l.cell
	return image.Rect(x, y, x+l.cell, y+l.cell)
}

// compass is the centre and the radius of the north arrow, at the title
// band's right end.
func (l *islandLayout) compass() (x, y, r float64) {
	u := float64(l.cell)
	return float64(l.w) - 0.9*u, float64(l.title.Min.Y) + 0.85*u, 0.6 * u
}
