package render

import (
	"image"
	"image/color"
	"image/draw"
	"strconv"

	"github.com/jackalbot/jackal/engine"
)

// bases keeps, per picture size and board, the part of a board that never
// changes: background, sea, grid, coordinates and the grout of the island.
var bases = newSpriteCache(8, func(k baseKey) *image.RGBA { return drawBase(boardLayout(k.n, &k.b), &k.b) })

// baseKey names one base: a picture size and a board.
type baseKey struct {
	n int
	b engine.Board
}

// drawBase draws the unchanging frame of board b in layout l: the island's
// grout, the water in play (classic's coast; the shore, lighter, and the
// open sea on a board of boats), the water out of play, the coordinates.
func drawBase(l layout, b *engine.Board) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, l.size, l.size))
	fillRect(img, img.Rect, colBackground)
	line := l.cell / 40
	if line < 1 {
		line = 1
	}
	for c := range l.cells() {
		r := l.cellRect(c)
		switch {
		case b.IsIsland(c):
			fillRect(img, r, colGrout)
		case b.IsCoast(c):
			fillRect(img, r, colSeaLine)
			fillRect(img, image.Rect(r.Min.X+line, r.Min.Y+line, r.Max.X, r.Max.Y), colSea)
		default: // the open sea, or water out of play
			fillRect(img, r, colSeaDeep)
		}
	}
	px := l.cell * 30 / 100
	if lim := l.label * 80 / 100; px > lim {
		px = lim
	}
	style := textStyle{face: mono, px: px, col: colLabel}
	side := (l.grid.Min.X - 0) / 2
	for r := 0; r < l.ranks; r++ {
		_, cy := l.center(engine.CellAt(0, r))
		s := strconv.Itoa(r + 1)
		drawTextCentered(img, s, side, int(cy), style)
		drawTextCentered(img, s, l.size-side, int(cy), style)
	}
	for f := 0; f < l.files; f++ {
		cx, _ := l.center(engine.CellAt(f, 0))
		drawTextCentered(img, string(rune('a'+f)), int(cx), l.grid.Max.Y+l.label/2, style)
	}
	fillRect(img, l.strip, colBackground)
	return img
}

// fillRect paints r with the opaque colour c.
func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	draw.Draw(img, r, image.NewUniform(c), image.Point{}, draw.Src)
}
