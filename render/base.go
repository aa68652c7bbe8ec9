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
	style := textStyle{face: mono, px: coordPx(&l), col: colLabel}
	side := (l.grid.Min.X - 0) / 2
	for r := 0; r < l.ranks; r++ {
		_, cy := l.center(engine.CellAt(0, r))
		s := strconv.Itoa(r + 1)
		drawTextCentered(img, s, side, int(cy), style)
		drawTextCentered(img, s, l.size-side, int(cy), style)
	}
	base := filesBaseline(&l, style)
	for f := 0; f < l.files; f++ {
		cx, _ := l.center(engine.CellAt(f, 0))
		s := string(rune('a' + f))
		drawText(img, s, int(cx)-textWidth(s, style)/2, base, style)
	}
	fillRect(img, l.strip, colBackground)
	return img
}

// fillRect paints r with the opaque colour c.
func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	draw.Draw(img, r, image.NewUniform(c), image.Point{}, draw.Src)
}

// coordPx is the size of the coordinates round the grid of l: 0.3 of a
// cell, no more than 0.8 of the band under the grid, and minTextPx of
// the picture at least (the band was too thin for it: 7 px on a phone).
func coordPx(l *layout) int {
	return max(min(l.cell*30/100, l.label*80/100), minTextPx(l.size))
}

// filesBaseline is the baseline of the file letters under the grid of l
// in style st: the letters, from the top of the tallest to the foot of
// the deepest ("g", "j"), centred in the band between the grid and the
// picture's bottom.
func filesBaseline(l *layout, st textStyle) int {
	top, bottom := 0, 0
	for f := range l.files {
		g := fontsCache.glyph(st.face, st.px, rune('a'+f))
		if g.mask != nil {
			top, bottom = min(top, g.off.Y), max(bottom, g.off.Y+g.mask.Rect.Dy())
		}
	}
	return (l.grid.Max.Y + l.size - top - bottom) / 2
}
