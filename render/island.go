package render

import (
	"image"
	"image/draw"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// IslandDefaultSize is the longer side of an island's picture when
// IslandOptions.Size is 0.
const IslandDefaultSize = 1024

// IslandOptions choose how Island draws an island.
type IslandOptions struct {
	// Size is the picture's longer side in pixels; 0 means
	// IslandDefaultSize. Other values are clamped into MinSize…MaxSize
	// (Check reports them).
	Size int
	// Title replaces the island's name as the picture's title when set.
	Title string
	// Lang is the language of the picture's words: "ru" Russian, anything
	// else English.
	Lang string
}

// Check reports whether the options are drawable as given.
func (o IslandOptions) Check() error { return checkSize(o.Size) }

// long is the picture's longer side the options ask for, clamped.
func (o IslandOptions) long() int { return clampSize(o.Size, IslandDefaultSize) }

// Island draws an island of Jackal Archipelago as a picture before the
// deal: the sea, the shore (water touching the land, where swimmers go)
// in lighter water, a lagoon in turquoise, each island cell as a face-down
// tile showing its back (beach, forest, mountains), file letters and rank
// numbers on the edges, the island's name as a title with its Russian name
// and the tiles it removes from the box, a north arrow pointing where the
// island diagram's north lies, the suggested boat starts numbered in
// order, and a legend. The grid keeps its shape; the picture's longer side
// is o's size. It never fails: a nil island draws an empty sea, a grid out
// of range is clamped, an unknown back is drawn as "?".
func Island(isl *island.Island, o IslandOptions) image.Image {
	if isl == nil {
		isl = &island.Island{Files: 1, Ranks: 1}
	}
	l, words := islandPicture(isl, o)
	img := image.NewRGBA(image.Rect(0, 0, l.w, l.h))
	fillRect(img, img.Rect, colBackground)
	drawIslandGrid(img, &l, isl)
	drawIslandLabels(img, &l, words.labelSt)
	drawIslandBoats(img, &l, isl.Boats)
	drawIslandTitle(img, &l, isl, &words)
	drawIslandLegend(img, &l, &words)
	return img
}

// drawIslandGrid draws every cell: the tiles on their grout, the water.
func drawIslandGrid(img *image.RGBA, l *islandLayout, isl *island.Island) {
	fillRect(img, l.grid.Inset(-max(l.cell/40, 1)), colSeaLine)
	var lagoon [island.NumCells]bool
	for _, c := range isl.Lagoon() {
		lagoon[c] = true
	}
	for r := range l.ranks {
		for f := range l.files {
			c := island.CellAt(f, r)
			rect := l.cellRect(c)
			b := isl.Backs[c]
			if b == island.Water {
				k := waterKey{side: l.cell}
				switch lagoon, shore := lagoon[c], isl.IsShore(c); {
				case lagoon && shore:
					k.kind = waterLagoonShore
				case lagoon:
					k.kind = waterLagoon
				case shore:
					k.kind = waterShore
				}
				draw.Draw(img, rect, waters.get(k), image.Point{}, draw.Src)
				continue
			}
			fillRect(img, rect, colGrout)
			tile := islandTiles.get(islandTileKey{back: b, side: l.cell - 2*l.gap})
			draw.Draw(img, rect.Inset(l.gap), tile, image.Point{}, draw.Src)
		}
	}
}

// drawIslandLabels writes the file letters above and below the grid and
// the rank numbers on both sides, in style.
func drawIslandLabels(img *image.RGBA, l *islandLayout, style textStyle) {
	band := l.cell * 7 / 10
	for f := range l.files {
		r := l.cellRect(island.CellAt(f, 0))
		cx := (r.Min.X + r.Max.X) / 2
		s := string(rune('a' + f))
		drawTextCentered(img, s, cx, l.grid.Min.Y-band/2, style)
		drawTextCentered(img, s, cx, l.grid.Max.Y+band/2, style)
	}
	for rk := range l.ranks {
		r := l.cellRect(island.CellAt(0, rk))
		cy := (r.Min.Y + r.Max.Y) / 2
		s := strconv.Itoa(rk + 1)
		drawTextCentered(img, s, l.grid.Min.X-band/2, cy, style)
		drawTextCentered(img, s, l.grid.Max.X+band/2, cy, style)
	}
}

// drawIslandTitle writes the title and, under it, the subtitle's lines
// (the island's other name, the Russian one in English and the English
// one in Russian, unless it is the title; the tiles the island takes and
// removes), as words sets them out; the north arrow stands at the band's
// right, pointing isl's north.
func drawIslandTitle(img *image.RGBA, l *islandLayout, isl *island.Island, words *islandWords) {
	u := float64(l.cell)
	left := int(0.35 * u)
	y := l.title.Min.Y + int(0.3*u) + capHeight(words.titleSt)
	drawText(img, words.title, left, y, words.titleSt)
	y += int(0.25*u) + capHeight(words.subSt)
	for _, line := range words.sub {
		drawText(img, line, left, y, words.subSt)
		y += subPitch(words.subSt)
	}
	cx, cy, r, px := l.compass()
	drawNorthArrow(img, cx, cy, r, isl.North, px)
}

// subPitch is the distance from one line of the subtitle to the next.
func subPitch(st textStyle) int { return st.px * 13 / 10 }
