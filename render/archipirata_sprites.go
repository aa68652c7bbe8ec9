package render

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/fogleman/gg"
	"github.com/jackalbot/jackal/engine/archipirata"
)

// newPenWH starts a transparent picture w by h pixels whose unit is its
// width: (1, h/w) is its bottom-right corner.
func newPenWH(w, h int) *pen {
	return &pen{dc: gg.NewContext(w, h), u: float64(w)}
}

// blit composites the picture src (premultiplied, as gg draws) with its
// top-left at (x, y), clipped to img. Sprites are mostly clear or opaque,
// so those pixels are skipped or copied, and only edges are blended.
func blit(img *image.RGBA, src *image.RGBA, x, y int) {
	r := src.Rect.Sub(src.Rect.Min).Add(image.Pt(x, y)).Intersect(img.Rect)
	if r.Empty() {
		return
	}
	w := r.Dx() * 4
	for yy := r.Min.Y; yy < r.Max.Y; yy++ {
		d := img.Pix[img.PixOffset(r.Min.X, yy):][:w]
		sp := src.Pix[src.PixOffset(src.Rect.Min.X+r.Min.X-x, src.Rect.Min.Y+yy-y):][:w]
		for i := 0; i < w; i += 4 {
			switch a := uint32(sp[i+3]); a {
			case 0:
			case 0xff:
				copy(d[i:i+4], sp[i:i+4])
			default:
				k := 0xff - a
				d[i] = uint8(uint32(sp[i]) + (uint32(d[i])*k+0x7f)/0xff)
				d[i+1] = uint8(uint32(sp[i+1]) + (uint32(d[i+1])*k+0x7f)/0xff)
				d[i+2] = uint8(uint32(sp[i+2]) + (uint32(d[i+2])*k+0x7f)/0xff)
				d[i+3] = uint8(a + (uint32(d[i+3])*k+0x7f)/0xff)
			}
		}
	}
}

// blitCentred composites src centred on (x, y).
func blitCentred(img *image.RGBA, src *image.RGBA, x, y float64) {
	blit(img, src, int(math.Round(x))-src.Rect.Dx()/2, int(math.Round(y))-src.Rect.Dy()/2)
}

// cardKey names one card picture: a card (or Hidden, or Chest) w pixels
// wide, a third taller than wide.
type cardKey struct {
	card archipirata.Card
	w    int
}

// archCards keeps card pictures by cardKey.
var archCards = newSpriteCache(512, drawArchCard)

// cardHeight is the height of a card w pixels wide.
func cardHeight(w int) int { return w * 4 / 3 }

// cardFace is the face colour of card c: paper for equipment, the colour
// of a chest for chests, pale blue for permanents, wood for a back.
func cardFace(c archipirata.Card) color.RGBA {
	switch {
	case c.IsEquipment():
		return colPaper
	case c.IsChest() || c == archipirata.Chest:
		return colChestBg
	case c.IsPermanent():
		return colIce
	case c == archipirata.Hidden:
		return colBack
	}
	return colSpent
}

// drawArchCard draws the card of k: a rounded card in its class's colour,
// edged in ink, with its icon.
func drawArchCard(k cardKey) *image.RGBA {
	h := cardHeight(k.w)
	p := newPenWH(k.w, h)
	ht := float64(h) / float64(k.w)
	p.round(0, 0, 1, ht, 0.12, colInk)
	p.round(0.06, 0.06, 0.88, ht-0.12, 0.08, cardFace(k.card))
	if k.card == archipirata.Hidden {
		p.roundLine(0.16, 0.16, 0.68, ht-0.32, 0.05, 0.04, colBackEdge)
	}
	drawCardIcon(p, k.card, 0.5, ht/2, 0.84)
	return p.image()
}

// sealKey names the picture of a permanent in play on its island.
type sealKey struct {
	card archipirata.Card
	r    int
}

// archSeals keeps permanents' seals by sealKey.
var archSeals = newSpriteCache(128, drawSeal)

