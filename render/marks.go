package render

import (
	"image"

	"github.com/jackalbot/jackal/engine"
)

// drawRevealed outlines the tiles the last action turned over.
func drawRevealed(img *image.RGBA, l *layout, v *engine.View, evs []engine.Event) {
	for _, e := range evs {
		if e.Type != engine.EvRevealed || !v.Board.IsIsland(e.To) {
			continue
		}
		r := l.cellRect(e.To)
		p := penOn(img, float64(r.Min.X), float64(r.Min.Y), float64(l.cell))
		p.roundLine(0.06, 0.06, 0.88, 0.88, 0.08, 0.09, colHighlight)
	}
}

// drawFallen marks where pieces were beaten (a faded token on a yellow
// burst) or killed (a faded token under a skull), in the cell's top left.
func drawFallen(img *image.RGBA, l *layout, v *engine.View, evs []engine.Event) {
	u := float64(l.cell)
	marks := map[engine.Cell]int{}
	for _, e := range evs {
		if (e.Type != engine.EvBeaten && e.Type != engine.EvKilled) || !e.To.Valid() || e.Piece >= engine.NumPieces {
			continue
		}
		// a second mark on one cell goes to its top right corner, and so on
		i := marks[e.To]
		marks[e.To]++
		r := l.cellRect(e.To)
		dx := float64(i%2) * 0.48 * u
		x, y := float64(r.Min.X)+0.26*u+dx, float64(r.Min.Y)+0.26*u
		p := penOn(img, float64(r.Min.X)+dx, float64(r.Min.Y), u)
		if e.Type == engine.EvBeaten {
			p.poly(colInk, starPoints(0.26, 0.26, 0.27, 0.16)...)
			p.poly(colHighlight, starPoints(0.26, 0.26, 0.23, 0.13)...)
		}
		radius, px := spotToken(l, spot{r: 0.17 * u})
		k := tokenKey{piece: e.Piece, crew: pieceCrew(v, e.Piece), radius: radius, px: px}
		drawGhostAt(img, k, x, y)
		if e.Type == engine.EvKilled {
			p.circle(0.26, 0.26, 0.15, colInk)
			drawSkull(p, 0.26, 0.27, 0.2, colPaper, colInk)
		}
	}
}
