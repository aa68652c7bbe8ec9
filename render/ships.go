package render

import (
	"image"
	"image/draw"

	"github.com/jackalbot/jackal/engine"
)

// shipKey names one ship picture: a crew's ship, a cell wide.
type shipKey struct {
	crew engine.Crew
	cell int
}

// ships keeps ship pictures by shipKey.
var ships = newSpriteCache(64, drawShip)

// drawShip draws a sailing ship in side view, hull and sail in the crew's
// colour with a contrasting outline, on a transparent cell. Ships stand
// upright on every side, so they read as ships at a glance.
func drawShip(k shipKey) *image.RGBA {
	p := newPen(k.cell)
	fill, edge := crewColor(k.crew), crewEdge(k.crew)
	p.line(0.5, 0.62, 0.5, 0.05, 0.05, edge)
	p.poly(edge, 0.5, 0.03, 0.74, 0.09, 0.5, 0.16)
	p.poly(edge, 0.19, 0.13, 0.81, 0.13, 0.77, 0.55, 0.23, 0.55)
	p.poly(fill, 0.24, 0.17, 0.76, 0.17, 0.73, 0.51, 0.27, 0.51)
	p.poly(edge, 0.02, 0.56, 0.98, 0.56, 0.82, 0.9, 0.18, 0.9)
	p.poly(fill, 0.09, 0.6, 0.91, 0.6, 0.79, 0.86, 0.21, 0.86)
	return p.image()
}

// shipVertical reports whether a ship at cell c of board b lies
// north–south: at a berth of a west or east side (a boat sailing the sea
// lies east–west).
func shipVertical(b *engine.Board, c engine.Cell) bool {
	if !b.IsBerth(c) {
		return false
	}
	k := b.BerthSide(c)
	return k == engine.Yellow || k == engine.Red
}

// drawShips draws every crew's ship at its berth.
func drawShips(img *image.RGBA, l *layout, v *engine.View) {
	for k := engine.Crew(0); k < engine.NumCrews; k++ {
		at := v.Ships[k]
		if !at.Valid() {
			continue
		}
		pic := ships.get(shipKey{crew: k, cell: l.cell})
		r := l.cellRect(at)
		draw.Draw(img, r, pic, image.Point{}, draw.Over)
	}
}
