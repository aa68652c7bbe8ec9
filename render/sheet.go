package render

import (
	"image"
	"image/draw"

	"github.com/jackalbot/jackal/engine"
)

// Contact sheet sizes: the side of one tile.
const (
	DefaultSheetTile = 128
	MinSheetTile     = 24
	MaxSheetTile     = 512
)

// sheetColumns is the number of tiles in a row of the contact sheet.
const sheetColumns = 8

// sheetEntry is one picture of the contact sheet and its caption.
type sheetEntry struct {
	tile  engine.ViewTile
	label string
}

// sheetEntries lists what the contact sheet shows: every kind once (arrows
// and cannons at rotation n), then the other looks of a kind: the back, the
// other empty pictures, the spent plane and lighthouse, a known tile.
func sheetEntries() []sheetEntry {
	var out []sheetEntry
	for _, k := range engine.Kinds() {
		out = append(out, sheetEntry{engine.ViewTile{Kind: k, Open: true}, k.String()})
	}
	out = append(out,
		sheetEntry{engine.ViewTile{Kind: engine.Hidden}, "face down"},
		sheetEntry{engine.ViewTile{Kind: engine.Empty, Open: true, Pic: 1}, "empty 2"},
		sheetEntry{engine.ViewTile{Kind: engine.Empty, Open: true, Pic: 2}, "empty 3"},
		sheetEntry{engine.ViewTile{Kind: engine.Empty, Open: true, Pic: 3}, "empty 4"},
		sheetEntry{engine.ViewTile{Kind: engine.Plane, Open: true, Used: true}, "plane spent"},
		sheetEntry{engine.ViewTile{Kind: engine.Lighthouse, Open: true, Used: true}, "lighthouse spent"},
		sheetEntry{engine.ViewTile{Kind: engine.Cannon, Open: true, Rot: 1}, "cannon e"},
		sheetEntry{engine.ViewTile{Kind: engine.Arrow3, Open: true, Rot: 2}, "arrow-3 s"},
		sheetEntry{engine.ViewTile{Kind: engine.Rum, Known: true}, "known rum"},
	)
	return out
}

// TileSheet draws every tile kind once, each labelled with its id, for
// review: tiles of side size pixels (0 means DefaultSheetTile; other sizes
// are clamped into MinSheetTile…MaxSheetTile), eight to a row.
func TileSheet(size int) image.Image {
	switch {
	case size == 0:
		size = DefaultSheetTile
	case size < MinSheetTile:
		size = MinSheetTile
	case size > MaxSheetTile:
		size = MaxSheetTile
	}
	entries := sheetEntries()
	pad := size / 8
	labelPx := size * 15 / 100
	if labelPx < 10 {
		labelPx = 10
	}
	cellW, cellH := size+2*pad, size+pad+labelPx*2
	rows := (len(entries) + sheetColumns - 1) / sheetColumns
	img := image.NewRGBA(image.Rect(0, 0, cellW*sheetColumns, cellH*rows+pad))
	draw.Draw(img, img.Rect, image.NewUniform(colBackground), image.Point{}, draw.Src)
	style := textStyle{face: bold, px: labelPx, col: colText}
	for i, e := range entries {
		x := (i%sheetColumns)*cellW + pad
		y := (i/sheetColumns)*cellH + pad
		pic := tileArt(e.tile, size, english) // a debugging sheet stays English
		draw.Draw(img, image.Rect(x, y, x+size, y+size), pic, image.Point{}, draw.Src)
		t := fitText(e.label, style, cellW-4)
		drawTextCentered(img, e.label, x+size/2, y+size+labelPx, t)
	}
	return img
}

// Tile draws one face-up tile of kind k (arrows and cannons at rotation n,
// an empty tile's first picture) as a square of side size pixels, clamped
// into MinSheetTile…MaxSheetTile (0 means DefaultSheetTile). engine.Hidden
// draws the back of a face-down tile. The picture is the caller's to keep.
// Its words (a rum barrel's) are English: TileIn draws them in a language.
func Tile(k engine.Kind, size int) *image.RGBA { return TileIn(k, size, "") }

// TileIn is Tile with its words in lang: "ru" Russian, anything else
// English.
func TileIn(k engine.Kind, size int, lang string) *image.RGBA {
	switch {
	case size == 0:
		size = DefaultSheetTile
	case size < MinSheetTile:
		size = MinSheetTile
	case size > MaxSheetTile:
		size = MaxSheetTile
	}
	pic := tileArt(engine.ViewTile{Kind: k, Open: k != engine.Hidden}, size, tongueOf(lang))
	out := image.NewRGBA(pic.Rect)
	copy(out.Pix, pic.Pix)
	return out
}
