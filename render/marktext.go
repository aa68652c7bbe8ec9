package render

import (
	"image"
	"image/color"
	"image/draw"
)

// inkBox is the box the glyphs of s cover in style t, relative to the
// left end of its baseline: tighter than the advance and cap height, so
// a mark's text can fill its mark.
func inkBox(s string, t textStyle) image.Rectangle {
	var box image.Rectangle
	dot := 0
	for _, r := range s {
		g := fontsCache.glyph(t.face, t.px, r)
		if g.mask != nil {
			p := image.Pt((dot+32)>>6, 0).Add(g.off)
			box = box.Union(image.Rectangle{Min: p, Max: p.Add(g.mask.Rect.Size())})
		}
		dot += g.advance
	}
	return box
}

// haloWidth is the width, in pixels, of the outline round a mark's text
// of px pixels: a twelfth of its size, one pixel at least.
func haloWidth(px int) int { return max(1, (px+6)/12) }

// drawMarkText writes s with the middle of its ink on (cx, cy), ringed by
// an outline of colour halo haloWidth(t.px) wide: a number or letter set
// to fill a small mark (a token, a badge, a tile's step) stays apart from
// whatever it overlaps, the mark's rim or a neighbour. It returns the box
// the text and its outline cover.
func drawMarkText(dst draw.Image, s string, cx, cy float64, t textStyle, halo color.Color) image.Rectangle {
	box := inkBox(s, t)
	x := int(cx - float64(box.Min.X+box.Max.X)/2 + 0.5)
	y := int(cy - float64(box.Min.Y+box.Max.Y)/2 + 0.5)
	w := haloWidth(t.px)
	ht := t
	ht.col = halo
	for dy := -w; dy <= w; dy++ {
		for dx := -w; dx <= w; dx++ {
			if (dx != 0 || dy != 0) && dx*dx+dy*dy <= w*w+w {
				paintText(dst, s, x+dx, y+dy, ht)
			}
		}
	}
	drawText(dst, s, x, y, t)
	return box.Add(image.Pt(x, y)).Inset(-w)
}
