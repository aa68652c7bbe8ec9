package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine"
)

// tokenMarks are the conditions a token shows besides its crew.
type tokenMarks uint8

const (
	markHeld      tokenMarks = 1 << iota // in a trap: bars across
	markLost                             // lost in a cave: a "?" badge
	markDrunk                            // sits out a turn: a "z" badge
	markConverted                        // the missionary turned pirate
	markGold                             // dragging gold: a coin badge
)

// tokenKey names one token picture.
type tokenKey struct {
	piece  engine.PieceID
	crew   engine.Crew
	marks  tokenMarks
	radius int
	px     int // its number's or letter's size in pixels; 0: its own (see labelPx)
}

// tokens keeps token pictures by tokenKey: squares centred on the token,
// on a transparent ground, of side 2·radius+2 (more when a badge sticks
// out at its side).
var tokens = newSpriteCache(4096, drawToken)

// tokenLabels keeps the number or letter of a token alone, by tokenKey,
// the size of the token's picture: drawn again over every token of a
// crowded cell, no neighbour hides it.
var tokenLabels = newSpriteCache(4096, func(k tokenKey) *image.RGBA {
	p := newPen(tokenSide(k))
	drawTokenLabel(p, k)
	return p.image()
})

// A token's number fills it: its ink box (about 0.5 by 0.73 of its size in
// pixels) fits inside the token's fill, the corners brushing the rim.
const (
	tokenFill     = 0.88 // the fill's radius, of the token's
	tokenPerPx    = 0.46 // the least radius of a token, per pixel of its number's size
	tokenBadgeOut = 1.3  // how far a side badge reaches, in radii
)

// tokenRadiusFor is the least radius of a token whose number or letter is
// px pixels: the token is enlarged to it rather than the text shrunk.
func tokenRadiusFor(px int) int { return int(math.Ceil(tokenPerPx * float64(px))) }

// tokenSide is the side of the picture of token k.
func tokenSide(k tokenKey) int {
	if k.marks&(markLost|markDrunk|markGold) != 0 {
		return 2*int(math.Ceil(tokenBadgeOut*float64(k.radius))) + 2
	}
	return 2*k.radius + 2
}

// labelPx is the size of k's number or letter in pixels: k.px, or 1.25
// of its radius when k.px is 0.
func labelPx(k tokenKey) int {
	if k.px > 0 {
		return k.px
	}
	return int(math.Round(1.25 * float64(k.radius)))
}

// characterLook is the fill and letter of a character's token.
func characterLook(p engine.PieceID, m tokenMarks) (color.RGBA, color.RGBA, string) {
	switch p {
	case engine.BEN:
		return colSkin, colInk, "B"
	case engine.FRI:
		return colSkinDark, colPaper, "F"
	}
	if m&markConverted != 0 {
		return colPurple, colPaper, "M"
	}
	return colPurple, colPaper, "✝"
}

// drawToken draws the token of k. A pirate is a disc of its crew's colour
// with its number filling it; a character is a disc of its own colour with
// its letter, ringed in the colour of the crew it serves. A trapped
// token's bars lie under its number; its other marks are small badges at
// its sides, clear of the number.
func drawToken(k tokenKey) *image.RGBA {
	p := newPen(tokenSide(k))
	c := 0.5
	r := float64(k.radius) / p.u
	p.circle(c, c, r, crewEdge(k.crew))
	p.circle(c, c, r*tokenFill, crewColor(k.crew))
	if !k.piece.IsPirate() {
		fill, ink, letter := characterLook(k.piece, k.marks)
		p.circle(c, c, r*0.66, fill)
		if letter == "✝" {
			p.rect(c-r*0.09, c-r*0.4, r*0.18, r*0.8, ink)
			p.rect(c-r*0.3, c-r*0.2, r*0.6, r*0.16, ink)
		}
	}
	if k.marks&markHeld != 0 {
		for _, x := range []float64{-0.45, 0, 0.45} {
			p.line(c+x*r, c-r*0.85, c+x*r, c+r*0.85, r*0.16, colSteel)
		}
	}
	drawTokenLabel(p, k)
	badge := func(x, y float64, fill color.RGBA, s string, ink color.RGBA) {
		p.circle(x, y, r*0.38, colInk)
		p.circle(x, y, r*0.3, fill)
		p.text(s, x, y, r*0.46, 0, bold, ink)
	}
	bx := c + r*0.92
	if k.marks&markLost != 0 {
		badge(bx, c-r*0.55, colPurple, "?", colPaper)
	}
	if k.marks&markDrunk != 0 {
		badge(bx, c+r*0.55, colRumBg, "z", colInk)
	}
	if k.marks&markGold != 0 {
		p.circle(c-r*0.92, c+r*0.55, r*0.38, colGoldDark)
		p.circle(c-r*0.92, c+r*0.55, r*0.28, colGold)
	}
	return p.image()
}

