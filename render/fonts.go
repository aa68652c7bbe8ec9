package render

import (
	"github.com/golang/freetype/truetype"
	"image"
	"image/color"
	"image/draw"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/math/fixed"
)

// typeface names one of the three Go fonts compiled into the binary.
type typeface uint8

const (
	regular typeface = iota
	bold
	mono
	numTypefaces
)

// glyphKey names one rasterised glyph.
type glyphKey struct {
	face typeface
	px   int
	r    rune
}

// glyph is a rasterised glyph: its coverage mask, placed relative to the dot.
type glyph struct {
	mask    *image.Alpha // nil for a blank glyph (space)
	off     image.Point  // where the mask's top-left lies from the dot
	advance int          // in 1/64 px
}

// faceKey names one face of one typeface at one pixel size.
type faceKey struct {
	face typeface
	px   int
}

// metrics are the vertical measures of a face, in pixels.
type metrics struct {
	ascent, descent int
}

// fontCache parses the fonts once and keeps faces and glyphs per size.
// Nothing is read from the system: the Go fonts are compiled in. The faces
// are not safe for concurrent use, so one mutex guards rasterising; reading
// a glyph already made takes only the read lock.
type fontCache struct {
	once    sync.Once
	fonts   [numTypefaces]*truetype.Font
	mu      sync.RWMutex
	faces   map[faceKey]font.Face
	glyphs  map[glyphKey]*glyph
	metrics map[faceKey]metrics
}

var fontsCache fontCache

// maxGlyphs bounds the glyph cache; past it the cache starts afresh.
const maxGlyphs = 8192

func (fc *fontCache) load() {
	fc.once.Do(func() {
		for i, ttf := range [numTypefaces][]byte{goregular.TTF, gobold.TTF, gomono.TTF} {
			// The fonts are compiled in and parse; should one ever fail,
			// its text is written in the small fixed bitmap font instead.
			if f, err := truetype.Parse(ttf); err == nil {
				fc.fonts[i] = f
			}
		}
		fc.faces = make(map[faceKey]font.Face)
		fc.glyphs = make(map[glyphKey]*glyph)
		fc.metrics = make(map[faceKey]metrics)
	})
}

// faceLocked returns the face of k, making it; fc.mu must be held for writing.
func (fc *fontCache) faceLocked(k faceKey) font.Face {
	if f, ok := fc.faces[k]; ok {
		return f
	}
	var f font.Face = basicfont.Face7x13
	if ft := fc.fonts[k.face]; ft != nil {
		f = truetype.NewFace(ft, &truetype.Options{Size: float64(k.px), DPI: 72, Hinting: font.HintingFull})
	}
	fc.faces[k] = f
	m := f.Metrics()
	fc.metrics[k] = metrics{ascent: m.Ascent.Ceil(), descent: m.Descent.Ceil()}
	return f
}

// glyph returns the rasterised glyph of r in face f at px pixels.
func (fc *fontCache) glyph(f typeface, px int, r rune) *glyph {
	fc.load()
	k := glyphKey{f, px, r}
	fc.mu.RLock()
	g, ok := fc.glyphs[k]
	fc.mu.RUnlock()
	if ok {
		return g
	}
	fc.mu.Lock()
	defer fc.mu.Unlock()
	if g, ok := fc.glyphs[k]; ok {
		return g
	}
	face := fc.faceLocked(faceKey{f, px})
	dr, mask, mp, adv, ok := face.Glyph(fixed.Point26_6{}, r)
	if !ok {
		dr, mask, mp, adv, _ = face.Glyph(fixed.Point26_6{}, '?')
	}
	g = &glyph{advance: int(adv), off: dr.Min}
	if !dr.Empty() && mask != nil {
		a := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(a, a.Bounds(), mask, mp, draw.Src)
		g.mask = a
	}
	if len(fc.glyphs) >= maxGlyphs {
		fc.glyphs = make(map[glyphKey]*glyph)
	}
	fc.glyphs[k] = g
	return g
}

// metricsOf returns the ascent and descent of face f at px pixels.
func (fc *fontCache) metricsOf(f typeface, px int) metrics {
	fc.load()
	k := faceKey{f, px}
	fc.mu.RLock()
	m, ok := fc.metrics[k]
	fc.mu.RUnlock()
	if ok {
		return m
	}
	fc.mu.Lock()
	defer fc.mu.Unlock()
	fc.faceLocked(k)
	return fc.metrics[k]
}

// textStyle is how a string is written.
type textStyle struct {
	face typeface
	px   int
	col  color.Color
}

// textWidth is the width of s in style t, in pixels.
func textWidth(s string, t textStyle) int {
	w := 0
	for _, r := range s {
		w += fontsCache.glyph(t.face, t.px, r).advance
	}
	return (w + 32) >> 6
}

// wordsSeen, when not nil, is told of each text drawText writes, in its
// style: the tests read the sizes the pictures' words are drawn at. Only
// a test sets it, and puts it back before it ends.
var wordsSeen func(s string, t textStyle)

// drawText writes s with its baseline's left end at (x, y).
func drawText(dst draw.Image, s string, x, y int, t textStyle) {
	if wordsSeen != nil {
		wordsSeen(s, t)
	}
	paintText(dst, s, x, y, t)
}

// paintText writes s as drawText does, untold to wordsSeen: a word's
// outline is painted so, under the word itself.
func paintText(dst draw.Image, s string, x, y int, t textStyle) {
	src := image.NewUniform(t.col)
	dot := x << 6
	for _, r := range s {
		g := fontsCache.glyph(t.face, t.px, r)
		if g.mask != nil {
			p := image.Pt((dot+32)>>6, y).Add(g.off)
			rect := image.Rectangle{Min: p, Max: p.Add(g.mask.Rect.Size())}
			draw.DrawMask(dst, rect, src, image.Point{}, g.mask, image.Point{}, draw.Over)
		}
		dot += g.advance
	}
}

// drawTextCentered writes s centred on (cx, cy): horizontally on its
// advance, vertically on the cap height of the face.
func drawTextCentered(dst draw.Image, s string, cx, cy int, t textStyle) {
	w := textWidth(s, t)
	capH := capHeight(t)
	drawText(dst, s, cx-w/2, cy+capH/2, t)
}

// capHeight is the height of a capital letter in style t, in pixels.
func capHeight(t textStyle) int {
	g := fontsCache.glyph(t.face, t.px, 'H')
	if g.mask == nil {
		return t.px * 7 / 10
	}
	return -g.off.Y
}

// fitText returns the largest pixel size ≤ px at which s fits in width w.
func fitText(s string, t textStyle, w int) textStyle {
	for t.px > 6 && textWidth(s, t) > w {
		t.px--
	}
	return t
}

// clipText fits s in width w: it shrinks style t down to two thirds of its
// size, then cuts s short with "…". It returns the text and the style to
// draw it in (t at the size it fits).
func clipText(s string, t textStyle, w int) (string, textStyle) {
	return clipTextTo(s, t, w, t.px*2/3)
}

// clipTextTo fits s in width w as clipText does, shrinking style t no
// further than floor pixels (nor below its own size) before cutting s.
func clipTextTo(s string, t textStyle, w, floor int) (string, textStyle) {
	for t.px > floor && textWidth(s, t) > w {
		t.px--
	}
	if textWidth(s, t) <= w {
		return s, t
	}
	r := []rune(s)
	for len(r) > 0 && textWidth(string(r)+"…", t) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…", t
}
