package render

import (
	"image"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// heldOrder is the order of the kinds of kept cards in a team's box.
var heldOrder = [...]archipirata.Card{archipirata.Sabre, archipirata.Bomb, archipirata.Compass,
	archipirata.Aid, archipirata.Rum, archipirata.Gold, archipirata.RumChest, archipirata.Chest}

// drawArchPanel fills each team's box: the cards it keeps, a card of each
// kind with its count (chests the view hides are lids), and its seats'
// captains; the box of the team to play is edged in yellow.
func drawArchPanel(img *image.RGBA, l *archLayout, v *archipirata.View) {
	caps := false
	for s := range archipirata.MaxSeats {
		if v.Captain[s] != archipirata.NoCaptain {
			caps = true
		}
	}
	for t := range 2 {
		b := l.boxes[t]
		if !v.Over && int(archipirata.Team(v.Turn)) == t && v.Turn < v.Seats {
			blit(img, archBoxRings.get(boxRingKey{w: l.w, dx: b.Dx(), dy: b.Dy()}), b.Min.X, b.Min.Y)
		}
		drawCrewCounts(img, l, v, t)
		drawHeld(img, l, v, t, caps)
		if caps {
			drawCaptains(img, l, v, t)
		}
	}
}

// boxRingKey names the yellow edge of a team's box: the picture's width
// and the box's size.
type boxRingKey struct{ w, dx, dy int }

// archBoxRings keeps the yellow edges of the box of the team to play.
var archBoxRings = newSpriteCache(16, func(k boxRingKey) *image.RGBA {
	n := float64(k.w)
	p := penOn(image.NewRGBA(image.Rect(0, 0, k.dx, k.dy)), 0, 0, 1)
	p.roundLine(n*0.003, n*0.003, float64(k.dx)-n*0.006, float64(k.dy)-n*0.006, n*0.018, n*0.007, colHighlight)
	return p.image()
})

// drawHeld draws the cards team t keeps in its box.
func drawHeld(img *image.RGBA, l *archLayout, v *archipirata.View, t int, caps bool) {
	n := float64(l.w)
	b := l.boxes[t]
	w := int(math.Round(n * 0.05))
	step := n * 0.064
	x := float64(b.Min.X) + n*0.026
	y := float64(b.Min.Y) + n*0.066
	if !caps {
		w = int(math.Round(n * 0.062))
		step = n * 0.076
		y = float64(b.Min.Y) + n*0.1
	}
	kinds := 0
	for _, c := range heldOrder {
		if v.Held[t][c] > 0 {
			kinds++
		}
	}
	// too many kinds for the box: cards and steps shrink together
	if room := float64(b.Dx()) - 2*n*0.026; kinds > 1 && step*float64(kinds-1)+float64(w) > room {
		f := room / (step*float64(kinds-1) + float64(w))
		step *= f
		w = int(float64(w) * f)
	}
	h := cardHeight(w)
	r := int(math.Round(n * 0.017))
	any := false
	for _, c := range heldOrder {
		k := v.Held[t][c]
		if k == 0 {
			continue
		}
		any = true
		blit(img, archCards.get(cardKey{card: c, w: w}), int(x), int(y))
		if k > 1 {
			drawBadgeAt(img, strconv.Itoa(int(k)), r, minTextPx(l.w), badgeLight, x+float64(w)-n*0.004, y+float64(h)-n*0.004)
		}
		x += step
	}
	if !any {
		st := textStyle{face: bold, px: int(math.Round(n * 0.03)), col: colTextDim}
		drawText(img, "–", int(x), int(y+float64(h)/2)+capHeight(st)/2, st)
	}
}

// captainLook is how a captain card shows in its box.
type captainLook uint8

const (
	capHidden captainLook = iota // another seat's, face down: the viewer cannot know it
	capDown                      // the viewer's own, not yet used: face down, its name dim
	capUp                        // face up, in play
	capSpent                     // used up
)

// captainKey names one captain card picture.
type captainKey struct {
	c    archipirata.Captain
	look captainLook
	seat uint8
	w, h int
	px   int // the words' size at least (minTextPx of the picture)
}

// archCaptains keeps captain cards by captainKey.
var archCaptains = newSpriteCache(256, drawCaptainCard)

// captainNames are the captains' names as their cards print them.
var captainNames = [...]string{"", "Benito Bonito", "Boum Banda", "Ching Shih", "Dr Ursilio",
	"Jacquotte Delahaye", "Jolly Roger", "Piet Hein", "Anne Bonny"}

// captainShort are the names shortened for narrow cards.
var captainShort = [...]string{"", "Bonito", "Boum Banda", "Ching Shih", "Ursilio",
	"Jacquotte", "Jolly Roger", "Piet Hein", "Anne Bonny"}

// captainName is captain c's printed name, "?" for one not shown.
func captainName(c archipirata.Captain, short bool) string {
	switch {
	case int(c) >= len(captainNames) || c == archipirata.NoCaptain:
		return "?"
	case short:
		return captainShort[c]
	}
	return captainNames[c]
}

// drawCaptainCard draws a captain as a card lying sideways: the seat's
// number and the name. A hidden captain is a card back with a
// question mark; the viewer's own unused one a back with its name; one in
// play is bright and edged in gold; a spent one grey and struck out.
func drawCaptainCard(k captainKey) *image.RGBA {
	p := newPenWH(k.w, k.h)
	ht := float64(k.h) / float64(k.w)
	face, edge, ink := colBack, colInk, colPaper
	switch k.look {
	case capUp:
		face, edge, ink = colParchment, colGold, colInk
	case capSpent:
		face, edge, ink = colSpent, colSpentInk, colSpentInk
	}
	p.round(0, 0, 1, ht, ht*0.2, colInk)
	p.round(0.008, 0.008*1, 0.984, ht-0.016, ht*0.18, edge)
	p.round(0.02, 0.04*ht, 0.96, ht*0.92, ht*0.16, face)
	if k.look == capHidden || k.look == capDown {
		p.roundLine(0.04, 0.12*ht, 0.92, ht*0.76, ht*0.1, ht*0.04, colBackEdge)
	}
	// the seat
	sx := ht * 0.5
	p.circle(sx, ht/2, ht*0.34, colInk)
	p.text("P"+strconv.Itoa(int(k.seat)+1), sx, ht/2, max(ht*0.34, float64(k.px)/p.u), ht*0.56, bold, colPaper)
	left := ht * 0.95
	// the name, else its short form, at 0.36 of the card's height down to
	// k.px; cut short when neither fits
	st := textStyle{face: bold, px: max(int(math.Round(float64(k.h)*0.36)), k.px), col: ink}
	room := int((0.97 - left) * float64(k.w))
	name, st := fitChoice([]string{captainName(k.c, false), captainName(k.c, true)}, st, room, k.px)
	drawTextCentered(p.image(), name, int(math.Round((left+0.97)/2*p.u)), int(math.Round(ht/2*p.u)), st)
	if k.look == capSpent {
		p.line(0.05, ht*0.85, 0.95, ht*0.15, ht*0.08, colDeadly)
	}
	return p.image()
}

// Round the captain cards in a team's box, in the picture's widths.
const (
	captainMargin = 0.016 // from the box's edges
	captainGap    = 0.012 // between two cards
)

// captainCardSize is the width and height of each captain card in team
// t's box on l when seats cards lie side by side there.
func captainCardSize(l *archLayout, t, seats int) (w, h int) {
	n := float64(l.w)
	seats = max(seats, 1)
	w = int((float64(l.boxes[t].Dx()) - 2*captainMargin*n - captainGap*n*float64(seats-1)) / float64(seats))
	return w, int(math.Round(n * 0.058))
}

// drawCaptains draws the captains of team t's seats in its box, the seat
// to play first ringed.
func drawCaptains(img *image.RGBA, l *archLayout, v *archipirata.View, t int) {
	n := float64(l.w)
	b := l.boxes[t]
	var seats []uint8
	for s := uint8(0); s < archipirata.MaxSeats && s < max(v.Seats, 2); s++ {
		if int(archipirata.Team(s)) == t && v.Captain[s] != archipirata.NoCaptain {
			seats = append(seats, s)
		}
	}
	if len(seats) == 0 {
		return
	}
	margin, gap := captainMargin*n, captainGap*n
	w, h := captainCardSize(l, t, len(seats))
	x := float64(b.Min.X) + margin
	y := float64(b.Max.Y) - margin - float64(h)
	for _, s := range seats {
		look := capUp
		switch {
		case v.Captain[s] == archipirata.CaptainHidden:
			look = capHidden
		case v.Spent[s]:
			look = capSpent
		case !v.Revealed[s]:
			look = capDown
		}
		k := captainKey{c: v.Captain[s], look: look, seat: s, w: w, h: h, px: minTextPx(l.w)}
		if look == capHidden {
			k.c = archipirata.CaptainHidden
		}
		if s == v.Turn && !v.Over {
			p := penOn(img, 0, 0, 1)
			p.round(x-n*0.005, y-n*0.005, float64(w)+n*0.01, float64(h)+n*0.01, float64(h)*0.25, colHighlight)
		}
		blit(img, archCaptains.get(k), int(x), int(y))
		x += float64(w) + gap
	}
}

// drawCrewCounts writes, at the right of team t's box header, how many of
// its pirates are on the islands (a token) and how many are injured (a
// red cross).
func drawCrewCounts(img *image.RGBA, l *archLayout, v *archipirata.View, t int) {
	n := float64(l.w)
	b := l.boxes[t]
	y := float64(b.Min.Y) + n*0.034
	st := textStyle{face: bold, px: int(math.Round(n * 0.028)), col: colText}
	on := 0
	for i := range archipirata.NumIslands {
		on += int(v.Pirates[i][t])
	}
	x := float64(b.Max.X) - n*0.03
	r := n * 0.014
	p := penOn(img, 0, 0, 1)
	for k, count := range [2]int{int(v.Injured[t]), on} {
		s := strconv.Itoa(count)
		w := float64(textWidth(s, st))
		drawText(img, s, int(x-w), int(y)+capHeight(st)/2, st)
		x -= w + n*0.008 + r
		if k == 0 {
			p.circle(x, y, r, colPaper)
			p.rect(x-r*0.2, y-r*0.65, r*0.4, r*1.3, colDeadly)
			p.rect(x-r*0.65, y-r*0.2, r*1.3, r*0.4, colDeadly)
		} else {
			archToken(p, t, x, y, r)
		}
		x -= r + n*0.03
	}
}
