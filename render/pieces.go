package render

import (
	"image"
	"math"

	"github.com/jackalbot/jackal/engine"
)

// spot is where one token is drawn: its centre and radius, in pixels.
type spot struct {
	x, y, r float64
}

// cellSpots lays n tokens out on a cell of layout l: one large in the
// middle, two side by side, three in a triangle, more in rows.
func cellSpots(l *layout, c engine.Cell, n int) []spot {
	r := l.cellRect(c)
	u := float64(l.cell)
	x0, y0 := float64(r.Min.X), float64(r.Min.Y)
	at := func(fx, fy, fr float64) spot { return spot{x0 + fx*u, y0 + fy*u, fr * u} }
	switch n {
	case 1:
		return []spot{at(0.5, 0.5, 0.3)}
	case 2:
		return []spot{at(0.28, 0.5, 0.22), at(0.72, 0.5, 0.22)}
	case 3:
		return []spot{at(0.28, 0.3, 0.2), at(0.72, 0.3, 0.2), at(0.5, 0.72, 0.2)}
	case 4:
		return []spot{at(0.28, 0.28, 0.2), at(0.72, 0.28, 0.2), at(0.28, 0.72, 0.2), at(0.72, 0.72, 0.2)}
	}
	cols := 3
	rows := (n + cols - 1) / cols
	step := 1.0 / float64(max(cols, rows))
	out := make([]spot, n)
	for i := range out {
		out[i] = at(step*(float64(i%cols)+0.5), step*(float64(i/cols)+0.5)+(1-step*float64(rows))/2, step*0.45)
	}
	return out
}

// shipSpots lays n tokens out along the ship at berth c: in a row along
// its side, spilling past the cell when crowded.
func shipSpots(l *layout, c engine.Cell, n int) []spot {
	cx, cy := l.center(c)
	u := float64(l.cell)
	cy += 0.22 * u // on the hull
	r := 0.2 * u
	gap := 0.42 * u
	out := make([]spot, n)
	for i := range out {
		off := (float64(i) - float64(n-1)/2) * gap
		if shipVertical(c) {
			out[i] = spot{cx, cy + off, r}
		} else {
			out[i] = spot{cx + off, cy, r}
		}
	}
	return out
}

// spinnerSpots lays the tokens of a spinner out on its numbered steps; allies
// sharing a step sit side by side.
func spinnerSpots(l *layout, c engine.Cell, k engine.Kind, steps []uint8) []spot {
	rect := l.cellRect(c)
	u := float64(l.cell)
	out := make([]spot, len(steps))
	seen := map[uint8]int{}
	for i, s := range steps {
		fx, fy := stepSpot(k, int(s))
		j := seen[s]
		seen[s]++
		out[i] = spot{float64(rect.Min.X) + (fx+0.08*float64(j))*u, float64(rect.Min.Y) + (fy-0.08*float64(j))*u, 0.17 * u}
	}
	return out
}

// drawPieces draws every living piece: on its cell, on its spinner step, or
// aboard its ship.
func drawPieces(img *image.RGBA, l *layout, v *engine.View) {
	var byCell [engine.NumCells][]engine.PieceID
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pc := v.Pieces[p]
		if pc.Status == engine.Alive && pc.At.Valid() {
			byCell[pc.At] = append(byCell[pc.At], p)
		}
	}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		ps := byCell[c]
		if len(ps) == 0 {
			continue
		}
		var spots []spot
		t := v.Tiles[c]
		switch {
		case v.ShipAt(c) != engine.NoCrew:
			spots = shipSpots(l, c, len(ps))
		case c.IsIsland() && t.Open && t.Kind.IsSpinner():
			steps := make([]uint8, len(ps))
			for i, p := range ps {
				steps[i] = v.Pieces[p].Step
			}
			spots = spinnerSpots(l, c, t.Kind, steps)
		default:
			spots = cellSpots(l, c, len(ps))
		}
		for i, p := range ps {
			s := spots[i]
			k := tokenKey{piece: p, crew: pieceCrew(v, p), marks: pieceMarks(v, p), radius: int(math.Round(s.r))}
			drawTokenAt(img, k, s.x, s.y)
		}
	}
}
