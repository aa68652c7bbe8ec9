package render

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// Where things lie on an island, in island-square units (see islePen).
const (
	isleCardX  = 0.3  // the pile's left edge
	isleCardY  = 0.15 // the top card's top edge
	isleCardW  = 0.34 // a card's width
	isleTokenX = 0.81 // the pirates' column
	isleRedY   = 0.36 // the red stack's top token
	isleWhiteY = 0.64 // the white stack's top token
	isleTokenR = 0.1  // a token's radius
	isleEdge   = 0.03 // the edge each card under the top one shows
	isleSealR  = 0.21 // a permanent's seal when the pile is gone
	isleSealX  = 0.47
	isleSealY  = 0.44
	islePeekX  = 0.17  // the column of cards seen with a lookout
	islePeekY  = 0.29  // the column's top
	islePeekW  = 0.11  // its cards' widest
	islePeekH  = 0.6   // its height
	isleCountR = 0.075 // the badge with the pile's height
	isleSmallR = 0.1   // a permanent's seal beside a pile
	isleMarkW  = 0.13  // the last action's card (see markSpots)
)

// edgeColour is the colour of the edge a card under the top one shows:
// wood for a face-down card, gold for a chest's lid, paper for a card the
// viewer has seen with a lookout.
func edgeColour(c archipirata.Card) color.RGBA {
	switch c {
	case archipirata.Hidden:
		return colBackMark
	case archipirata.Chest, archipirata.Gold, archipirata.RumChest:
		return colGold
	}
	return colPaper
}

// drawArchIsland draws what lies on island i: its pile (the top card face
// up, an edge for each card under it, the pile's height on a badge), the
// permanent in play, the cards a lookout showed the viewer, and its
// pirates.
func drawArchIsland(img *image.RGBA, l *archLayout, v *archipirata.View, i int) {
	d := 2 * l.isle
	top := int(v.Top[i])
	perm := v.Perm[i]
	if top < archipirata.PileSize {
		w := int(math.Round(isleCardW * d))
		h := cardHeight(w)
		fx, fy := l.isleAt(i, isleCardX, isleCardY)
		x, y := int(fx), int(fy)
		e := max(2, int(math.Round(isleEdge*d)))
		below := archipirata.PileSize - 1 - top
		for j := below; j >= 1; j-- {
			c := v.Pile[i][top+j]
			yy := y + h - e + j*e
			inset := j * max(1, w/40)
			fillRect(img, image.Rect(x+inset, yy-e, x+w-inset, yy+e), colInk)
			fillRect(img, image.Rect(x+inset+1, yy-e, x+w-inset-1, yy+e-1), edgeColour(c))
		}
		blit(img, archCards.get(cardKey{card: v.Pile[i][top], w: w}), x, y)
		r := int(math.Round(isleCountR * d))
		drawBadgeAt(img, strconv.Itoa(archipirata.PileSize-top), r, minTextPx(l.w), badgeDark, float64(x+w), float64(y))
		drawPeek(img, l, v, i)
		if perm != archipirata.NoCard {
			sx, sy := l.isleAt(i, 0.17, 0.8)
			blitCentred(img, archSeals.get(sealKey{card: perm, r: int(math.Round(isleSmallR * d))}), sx, sy)
		}
	} else if perm != archipirata.NoCard {
		sx, sy := l.isleAt(i, isleSealX, isleSealY)
		blitCentred(img, archSeals.get(sealKey{card: perm, r: int(math.Round(isleSealR * d))}), sx, sy)
	}
	r := int(math.Round(isleTokenR * d))
	x, y := l.isleAt(i, isleTokenX, isleRedY)
	drawStackAt(img, 0, v.Pirates[i][archipirata.Red], r, minTextPx(l.w), x, y)
	x, y = l.isleAt(i, isleTokenX, isleWhiteY)
	drawStackAt(img, 1, v.Pirates[i][archipirata.White], r, minTextPx(l.w), x, y)
}

// drawPeek draws, left of island i's pile, the cards under the top one
// that the viewer knows (a lookout showed them), top to bottom.
func drawPeek(img *image.RGBA, l *archLayout, v *archipirata.View, i int) {
	top := int(v.Top[i])
	known := false
	for k := top + 1; k < archipirata.PileSize; k++ {
		if c := v.Pile[i][k]; c != archipirata.Hidden && c != archipirata.Chest {
			known = true
		}
	}
	if !known {
		return
	}
	d := 2 * l.isle
	count := archipirata.PileSize - 1 - top
	w := int(math.Min(islePeekW*d, islePeekH*d/float64(count)/1.08*3/4))
	w = max(8, w)
	step := float64(cardHeight(w)) * 1.08
	x, y := l.isleAt(i, islePeekX, islePeekY)
	y += float64(cardHeight(w)) / 2
	for k := top + 1; k < archipirata.PileSize; k++ {
		blitCentred(img, archCards.get(cardKey{card: v.Pile[i][k], w: w}), x, y)
		y += step
	}
}

// litRingKey names the ring round a target island: the island's radius
// and the picture's width, in pixels.
type litRingKey struct{ r, w int }

// archLitRings keeps the rings round target islands.
var archLitRings = newSpriteCache(16, drawLitRing)

// drawLitRing draws a bright yellow ring edged in ink, a little wider than
// an island, centred in a transparent square.
func drawLitRing(k litRingKey) *image.RGBA {
	n := float64(k.w)
	r := float64(k.r) + n*0.005
	side := int(math.Ceil(2*(r+n*0.008))) + 2
	p := penOn(image.NewRGBA(image.Rect(0, 0, side, side)), 0, 0, 1)
	c := float64(side) / 2
	p.ring(c, c, r, n*0.012, colInk)
	p.ring(c, c, r, n*0.008, colHighlight)
	return p.image()
}

// drawArchHighlights rings each target island in bright yellow and lights
// its number; it returns the set of islands lit (bit i for island i+1).
func drawArchHighlights(img *image.RGBA, l *archLayout, hl []uint8) uint8 {
	var done uint8
	for _, i := range hl {
		if i >= archipirata.NumIslands || done&(1<<i) != 0 {
			continue
		}
		done |= 1 << i
		x, y := l.isleCentre(int(i))
		blitCentred(img, archLitRings.get(litRingKey{r: int(math.Round(l.isle)), w: l.w}), x, y)
		drawIsleBadge(img, l, int(i), true)
	}
	return done
}

// drawArchAirships seats each team's injured pirates in its airship's
// gondola: up to five tokens side by side, else one stack with the count.
func drawArchAirships(img *image.RGBA, l *archLayout, v *archipirata.View) {
	for t := range 2 {
		r := l.airship(t)
		w := float64(r.Dx())
		n := v.Injured[t]
		if n == 0 {
			continue
		}
		tr := int(math.Round(w * 0.055))
		y := float64(r.Min.Y) + w*0.465
		cx := float64(r.Min.X) + w*0.5
		if n > 5 {
			drawStackAt(img, uint8(t), n, tr, minTextPx(l.w), cx, y)
			continue
		}
		step := w * 0.12
		x := cx - step*float64(n-1)/2
		for range n {
			drawStackAt(img, uint8(t), 1, tr, minTextPx(l.w), x, y)
			x += step
		}
	}
}
