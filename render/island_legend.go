package render

import (
	"image"
	"image/draw"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// drawIslandLegend writes, under the grid, the legend's rows as words
// sets them out, each centred: a swatch of each back with its number of
// cells, then the shore, the lagoon when there is one, and the boat start.
func drawIslandLegend(img *image.RGBA, l *islandLayout, words *islandWords) {
	sw, gap := legendSide(l), legendGap(l)
	mid := (l.legend.Min.Y + l.legend.Max.Y - l.cell/4) / 2
	for k, row := range words.legend {
		cy := mid - (len(words.legend)-1)*l.pitch/2 + k*l.pitch
		x := (l.w - legendWidth(l, row, words.legendSt)) / 2
		for _, e := range row {
			r := image.Rect(x, cy-sw/2, x+sw, cy-sw/2+sw)
			draw.Draw(img, r, e.pic, image.Point{}, draw.Over)
			x += sw + gap
			drawText(img, e.text, x, cy+capHeight(words.legendSt)/2, words.legendSt)
			x += textWidth(e.text, words.legendSt) + 2*gap
		}
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