// drawSeal draws a permanent in play: a round seal with a gold rim, so it
// does not read as a card lying on the pile.
func drawSeal(k sealKey) *image.RGBA {
	side := 2*k.r + 2
	p := newPen(side)
	r := float64(k.r) / float64(side)
	p.circle(0.5, 0.5, r, colInk)
	p.circle(0.5, 0.5, r*0.92, colGold)
	p.ring(0.5, 0.5, r*0.84, r*0.04, colGoldDark)
	p.circle(0.5, 0.5, r*0.76, colIce)
	drawCardIcon(p, k.card, 0.5, 0.5, r*1.25)
	return p.image()
}

// stackKey names a stack of n pirate tokens of team t, of radius r.
type stackKey struct {
	team, n uint8
	r       int
	px      int // the number's size at least (minTextPx of the picture)
}

// archStacks keeps token stacks by stackKey.
var archStacks = newSpriteCache(1024, drawStack)

// stackLayers is how many tokens a stack of n shows.
func stackLayers(n uint8) int { return int(min(n, 4)) }

// stackStep is the height in pixels each token below the top one shows.
func stackStep(r int) int { return max(2, r*28/100) }

// drawStack draws a stack of k.n tokens of team k.team: up to four discs
// one on another, the number on the top one when there are two or more.
// The top disc is centred in the picture's top square (its side 2r+2).
func drawStack(k stackKey) *image.RGBA {
	side := 2*k.r + 2
	layers := stackLayers(k.n)
	step := stackStep(k.r)
	h := side + (layers-1)*step
	p := newPenWH(side, h)
	u := float64(side)
	r := float64(k.r) / u
	fill, dark, ink := teamFill(int(k.team)), teamDark(int(k.team)), colPaper
	if k.team == 1 {
		ink = colInk
	}
	for j := layers - 1; j >= 0; j-- {
		y := 0.5 + float64(j*step)/u
		p.circle(0.5, y, r, colInk)
		c := dark
		if j == 0 {
			c = fill
		}
		p.circle(0.5, y, r*0.84, c)
	}
	p.ring(0.5, 0.5, r*0.6, r*0.07, dark)
	if k.n >= 2 {
		p.text(strconv.Itoa(int(k.n)), 0.5, 0.5, max(r*1.2, float64(k.px)/u), r*1.5, bold, ink)
	}
	return p.image()
}

// drawStackAt composites the stack of n tokens of team t with its top
// token centred on (x, y), its number px pixels at least; nothing when n
// is 0.
func drawStackAt(img *image.RGBA, t, n uint8, r, px int, x, y float64) {
	if n == 0 {
		return
	}
	s := archStacks.get(stackKey{team: t, n: n, r: r, px: px})
	side := 2*r + 2
	blit(img, s, int(math.Round(x))-side/2, int(math.Round(y))-side/2)
}

// badgeStyle is the look of a badge: its fill, edge and ink.
type badgeStyle uint8

const (
	badgeDark  badgeStyle = iota // ink disc, light number: a pile's height
	badgeLight                   // paper disc, ink number: a count of cards
	badgeRed                     // red disc: pirates injured
)

// badgeKey names a small round badge with a text.
type badgeKey struct {
	text  string
	r     int
	style badgeStyle
	px    int // the text's size at least (minTextPx of the picture)
}

// archBadges keeps badges by badgeKey.
var archBadges = newSpriteCache(512, drawBadge)

// drawBadge draws a disc with a short text on it.
func drawBadge(k badgeKey) *image.RGBA {
	side := 2*k.r + 2
	p := newPen(side)
	r := float64(k.r) / float64(side)
	edge, fill, ink := colPaper, colInk, colPaper
	switch k.style {
	case badgeLight:
		edge, fill, ink = colInk, colPaper, colInk
	case badgeRed:
		edge, fill, ink = colPaper, colDeadly, colPaper
	}
	p.circle(0.5, 0.5, r, edge)
	p.circle(0.5, 0.5, r*0.84, fill)
	p.text(k.text, 0.5, 0.5, max(r*1.25, float64(k.px)/float64(side)), r*1.6, bold, ink)
	return p.image()
}

// drawBadgeAt composites a badge centred on (x, y), its text px pixels
// at least.
func drawBadgeAt(img *image.RGBA, text string, r, px int, st badgeStyle, x, y float64) {
	blitCentred(img, archBadges.get(badgeKey{text: text, r: r, style: st, px: px}), x, y)
}
