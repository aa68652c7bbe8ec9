package render

import (
	"image"
	"strconv"

	"github.com/jackalbot/jackal/engine"
)

// drawGold marks the gold lying on the island: a coin with the number of
// coins in a tile's top right corner, a star for the galleon's treasure in
// its top left corner (the pieces stand along the bottom).
func drawGold(img *image.RGBA, l *layout, v *engine.View) {
	u := float64(l.cell)
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		n := v.Coins[c]
		if n <= 0 || !c.Valid() {
			continue
		}
		r := l.cellRect(c)
		p := penOn(img, float64(r.Min.X), float64(r.Min.Y), u)
		coinBadge(p, 0.8, 0.2, 0.18, "")
		// the count minTextPx at least, as wide as the coin at most
		p.text(strconv.Itoa(n), 0.8, 0.2, max(0.18*1.15, float64(minTextPx(l.size))/u), 0.36, bold, colInk)
	}
	for at := engine.Cell(0); at < engine.NumCells; at++ {
		if v.Treasure[at] == 0 {
			continue
		}
		r := l.cellRect(at)
		p := penOn(img, float64(r.Min.X), float64(r.Min.Y), u)
		treasureBadge(p, 0.2, 0.2, 0.19)
	}
}

// coinBadge draws a gold coin of radius r at (x, y) with text s on it.
func coinBadge(p *pen, x, y, r float64, s string) {
	p.circle(x, y, r, colInk)
	p.circle(x, y, r*0.82, colGold)
	p.ring(x, y, r*0.62, r*0.08, colGoldDark)
	p.text(s, x, y, r*1.15, r*1.5, bold, colInk)
}

// treasureBadge draws the galleon's treasure: a gold star of radius r.
func treasureBadge(p *pen, x, y, r float64) {
	p.poly(colInk, starPoints(x, y, r*1.15, r*0.55)...)
	p.poly(colGold, starPoints(x, y, r*0.9, r*0.42)...)
}

// starPoints are the ten corners of a five-pointed star, point up.
func starPoints(x, y, outer, inner float64) []float64 {
	pts := make([]float64, 0, 20)
	for i := 0; i < 10; i++ {
		rad := outer
		if i%2 == 1 {
			rad = inner
		}
		dx, dy := unitAngle(float64(i) * 36)
		pts = append(pts, x+dx*rad, y+dy*rad)
	}
	return pts
}