// drawTokenLabel writes the number or letter of token k, at labelPx, in
// the middle of p's square, outlined in the colour under it.
func drawTokenLabel(p *pen, k tokenKey) {
	t := textStyle{face: bold, px: labelPx(k), col: crewText(k.crew)}
	halo := crewColor(k.crew)
	s := strconv.Itoa(int(k.piece)%3 + 1)
	if !k.piece.IsPirate() {
		var fill color.RGBA
		fill, t.col, s = characterLook(k.piece, k.marks)
		halo = fill
		if s == "✝" {
			return // drawn with the token: a cross, not a letter
		}
	}
	drawMarkText(p.image(), s, p.u/2, p.u/2, t, halo)
}

// pieceMarks are the marks of piece p in view v.
func pieceMarks(v *engine.View, p engine.PieceID) tokenMarks {
	pc := v.Pieces[p]
	var m tokenMarks
	if pc.IsHeld() {
		m |= markHeld
	}
	if pc.IsLost() {
		m |= markLost
	}
	if pc.IsDrunk() {
		m |= markDrunk
	}
	if pc.Flags&engine.Converted != 0 {
		m |= markConverted
	}
	if v.Dragger == p && v.DragGold != engine.DragNone {
		m |= markGold
	}
	if pc.Status == engine.Alive && v.Board.Boats() && v.Board.IsSea(pc.At) && v.ShipAt(pc.At) == engine.NoCrew && v.Coins[pc.At] > 0 {
		m |= markGold // Archipelago's swimmer holds its coin in the water
	}
	return m
}

// pieceCrew is the crew whose colour piece p wears: a pirate's own crew, a
// character's current crew.
func pieceCrew(v *engine.View, p engine.PieceID) engine.Crew {
	if c := p.PirateCrew(); c != engine.NoCrew {
		return c
	}
	return v.Pieces[p].Crew
}

// drawTokenAt composites the token of k centred on (x, y).
func drawTokenAt(img *image.RGBA, k tokenKey, x, y float64) {
	drawSpriteAt(img, tokens.get(k), x, y)
}

// drawSpriteAt composites the square picture t centred on (x, y).
func drawSpriteAt(img *image.RGBA, t *image.RGBA, x, y float64) {
	half := t.Rect.Dx() / 2
	at := image.Pt(int(x+0.5)-half, int(y+0.5)-half)
	draw.Draw(img, t.Rect.Add(at), t, image.Point{}, draw.Over)
}

// labelBox is the box the number or letter of token k, centred on (x, y),
// covers with its outline; empty for the missionary's cross.
func labelBox(k tokenKey, x, y float64) image.Rectangle {
	s := strconv.Itoa(int(k.piece)%3 + 1)
	if !k.piece.IsPirate() {
		if _, _, s = characterLook(k.piece, k.marks); s == "✝" {
			return image.Rectangle{}
		}
	}
	px := labelPx(k)
	box := inkBox(s, textStyle{face: bold, px: px})
	side := float64(tokenSide(k))
	// as drawMarkText places it in the token's picture, the picture as
	// drawSpriteAt places it
	ox := int(x+0.5) - int(side)/2 + int(side/2-float64(box.Min.X+box.Max.X)/2+0.5)
	oy := int(y+0.5) - int(side)/2 + int(side/2-float64(box.Min.Y+box.Max.Y)/2+0.5)
	return box.Add(image.Pt(ox, oy)).Inset(-haloWidth(px))
}

// drawGhostAt composites the token of k faded, centred on (x, y): where a
// piece was beaten or died, or a dead piece in the status strip.
func drawGhostAt(img *image.RGBA, k tokenKey, x, y float64) {
	t := tokens.get(k)
	half := t.Rect.Dx() / 2
	at := image.Pt(int(x+0.5)-half, int(y+0.5)-half)
	draw.DrawMask(img, t.Rect.Add(at), t, image.Point{}, image.NewUniform(color.Alpha{0x90}), image.Point{}, draw.Over)
}
