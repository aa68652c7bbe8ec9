package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
	"github.com/jackalbot/jackal/engine"
)

// segment is one leg of the last action's path, between two cell centres.
type segment struct {
	from, to engine.Cell
	how      engine.How
	shift    float64 // sideways, in cells: legs that retrace others move aside
}

// trailOf lists the moves of evs, in order, as segments; a ship's move is a
// segment too. Moves that stay on one cell (a spinner step) are left out.
func trailOf(v *engine.View, evs []engine.Event) []segment {
	var out []segment
	for _, e := range evs {
		switch e.Type {
		case engine.EvMoved:
			if e.From.Valid() && e.To.Valid() && e.From != e.To && e.Piece < engine.NumPieces {
				out = append(out, segment{from: e.From, to: e.To, how: e.How})
			}
		case engine.EvShipMoved:
			if e.From.Valid() && e.To.Valid() && e.From != e.To {
				out = append(out, segment{from: e.From, to: e.To, how: engine.HowShip})
			}
		}
	}
	spreadRetraced(out)
	return out
}

// spreadRetraced shifts every leg between two cells that other legs also
// join to its right, so a path that comes back (crocodiles, loops) shows
// both ways side by side.
func spreadRetraced(segs []segment) {
	type pair [2]engine.Cell
	count := map[pair]int{}
	for _, s := range segs {
		count[pair{min(s.from, s.to), max(s.from, s.to)}]++
	}
	for i := range segs {
		if count[pair{min(segs[i].from, segs[i].to), max(segs[i].from, segs[i].to)}] > 1 {
			segs[i].shift = 0.13
		}
	}
}

// leaps are the ways of moving drawn dashed: the piece does not cross the
// tiles between.
func leaps(h engine.How) bool {
	switch h {
	case engine.HowFlight, engine.HowCannon, engine.HowBalloon, engine.HowCave:
		return true
	}
	return false
}

// drawTrail draws the path of the last action: each leg from cell centre
// to cell centre, bright pink edged in ink (it shows on every ground), with
// an arrowhead; horse jumps curved, flights, shots, balloons and caves dashed,
// and a ring where the action began.
func drawTrail(img *image.RGBA, l *layout, v *engine.View, evs []engine.Event) {
	segs := trailOf(v, evs)
	if len(segs) == 0 {
		return
	}
	// The trail is drawn on a layer of its own over the cells it crosses,
	// then laid on the board partly transparent, so the tiles it crosses
	// still show through.
	var box image.Rectangle
	for _, s := range segs {
		box = box.Union(l.cellRect(s.from)).Union(l.cellRect(s.to))
	}
	box = box.Inset(-l.cell / 2).Intersect(img.Rect)
	layer := image.NewRGBA(image.Rect(0, 0, box.Dx(), box.Dy()))
	dc := gg.NewContextForRGBA(layer)
	dc.Translate(float64(-box.Min.X), float64(-box.Min.Y))
	u := float64(l.cell)
	w := 0.085 * u
	edge := 0.035 * u
	x, y := l.center(segs[0].from)
	dc.DrawCircle(x, y, 0.2*u)
	dc.SetLineWidth(w*0.6 + 2*edge)
	dc.SetColor(colInk)
	dc.StrokePreserve()
	dc.SetLineWidth(w * 0.6)
	dc.SetColor(colTrail)
	dc.Stroke()
	for pass := 0; pass < 2; pass++ {
		for _, s := range segs {
			col, width := color.Color(colInk), w+2*edge
			if pass == 1 {
				col, width = colTrail, w
			}
			drawLeg(dc, l, s, col, width, edge*float64(1-pass))
		}
	}
	draw.DrawMask(img, box, layer, image.Point{}, image.NewUniform(color.Alpha{trailAlpha}), image.Point{}, draw.Over)
}

// trailAlpha is the opacity of the trail layer.
const trailAlpha = 0xd0

// drawLeg strokes one leg of a trail and its arrowhead, grown by grow on
// every side (the edge pass).
func drawLeg(dc *gg.Context, l *layout, s segment, col color.Color, width, grow float64) {
	u := float64(l.cell)
	x1, y1 := l.center(s.from)
	x2, y2 := l.center(s.to)
	dx, dy := x2-x1, y2-y1
	d := math.Hypot(dx, dy)
	ux, uy := dx/d, dy/d
	// the right of the way is (-uy, ux) on a picture whose y grows south
	x1, y1 = x1-uy*s.shift*u, y1+ux*s.shift*u
	x2, y2 = x2-uy*s.shift*u, y2+ux*s.shift*u
	head := 0.34 * u
	// Start a little off the first centre, end where the head begins, so the
	// head's tip stops short of the token that now stands there.
	tipX, tipY := x2-ux*0.2*u, y2-uy*0.2*u
	sx, sy := x1+ux*0.15*u, y1+uy*0.15*u
	ex, ey := tipX-ux*head*0.7, tipY-uy*head*0.7
	dc.SetColor(col)
	dc.SetLineWidth(width)
	dc.SetLineCap(gg.LineCapRound)
	if leaps(s.how) {
		dc.SetDash(0.25*u, 0.18*u)
	} else {
		dc.SetDash()
	}
	if s.how == engine.HowHorse {
		// a knight's jump bows to the right of its way
		mx, my := (x1+x2)/2-uy*0.45*u, (y1+y2)/2+ux*0.45*u
		dc.MoveTo(sx, sy)
		dc.QuadraticTo(mx, my, ex, ey)
		// the head points along the curve's last tangent
		tx, ty := ex-mx, ey-my
		td := math.Hypot(tx, ty)
		ux, uy = tx/td, ty/td
		tipX, tipY = ex+ux*head*0.7, ey+uy*head*0.7
	} else {
		dc.MoveTo(sx, sy)
		dc.LineTo(ex, ey)
	}
	dc.Stroke()
	dc.SetDash()
	hw := 0.3 * u
	bx, by := tipX-ux*head, tipY-uy*head
	nx, ny := -uy*hw/2, ux*hw/2
	gx, gy := ux*grow*1.6, uy*grow*1.6
	dc.MoveTo(tipX+gx, tipY+gy)
	dc.LineTo(bx+nx*(1+grow/hw*3)-gx*0.5, by+ny*(1+grow/hw*3)-gy*0.5)
	dc.LineTo(bx-nx*(1+grow/hw*3)-gx*0.5, by-ny*(1+grow/hw*3)-gy*0.5)
	dc.ClosePath()
	dc.Fill()
}
