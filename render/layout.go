package render

import (
	"image"
	"iter"

	"github.com/jackalbot/jackal/engine"
)

// layout is where everything lies on a square picture of one size: the
// status strip on top, the board's grid below it (classic's 13×13, or the
// files and ranks another board uses, from a1), ranks on both sides and
// files under the grid.
type layout struct {
	size         int             // the picture's side
	files, ranks int             // the grid's size in cells
	cell         int             // a cell's side
	gap          int             // the grout between island tiles
	strip        image.Rectangle // the status strip
	grid         image.Rectangle // the grid
	label        int             // the height of the file labels' band
}

// newLayout computes the layout of a picture of side n of classic's board.
func newLayout(n int) layout { return newGridLayout(n, engine.ClassicSize, engine.ClassicSize) }

// newGridLayout computes the layout of a picture of side n of a grid of
// files × ranks cells: the cells as large as both fit, the grid centred.
func newGridLayout(n, files, ranks int) layout {
	strip := n * 88 / 1024
	label := n * 24 / 1024
	cell := min((n-strip-label)/ranks, (n-strip-label)/files)
	w, h := cell*files, cell*ranks
	x0 := (n - w) / 2
	y0 := strip + (n-strip-label-h)/2
	gap := cell / 28
	if gap < 1 {
		gap = 1
	}
	return layout{
		size: n, files: files, ranks: ranks, cell: cell, gap: gap, label: label,
		strip: image.Rect(0, 0, n, strip),
		grid:  image.Rect(x0, y0, x0+w, y0+h),
	}
}

// boardLayout is the layout of a picture of side n of board b: classic's
// 13×13, or the files and ranks from a1 that hold b's cells in play.
func boardLayout(n int, b *engine.Board) layout {
	files, ranks := gridOf(b)
	return newGridLayout(n, files, ranks)
}

// gridOf is the size, in files and ranks from a1, of the grid holding b's
// cells in play; classic's 13×13 for classic's board (and for no board).
func gridOf(b *engine.Board) (files, ranks int) {
	for c := range b.Island() {
		files, ranks = max(files, c.File()+2), max(ranks, c.Rank()+2)
	}
	for c := range b.Sea() {
		files, ranks = max(files, c.File()+1), max(ranks, c.Rank()+1)
	}
	if files == 0 {
		return engine.ClassicSize, engine.ClassicSize
	}
	return files, ranks
}

// cells yields the grid's cells in cell order.
func (l *layout) cells() iter.Seq[engine.Cell] {
	return func(yield func(engine.Cell) bool) {
		for r := range l.ranks {
			for f := range l.files {
				if !yield(engine.CellAt(f, r)) {
					return
				}
			}
		}
	}
}

// cellRect is the square of cell c (north up: the top rank on top).
func (l *layout) cellRect(c engine.Cell) image.Rectangle {
	x := l.grid.Min.X + c.File()*l.cell
	y := l.grid.Min.Y + (l.ranks-1-c.Rank())*l.cell
	return image.Rect(x, y, x+l.cell, y+l.cell)
}

// tileRect is the picture of the tile on cell c: its square less the grout.
func (l *layout) tileRect(c engine.Cell) image.Rectangle {
	return l.cellRect(c).Inset(l.gap)
}

// center is the centre of cell c, in pixels.
func (l *layout) center(c engine.Cell) (float64, float64) {
	r := l.cellRect(c)
	return float64(r.Min.X) + float64(l.cell)/2, float64(r.Min.Y) + float64(l.cell)/2
}

// tileSide is the side of a tile picture.
func (l *layout) tileSide() int { return l.cell - 2*l.gap }
