package render

import (
	"image"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine/cards"
)

// CardHandHeight is a hand picture's height when its options give none.
const CardHandHeight = 240

// Card colours: named colours of the package (see colCardLand).
var (
	colCardFace    = colArrowBg
	colCardEdge    = colBackEdge
	colCardArrow   = colArrow
	colCardHorse   = colHorse
	colCardSpecial = colThicket
	colCardRum     = colOgreBg
)

// CardHandOptions control a hand's picture. The zero value draws it
// CardHandHeight pixels high, in English.
type CardHandOptions struct {
	// Height is the picture's height in pixels (0: CardHandHeight;
	// clamped into 64…1024).
	Height int
	// Lang is the language of the cards' words: "ru" Russian (the card's
	// name, «конь»), anything else English (the card's name in the
	// notation, "horse", as it is typed).
	Lang string
}

// CardHand draws a hand of the Jackal card game as a row of card pictures,
// one per kind held, each with its count: the picture sent only to the
// hand's player. An empty hand draws one blank.
func CardHand(hand [cards.NumKinds]uint8, o CardHandOptions) image.Image {
	return cardHand(hand, o, 0)
}

// cardHand draws hand as CardHand does, its words floor pixels at least
// (the picture's own width says nothing of how it is shown when it is a
// part of a larger one: CardSeat's).
func cardHand(hand [cards.NumKinds]uint8, o CardHandOptions, floor int) image.Image {
	t := tongueOf(o.Lang)
	height := o.Height
	if height == 0 {
		height = CardHandHeight
	}
	height = min(max(height, 64), 1024)
	kinds := handKinds(hand)
	gap, cw := handGap(height), handCardWidth(height)
	img := image.NewRGBA(image.Rect(0, 0, handWidth(len(kinds), height), height))
	fillRect(img, img.Rect, colBackground)
	for i, c := range kinds {
		r := image.Rect(gap+i*(cw+gap), gap, gap+i*(cw+gap)+cw, height-gap)
		drawCard(img, r, c, int(hand[c]), t, floor)
	}
	return img
}

// handKinds are the kinds of card hand holds, in the cards' order.
func handKinds(hand [cards.NumKinds]uint8) []cards.Card {
	var kinds []cards.Card
	for c := cards.Card(0); c < cards.NumKinds; c++ {
		if hand[c] > 0 {
			kinds = append(kinds, c)
		}
	}
	return kinds
}

// handCardWidth is the width of a card in a hand picture height pixels
// high.
func handCardWidth(height int) int { return height * 5 / 8 }

// handGap is the gap around the cards of a hand picture height pixels
// high.
func handGap(height int) int { return max(height/24, 2) }

// handWidth is the width of a hand picture of n kinds, height pixels high
// (one blank card for none).
func handWidth(n, height int) int {
	gap := handGap(height)
	return gap + max(n, 1)*(handCardWidth(height)+gap)
}

// drawCard draws card c in r, with its count when more than one, its words
// in tongue t and floor pixels at least (the name at the foot cut short
// when it is too long for the card at that size).
func drawCard(img *image.RGBA, r image.Rectangle, c cards.Card, count int, t tongue, floor int) {
	w, h := float64(r.Dx()), float64(r.Dy())
	p := penOn(img, float64(r.Min.X), float64(r.Min.Y), w)
	hu := h / w // the card's height in units of its width
	p.round(0, 0, 1, hu, 0.08, colCardEdge)
	p.round(0.04, 0.04, 0.92, hu-0.08, 0.06, colCardFace)
	cy := hu * 0.45
	switch {
	case c.IsMove() && c != cards.Horse:
		for _, d := range c.Dirs() {
			dx, dy := d.Delta()
			ex, ey := 0.5+0.3*float64(dx), cy-0.3*float64(dy)
			p.line(0.5, cy, ex, ey, 0.07, colCardArrow)
			// the head: a small triangle at the end
			hx, hy := float64(dx)*0.1, -float64(dy)*0.1
			p.poly(colCardArrow, ex+hx*0.6, ey+hy*0.6, ex-hy*0.5, ey+hx*0.5, ex+hy*0.5, ey-hx*0.5)
		}
		p.circle(0.5, cy, 0.06, colCardArrow)
	case c == cards.Horse:
		p.polyline(0.07, colCardHorse, 0.3, cy+0.25, 0.3, cy-0.25, 0.55, cy-0.25)
		p.circle(0.3, cy+0.25, 0.06, colCardHorse)
		p.circle(0.55, cy-0.25, 0.08, colCardHorse)
	case c.IsFlag():
		col := colFlagRed
		if c == cards.FlagBlue {
			col = colFlagBlue
		}
		p.line(0.35, cy-0.3, 0.35, cy+0.3, 0.06, colFlagPole)
		p.poly(col, 0.38, cy-0.28, 0.8, cy-0.13, 0.38, cy+0.02)
	default:
		col := colCardSpecial
		if c == cards.Rum {
			col = colCardRum
		}
		p.circle(0.5, cy, 0.3, col)
		p.text(t.cardMark(c), 0.5, cy, 0.28, 0.5, bold, colPaper)
	}
	s, foot := cardFootSet(t, c, r.Dx(), floor)
	drawTextCentered(img, s, r.Min.X+int(math.Round(0.5*w)), r.Min.Y+int(math.Round(hu*0.85*w)), foot)
	if count > 1 { // the count large enough to read on a phone
		p.circle(0.8, 0.19, 0.17, colInk)
		p.text("×"+strconv.Itoa(count), 0.8, 0.19, max(0.16, float64(floor)/w), 0.3, bold, colPaper)
	}
}

// cardFootSet sets the name at the foot of card c, w pixels wide, in t:
// 0.13 of the width, floor pixels at least (5 at the least), within 0.86
// of the width, cut short when too long at floor.
func cardFootSet(t tongue, c cards.Card, w, floor int) (string, textStyle) {
	least := max(floor, 5)
	st := textStyle{face: regular, px: max(int(math.Round(0.13*float64(w))), least), col: colInk}
	return fitChoice([]string{t.cardFoot(c)}, st, int(0.86*float64(w)), least)
}
