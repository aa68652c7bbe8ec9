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

// cellSpots lays n tokens out on a cell of layout l along its lower edge
// and corners, small enough that the tile's art (a fort, a trap, an
// arrow's direction) stays visible in the middle: one in the lower right
// corner, two or three along the bottom, four in the corners, more in rows.
func cellSpots(l *layout, c engine.Cell, n int) []spot {
	r := l.cellRect(c)
	u := float64(l.cell)
	x0, y0 := float64(r.Min.X), float64(r.Min.Y)
	at := func(fx, fy, fr float64) spot { return spot{x0 + fx*u, y0 + fy*u, fr * u} }
	switch n {
	case 1:
		return []spot{at(0.76, 0.76, 0.2)}
	case 2:
		return []spot{at(0.26, 0.76, 0.19), at(0.74, 0.76, 0.19)}
	case 3:
		return []spot{at(0.19, 0.8, 0.15), at(0.5, 0.8, 0.15), at(0.81, 0.8, 0.15)}
	case 4:
		return []spot{at(0.19, 0.19, 0.16), at(0.81, 0.19, 0.16), at(0.19, 0.81, 0.16), at(0.81, 0.81, 0.16)}
	}
	cols := 3
	rows := (n + cols - 1) / cols
	step := 1.0 / float64(max(cols, rows))
	down := step // between rows: two rows spread apart, clear of each other's numbers
	if rows == 2 {
		down = 0.46
	}
	out := make([]spot, n)
	for i := range out {
		out[i] = at(step*(float64(i%cols)+0.5), 0.5+down*(float64(i/cols)-float64(rows-1)/2), step*0.45)
	}
	return out
}

// shipSpots lays n tokens out along the ship at berth c: in a row along
// its length, on the hull, all within the ship's cell (smaller when
// crowded); four or more in two rows, so that no number hides another (on
// a ship lying east–west the first half behind, on the sail; on one lying
// north–south two by two, side by side).
func shipSpots(l *layout, b *engine.Board, c engine.Cell, n int) []spot {
	cx, cy := l.center(c)
	u := float64(l.cell)
	r := 0.2 * u
	if n >= 3 {
		r = 0.15 * u
	}
	rows := 1
	if n >= 4 {
		rows = 2
	}
	per := (n + rows - 1) / rows
	// a row spans at most the cell, less a token's margin at each end
	gap := 0.42 * u
	if per > 1 {
		gap = min(gap, (0.96*u-2*r)/float64(per-1))
	}
	out := make([]spot, n)
	vertical := shipVertical(b, c)
	for i := range out {
		row, j := i/per, i%per
		inRow := min(per, n-row*per) // the tokens in this row
		if vertical && rows == 2 {   // side by side, read across then down
			row, j = i%2, i/2
			inRow = (n - row + 1) / 2
		}
		off := (float64(j) - float64(inRow-1)/2) * gap
		if vertical {
			out[i] = spot{cx + float64(2*row-rows+1)*0.19*u, cy + off, r}
		} else {
			out[i] = spot{cx + off, cy + 0.22*u - float64(rows-1-row)*0.35*u, r} // on the hull
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
		// pieces on one step sit side by side, towards the middle of the
		// tile, none hiding another
		dx := 0.27
		if fx > 0.5 {
			dx = -dx
		}
		out[i] = spot{float64(rect.Min.X) + (fx+dx*float64(j))*u, float64(rect.Min.Y) + fy*u, 0.13 * u}
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
			spots = shipSpots(l, &v.Board, c, len(ps))
		case v.Board.IsIsland(c) && t.Open && t.Kind.IsSpinner():
			steps := make([]uint8, len(ps))
			for i, p := range ps {
				steps[i] = v.Pieces[p].Step
			}
			spots = spinnerSpots(l, c, t.Kind, steps)
		default:
			spots = cellSpots(l, c, len(ps))
		}
		keys := make([]tokenKey, len(ps))
		for i, p := range ps {
			s := spots[i]
			keys[i] = pieceToken(l, v, p, s)
			drawTokenAt(img, keys[i], s.x, s.y)
		}
		if len(ps) > 1 { // every number over every token of the cell, none hidden by a neighbour
			for i, k := range keys {
				drawSpriteAt(img, tokenLabels.get(k), spots[i].x, spots[i].y)
			}
		}
		drawPieceBadges(img, l, v, c, ps, spots, keys)
	}
}

// markPx is the size, in pixels, of the numbers and letters on a board's
// small marks (tokens, ability badges, chests' numerals, spinners' steps):
// the floor of the picture's text, which a phone shows minTextPhone tall.
func markPx(l *layout) int { return minTextPx(l.size) }

// spotToken is the radius and number's size of a token at spot s on
// layout l: the number at markPx at least (1.25 of the spot's radius where
// that is more), the token enlarged from the spot to hold it.
func spotToken(l *layout, s spot) (radius, px int) {
	px = max(markPx(l), int(math.Round(1.25*s.r)))
	return max(int(math.Round(s.r)), tokenRadiusFor(px)), px
}

// pieceToken is the token of piece p of view v at spot s on layout l.
func pieceToken(l *layout, v *engine.View, p engine.PieceID, s spot) tokenKey {
	radius, px := spotToken(l, s)
	return tokenKey{piece: p, crew: pieceCrew(v, p), marks: pieceMarks(v, p), radius: radius, px: px}
}
