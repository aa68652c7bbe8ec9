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
	files := min(max(isl.Files, 1), island.MaxSide)
	ranks := min(max(isl.Ranks, 1), island.MaxSide)
	l := newIslandLayout(files, ranks, o.long())
	img := image.NewRGBA(image.Rect(0, 0, l.w, l.h))
	fillRect(img, img.Rect, colBackground)
	drawIslandGrid(img, &l, isl)
	drawIslandLabels(img, &l)
	drawIslandBoats(img, &l, isl.Boats)
	t := tongueOf(o.Lang)
	title := o.Title
	if title == "" {
		title = isl.Name
		if t == russian && isl.NameRU != "" {
			title = isl.NameRU
		}
	}
	drawIslandTitle(img, &l, isl, title, t)
	drawIslandLegend(img, &l, isl, t)
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
// the rank numbers on both sides.
func drawIslandLabels(img *image.RGBA, l *islandLayout) {
	px := max(l.cell*34/100, 6)
	style := textStyle{face: mono, px: px, col: colLabel}
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

// drawIslandTitle writes the title and, under it in t, the island's other
// name (the Russian one in English, the English one in Russian, unless it
// is the title) and the tiles the island takes and removes; the north
// arrow stands at the band's right.
func drawIslandTitle(img *image.RGBA, l *islandLayout, isl *island.Island, title string, t tongue) {
	u := float64(l.cell)
	arrow := int(1.2 * u)
	left := int(0.35 * u)
	room := l.w - left - arrow - int(0.5*u)
	main, st := clipText(title, textStyle{face: bold, px: int(0.55 * u), col: colText}, room)
	y := l.title.Min.Y + int(0.3*u)
	drawText(img, main, left, y+capHeight(st), st)
	sub := t.say(wIslandSub, t.count(isl.Land(), nTile),
		isl.Removed(island.Beach), isl.Removed(island.Forest), isl.Removed(island.Mountains))
	other := isl.NameRU
	if t == russian {
		other = isl.Name
	}
	if other != "" && other != title {
		sub = other + " · " + sub
	}
	small, st2 := clipText(sub, textStyle{face: regular, px: int(0.3 * u), col: colTextDim}, room)
	drawText(img, small, left, y+capHeight(st)+int(0.25*u)+capHeight(st2), st2)
	cx, cy, r := l.compass()
	drawNorthArrow(img, cx, cy, r, isl.North)
}
