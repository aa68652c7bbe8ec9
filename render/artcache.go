package render

import (
	"image"
	"image/draw"

	"github.com/jackalbot/jackal/engine"
)

// arts keeps every tile picture drawn, by artKey.
// It is set in init: drawTile reads it for the pictures a known tile
// is made of.
var arts *spriteCache[artKey]

func init() { arts = newSpriteCache(4096, drawTile) }

// drawTile draws the picture of k; a known face-down tile is the back with
// a small inset of its kind in the top right corner.
func drawTile(k artKey) *image.RGBA {
	if k.known {
		img := arts.get(artKey{kind: engine.Hidden, side: k.side})
		out := image.NewRGBA(img.Rect)
		draw.Draw(out, out.Rect, img, image.Point{}, draw.Src)
		n := k.side * 11 / 20
		inner := k
		inner.known, inner.side = false, n
		pic := arts.get(inner)
		border := k.side / 24
		if border < 1 {
			border = 1
		}
		at := image.Rect(k.side-n-border, border, k.side-border, n+border)
		draw.Draw(out, at.Inset(-border), image.NewUniform(colPaper), image.Point{}, draw.Src)
		draw.Draw(out, at, pic, image.Point{}, draw.Src)
		return out
	}
	p := newPen(k.side)
	drawArt(p, k)
	return p.image()
}

// tileArt returns the picture of view tile t at side n, its words in w:
// its face when face up, the back (with an inset when this crew's
// lighthouse showed it) when face down.
func tileArt(t engine.ViewTile, n int, w tongue) *image.RGBA { return tileArtAt(t, n, 0, w) }

// tileArtAt is tileArt with the numbers of a face-up tile (a chest's
// numeral, a spinner's steps) px pixels at least; a lighthouse's inset
// keeps its own, small.
func tileArtAt(t engine.ViewTile, n, px int, w tongue) *image.RGBA {
	switch {
	case t.Open:
		return arts.get(keyIn(keyAt(t, n, px), w))
	case t.Known && t.Kind != engine.Hidden:
		k := keyIn(keyFor(t, n), w)
		k.known = true
		return arts.get(k)
	}
	return arts.get(artKey{kind: engine.Hidden, side: n})
}
