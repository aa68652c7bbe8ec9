package render

import (
	"image"
	"image/draw"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// waterKind is how a water cell is drawn.
type waterKind uint8

const (
	waterSea         waterKind = iota // open sea
	waterShore                        // touching the land: lighter, with waves
	waterLagoon                       // cut off from the sea
	waterLagoonShore                  // a lagoon's shore: with waves
)

// waterKey names one water cell's picture.
type waterKey struct {
	kind waterKind
	side int
}

// waters keeps the water cells drawn, by kind and side.
var waters = newSpriteCache(32, drawWater)

// drawWater draws a water cell with its grid line on the top and left.
func drawWater(k waterKey) *image.RGBA {
	p := newPen(k.side)
	img := p.image()
	fillRect(img, img.Rect, colSeaLine)
	line := max(k.side/40, 1)
	inner := image.Rect(line, line, k.side, k.side)
	switch k.kind {
	case waterShore:
		fillRect(img, inner, colIceDk)
		p.arc(0.3, 0.42, 0.12, -2.7, -0.45, 0.035, colIce)
		p.arc(0.66, 0.7, 0.12, -2.7, -0.45, 0.035, colIce)
	case waterLagoon:
		fillRect(img, inner, colLagoon)
	case waterLagoonShore:
		fillRect(img, inner, colLagoon)
		p.arc(0.3, 0.42, 0.12, -2.7, -0.45, 0.035, colIceDk)
		p.arc(0.66, 0.7, 0.12, -2.7, -0.45, 0.035, colIceDk)
	default:
		fillRect(img, inner, colSea)
	}
	return img
}

// boatKey names a suggested boat start's picture: its number, a cell wide.
type boatKey struct {
	n    int
	side int
	px   int // the number's size at least (minTextPx of the picture)
}

// boatMarks keeps the boat starts drawn.
var boatMarks = newSpriteCache(32, drawBoatMark)

// drawBoatMark draws a small wooden boat with a white sail and its number
// in a yellow disc at the top left, on a transparent cell: the number
// k.px pixels at least, as wide as the disc's inside at most.
func drawBoatMark(k boatKey) *image.RGBA {
	p := newPen(k.side)
	p.line(0.56, 0.7, 0.56, 0.2, 0.045, colInk)
	p.poly(colInk, 0.58, 0.18, 0.86, 0.62, 0.58, 0.62)
	p.poly(colPaper, 0.61, 0.27, 0.8, 0.58, 0.61, 0.58)
	p.poly(colInk, 0.14, 0.66, 0.94, 0.66, 0.8, 0.88, 0.26, 0.88)
	p.poly(colWood, 0.2, 0.69, 0.88, 0.69, 0.77, 0.84, 0.29, 0.84)
	p.circle(0.27, 0.3, 0.2, colInk)
	p.circle(0.27, 0.3, 0.16, colHighlight)
	p.text(strconv.Itoa(k.n), 0.27, 0.3, max(0.22, float64(k.px)/float64(k.side)), 0.3, bold, colInk)
	return p.image()
}

// drawIslandBoats marks the suggested boat starts on the grid, numbered
// from 1 in their order.
func drawIslandBoats(img *image.RGBA, l *islandLayout, boats []island.Cell) {
	for i, c := range boats {
		if c.File() >= l.files || c.Rank() >= l.ranks || !c.Valid() {
			continue
		}
		pic := boatMarks.get(boatKey{n: i + 1, side: l.cell, px: minTextPx(l.w)})
		draw.Draw(img, l.cellRect(c), pic, image.Point{}, draw.Over)
	}
}

// drawNorthArrow draws a compass of radius r centred on (x, y) whose
// needle points d on the picture (N up), with an N of px pixels beside
// its red tip (see northMark).
func drawNorthArrow(img *image.RGBA, x, y, r float64, d island.Dir, px int) {
	m := northMark(r, px)
	p := penOn(img, x-r, y-r, 2*r)
	p.circle(0.5, 0.5, 0.48, colSeaDeep)
	p.ring(0.5, 0.5, 0.46, 0.03, colLabel)
	p.rotate(int(d & 3))
	p.poly(colDeadly, 0.5, 0.5-m.needle, 0.6, 0.5, 0.4, 0.5)
	p.poly(colPaper, 0.5, 0.5+m.needle, 0.6, 0.5, 0.4, 0.5)
	p.circle(0.5, 0.5, 0.025, colInk)
	p.reset()
	dx, dy := [4]float64{0, 1, 0, -1}[d&3], [4]float64{-1, 0, 1, 0}[d&3]
	p.text("N", 0.5+m.at*dx, 0.5+m.at*dy, m.size, 0, bold, colText)
}

// compassMark is where a compass's N and needle lie, in the compass's
// diameters from its centre.
type compassMark struct {
	size   float64 // the N's size
	at     float64 // the N's centre
	needle float64 // the needle's half length
}

// Inside a compass, in its diameters: the N's size at least, and where
// the N ends and how far it keeps from the needle's tip.
const (
	northSize  = 0.18
	northEdge  = 0.39
	northClear = 0.025
)

// northMark sets the N of px pixels in a compass of radius r: at 0.32 of
// the diameter from the centre, the needle 0.23 long, as drawn before the
// N had a floor; a larger N is drawn further in, within the ring, and the
// needle shortened to keep clear of it.
func northMark(r float64, px int) compassMark {
	d := 2 * r
	size := max(northSize, float64(px)/d)
	capH := float64(capHeight(textStyle{face: bold, px: int(math.Round(size * d))})) / d
	at := min(0.32, northEdge-capH/2)
	return compassMark{size: size, at: at, needle: min(0.23, at-capH/2-northClear)}
}
