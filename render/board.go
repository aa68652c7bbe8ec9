package render

import (
	"github.com/jackalbot/jackal/engine/archipelago/island"
	"image"
	"iter"

	"github.com/jackalbot/jackal/engine"
)

// Board draws crew v.Crew's view of a game as a square picture: the status
// strip, the sea and the island, ships and pieces, the gold, and what
// opts asks for: the last action's trail, the targets, the title, the
// strip's words in opts.Lang. It never fails: sizes out of range are
// clamped (see Options.Check), unknown kinds are drawn as "?", cells off
// the board are skipped.
func Board(v *engine.View, opts Options) *image.RGBA {
	n := opts.side()
	b := classic
	if v != nil {
		b = v.Board
	}
	l := boardLayout(n, &b)
	base := bases.get(baseKey{n, b})
	img := image.NewRGBA(base.Rect)
	copy(img.Pix, base.Pix)
	if v == nil {
		return img
	}
	evs := visible(opts.Events, v.Crew)
	drawTiles(img, &l, v, tongueOf(opts.Lang))
	drawRevealed(img, &l, v, evs)
	drawGold(img, &l, v)
	drawShips(img, &l, v)
	drawTrail(img, &l, v, evs)
	drawPieces(img, &l, v)
	drawBear(img, &l, v)
	drawFallen(img, &l, v, evs)
	drawTargets(img, &l, opts.Targets)
	drawStatus(img, &l, v, opts.Title, tongueOf(opts.Lang))
	return img
}

// visible keeps the events crew c may see.
func visible(evs []engine.Event, c engine.Crew) []engine.Event {
	for _, e := range evs {
		if !e.VisibleTo(c) {
			return engine.VisibleEvents(evs, c)
		}
	}
	return evs
}

// drawTiles copies each island tile's picture onto its cell, its words
// in w: a face-down tile shows its back where the board's tiles have
// backs.
func drawTiles(img *image.RGBA, l *layout, v *engine.View, w tongue) {
	n := l.tileSide()
	for c := range v.Board.Island() {
		t := v.Tiles[c]
		if t.Open && t.Kind.Coins() > 0 {
			t.Used = v.Coins[c] == 0 // an emptied chest drops its numeral
		}
		var pic *image.RGBA
		if back := v.Board.Back(c); back != engine.NoBack && t.Kind == engine.Hidden {
			pic = islandTiles.get(islandTileKey{back: island.FromEngine(back), side: n})
		} else {
			pic = tileArtAt(t, n, markPx(l), w)
		}
		fastCopy(img, l.tileRect(c).Min, pic)
	}
}

// classic is the board the pictures show: their grid is its 13×13 squares.
var classic = engine.ClassicBoard()

// classicSquares yields the cells of classic's 13×13 squares in cell order.
func classicSquares() iter.Seq[engine.Cell] {
	return func(yield func(engine.Cell) bool) {
		for r := 0; r < engine.ClassicSize; r++ {
			for f := 0; f < engine.ClassicSize; f++ {
				if !yield(engine.CellAt(f, r)) {
					return
				}
			}
		}
	}
}

// fastCopy copies the opaque picture src onto dst with its top-left at at,
// row by row.
func fastCopy(dst *image.RGBA, at image.Point, src *image.RGBA) {
	w := src.Rect.Dx() * 4
	for y := 0; y < src.Rect.Dy(); y++ {
		d := dst.PixOffset(at.X, at.Y+y)
		s := y * src.Stride
		copy(dst.Pix[d:d+w], src.Pix[s:s+w])
	}
}
