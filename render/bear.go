package render

import (
	"image"
	"image/draw"

	"github.com/jackalbot/jackal/engine"
)

// bears keeps the bear's picture by cell side.
var bears = newSpriteCache(8, drawBearSprite)

// drawBearSprite draws the bear's head, a cell wide, on a transparent
// square: round ears, a brown head with a dark rim, a pale snout.
func drawBearSprite(n int) *image.RGBA {
	p := newPen(n)
	for _, x := range []float64{0.28, 0.72} {
		p.circle(x, 0.28, 0.13, colInk)
		p.circle(x, 0.28, 0.1, colWood)
		p.circle(x, 0.28, 0.05, colSkinDark)
	}
	p.circle(0.5, 0.55, 0.33, colInk)
	p.circle(0.5, 0.55, 0.3, colWood)
	p.ellipse(0.5, 0.66, 0.14, 0.11, colSkin)
	p.ellipse(0.5, 0.61, 0.06, 0.04, colInk)
	p.circle(0.39, 0.47, 0.035, colInk)
	p.circle(0.61, 0.47, 0.035, colInk)
	return p.image()
}

// drawBear draws the bear where it stands, over the tile and beside the
// pieces there (its head fills the cell's top half; tokens sit along the
// bottom).
func drawBear(img *image.RGBA, l *layout, v *engine.View) {
	if !v.Bear.Awake || !v.Bear.At.Valid() {
		return
	}
	side := l.cell * 3 / 4
	pic := bears.get(side)
	r := l.cellRect(v.Bear.At)
	at := image.Pt(r.Min.X+(l.cell-side)/2, r.Min.Y-l.cell/10)
	draw.Draw(img, image.Rectangle{Min: at, Max: at.Add(image.Pt(side, side))}, pic, image.Point{}, draw.Over)
}
