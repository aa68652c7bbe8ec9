package render

import (
	"encoding/binary"
	"image"
	"image/color"
	"sync"
)

// The fixed palette: every named colour exactly, a 5×5×5 colour cube and a
// grey ramp for the anti-aliased edges between them, and, last, one
// transparent entry (used by the replay's frames for unchanged pixels).
// PNG pictures use the palette without the transparent entry.
var (
	paletteOnce sync.Once
	fullPalette color.Palette // opaque colours, then transparent
	lut         [1 << 15]uint8
)

// transparentIndex is the palette index of the transparent entry.
func transparentIndex() uint8 {
	paletteOnce.Do(buildPalette)
	return uint8(len(fullPalette) - 1)
}

// opaquePalette is the palette of opaque colours.
func opaquePalette() color.Palette {
	paletteOnce.Do(buildPalette)
	return fullPalette[:len(fullPalette)-1]
}

// gifPalette is the palette with the transparent entry.
func gifPalette() color.Palette {
	paletteOnce.Do(buildPalette)
	return fullPalette
}

// bucket is the look-up index of an opaque colour: 5 bits a channel.
func bucket(r, g, b uint8) int { return int(r>>3)<<10 | int(g>>3)<<5 | int(b>>3) }

func buildPalette() {
	var cols []color.RGBA
	seen := map[color.RGBA]bool{}
	add := func(c color.RGBA) {
		if !seen[c] && len(cols) < 255 {
			seen[c] = true
			cols = append(cols, c)
		}
	}
	for _, c := range named {
		add(c)
	}
	levels := []uint8{0, 64, 128, 191, 255}
	for _, r := range levels {
		for _, g := range levels {
			for _, b := range levels {
				add(color.RGBA{r, g, b, 0xff})
			}
		}
	}
	for v := 0; v <= 255 && len(cols) < 255; v += 15 {
		add(color.RGBA{uint8(v), uint8(v), uint8(v), 0xff})
	}
	for _, c := range cols {
		fullPalette = append(fullPalette, c)
	}
	fullPalette = append(fullPalette, color.RGBA{})
	for i := range lut {
		r := uint8(i>>10) << 3
		g := uint8(i>>5&31) << 3
		b := uint8(i&31) << 3
		lut[i] = nearest(cols, int(r)+4, int(g)+4, int(b)+4)
	}
	// A named colour is exact: its own bucket points to it.
	for i, c := range cols[:len(named)] {
		lut[bucket(c.R, c.G, c.B)] = uint8(i)
	}
}

// nearest is the index of the colour of cols nearest to (r, g, b), by a
// distance weighing green most, as the eye does.
func nearest(cols []color.RGBA, r, g, b int) uint8 {
	best, bestD := 0, 1<<62
	for i, c := range cols {
		dr, dg, db := r-int(c.R), g-int(c.G), b-int(c.B)
		d := 3*dr*dr + 4*dg*dg + 2*db*db
		if d < bestD {
			best, bestD = i, d
		}
	}
	return uint8(best)
}

// quantize writes src's pixels in r into dst (same coordinates) as indices
// of the fixed palette. Transparent pixels of src become the transparent
// index; others are taken as opaque.
func quantize(dst *image.Paletted, src *image.RGBA, r image.Rectangle) {
	paletteOnce.Do(buildPalette)
	clear := uint8(len(fullPalette) - 1)
	r = r.Intersect(src.Rect).Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		s := src.Pix[src.PixOffset(r.Min.X, y):src.PixOffset(r.Max.X, y)]
		d := dst.Pix[dst.PixOffset(r.Min.X, y):dst.PixOffset(r.Max.X, y)]
		var last uint32 = 1 // no pixel: a transparent one is 0, an opaque one has alpha 0xff
		var idx uint8
		for i := range d {
			// one load a pixel, in memory order: R, G, B, A from the low byte
			key := binary.LittleEndian.Uint32(s[4*i:])
			if key != last {
				last = key
				if key>>24 == 0 {
					idx = clear
				} else {
					idx = lut[bucket(uint8(key), uint8(key>>8), uint8(key>>16))]
				}
			}
			d[i] = idx
		}
	}
}
