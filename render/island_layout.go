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
	// the legend's swatches, and its words at their largest, in cells
	legendSwatch = 0.55
	legendWords  = 0.38
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
	lines  int             // the subtitle's lines
	rows   int             // the legend's rows
	pitch  int             // from one row of the legend to the next
}

// newIslandLayout lays out a grid of files × ranks cells on a picture
// whose longer side is long pixels, with a line of subtitle and a row of
// legend.
func newIslandLayout(files, ranks, long int) islandLayout {
	return newIslandLayoutFor(files, ranks, long, 1, 1)
}

// newIslandLayoutFor lays out a grid of files × ranks cells on a picture
// whose longer side is long pixels, the title band holding subLines lines
// of subtitle and the legend band legendRows rows, their words at least
// captionPx of the picture's width (which is, in cells, the same however
// long the picture).
func newIslandLayoutFor(files, ranks, long, subLines, legendRows int) islandLayout {
	subLines, legendRows = max(subLines, 1), max(legendRows, 1)
	wu := math.Max(float64(files)+2*islLabel+2*islMargin, islMinW)
	capU := wu * captionPhone / phoneWidth // a caption's size, in cells
	// under the title (its capitals end some 0.7 cells down) each line of
	// subtitle takes 1.3 of its size, the last one its capitals and descent
	titleU := math.Max(islTitle, 0.85+capU*(0.97+1.3*float64(subLines-1)))
	legendU := islLegend + float64(legendRows-1)*legendPitch(capU)
	hu := float64(ranks) + titleU + 2*islLabel + legendU + 2*islMargin
	u := float64(long) / math.Max(wu, hu)
	l := islandLayout{files: files, ranks: ranks, w: long, h: long, cell: int(u), lines: subLines, rows: legendRows}
	if wu >= hu {
		l.h = int(math.Round(hu * u))
	} else {
		l.w = int(math.Round(wu * u))
	}
	l.gap = max(l.cell/28, 1)
	l.pitch = int(math.Round(legendPitch(capU) * u))
	gw, gh := files*l.cell, ranks*l.cell
	titleH := int(math.Round((titleU + islMargin) * u))
	legendH := int(math.Round((legendU + islMargin) * u))
	label := int(math.Round(islLabel * u))
	x0 := (l.w - gw) / 2
	y0 := titleH + label + (l.h-titleH-legendH-2*label-gh)/2
	l.grid = image.Rect(x0, y0, x0+gw, y0+gh)
	l.title = image.Rect(0, 0, l.w, titleH)
	l.legend = image.Rect(0, l.h-legendH, l.w, l.h)
	return l
}

// legendPitch is the distance between two rows of the legend, in cells,
// its words capU cells: a swatch or a line of words, and some room.
func legendPitch(capU float64) float64 {
	return math.Max(legendSwatch, 1.3*math.Max(legendWords, capU)) + 0.15
}

// cellRect is the square of cell c: rank 1 at the bottom, file a on the
// left.
func (l *islandLayout) cellRect(c island.Cell) image.Rectangle {
	x := l.grid.Min.X + c.File()*l.cell
	y := l.grid.Min.Y + (l.ranks-1-c.Rank())*l.cell
	return image.Rect(x, y, x+l.cell, y+l.cell)
}

// compass is the centre and the radius of the north arrow, at the title
// band's right end, and the size of its N: minTextPx of the picture's
// width, the compass larger than its 0.6 cells when the N would take more
// than northBig of its diameter.
func (l *islandLayout) compass() (x, y, r float64, px int) {
	u := float64(l.cell)
	px = minTextPx(l.w)
	r = max(0.6*u, float64(px)/(2*northBig))
	return float64(l.w) - 0.9*u, float64(l.title.Min.Y) + 0.85*u, r, px
}

// northBig is the largest share of a compass's diameter its N takes
// before the compass grows.
const northBig = 0.27
