package render

import (
	"image"
	"image/draw"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// legendEntry is one swatch of the legend and what it stands for.
type legendEntry struct {
	pic  *image.RGBA
	text string
}

// drawIslandLegend writes, under the grid, a swatch of each back with its
// number of cells, then the shore, the lagoon when there is one, and the
// boat start, centred, in t; its text shrinks to fit a narrow picture.
func drawIslandLegend(img *image.RGBA, l *islandLayout, isl *island.Island, t tongue) {
	sw := max(l.cell*55/100, 6)
	var entries []legendEntry
	for _, b := range island.Lands {
		entries = append(entries, legendEntry{islandTiles.get(islandTileKey{back: b, side: sw}), t.say(wLegendBack, isl.Count(b), backWord(t, b))})
	}
	entries = append(entries, legendEntry{waters.get(waterKey{kind: waterShore, side: sw}), t.say(wShore)})
	if len(isl.Lagoon()) > 0 {
		entries = append(entries, legendEntry{waters.get(waterKey{kind: waterLagoon, side: sw}), t.say(wLagoon)})
	}
	if len(isl.Boats) > 0 {
		entries = append(entries, legendEntry{boatMarks.get(boatKey{n: 1, side: sw}), t.say(wBoatStart)})
	}
	// larger than the subtitle: a phone shows the picture some 400 px
	// wide, where 0.3 of a cell was 7 px
	style := textStyle{face: regular, px: max(l.cell*38/100, 6), col: colTextDim}
	gap := sw / 3
	width := func(t textStyle) int {
		w := 0
		for i, e := range entries {
			if i > 0 {
				w += 2 * gap
			}
			w += sw + gap + textWidth(e.text, t)
		}
		return w
	}
	for style.px > 6 && width(style) > l.w-l.cell/2 {
		style.px--
	}
	x := (l.w - width(style)) / 2
	cy := (l.legend.Min.Y + l.legend.Max.Y - l.cell/4) / 2
	for _, e := range entries {
		r := image.Rect(x, cy-sw/2, x+sw, cy-sw/2+sw)
		draw.Draw(img, r, e.pic, image.Point{}, draw.Over)
		x += sw + gap
		drawText(img, e.text, x, cy+capHeight(style)/2, style)
		x += textWidth(e.text, style) + 2*gap
	}
}

// backWord is land back b's name in t: "beach", «пляж».
func backWord(t tongue, b island.Back) string {
	switch b {
	case island.Beach:
		return t.say(wBeach)
	case island.Forest:
		return t.say(wForest)
	case island.Mountains:
		return t.say(wMountains)
	}
	return b.String()
}
