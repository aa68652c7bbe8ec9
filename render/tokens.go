package render

import (
	"image"
	"image/color"
	"image/draw"
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
}

// tokens keeps token pictures by tokenKey: squares of side 2·radius+2 with
// the token centred on a transparent ground.
var tokens = newSpriteCache(4096, drawToken)

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
// with its number; a character is a disc of its own colour with its letter,
// ringed in the colour of the crew it serves.
func drawToken(k tokenKey) *image.RGBA {
	side := 2*k.radius + 2
	p := newPen(side)
	c := 0.5
	r := float64(k.radius) / float64(side)
	edge := crewEdge(k.crew)
	p.circle(c, c, r, edge)
	if k.piece.IsPirate() {
		p.circle(c, c, r*0.86, crewColor(k.crew))
		p.text(strconv.Itoa(int(k.piece)%3+1), c, c, r*1.25, 0, bold, crewText(k.crew))
	} else {
		fill, ink, letter := characterLook(k.piece, k.marks)
		p.circle(c, c, r*0.86, crewColor(k.crew))
		p.circle(c, c, r*0.58, fill)
		if letter == "✝" {
			p.rect(c-r*0.09, c-r*0.4, r*0.18, r*0.8, ink)
			p.rect(c-r*0.3, c-r*0.2, r*0.6, r*0.16, ink)
		} else {
			p.text(letter, c, c, r*0.85, 0, bold, ink)
		}
	}
	if k.marks&markHeld != 0 {
		for _, x := range []float64{-0.45, 0, 0.45} {
			p.line(c+x*r, c-r*0.85, c+x*r, c+r*0.85, r*0.16, colSteel)
		}
	}
	badge := func(x, y float64, fill color.RGBA, s string, ink color.RGBA) {
		p.circle(x, y, r*0.42, colInk)
		p.circle(x, y, r*0.34, fill)
		p.text(s, x, y, r*0.5, 0, bold, ink)
	}
	bx, by := c+r*0.62, c-r*0.62
	if k.marks&markLost != 0 {
		badge(bx, by, colPurple, "?", colPaper)
	}
	if k.marks&markDrunk != 0 {
		badge(bx, c+r*0.62, colRumBg, "z", colInk)
	}
	if k.marks&markGold != 0 {
		p.circle(c-r*0.62, c+r*0.62, r*0.4, colGoldDark)
		p.circle(c-r*0.62, c+r*0.62, r*0.3, colGold)
	}
	return p.image()
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
	t := tokens.get(k)
	half := t.Rect.Dx() / 2
	at := image.Pt(int(x+0.5)-half, int(y+0.5)-half)
	draw.Draw(img, t.Rect.Add(at), t, image.Point{}, draw.Over)
}

// drawGhostAt composites the token of k faded, centred on (x, y): where a
// piece was beaten or died, or a dead piece in the status strip.
func drawGhostAt(img *image.RGBA, k tokenKey, x, y float64) {
	t := tokens.get(k)
	half := t.Rect.Dx() / 2
	at := image.Pt(int(x+0.5)-half, int(y+0.5)-half)
	draw.DrawMask(img, t.Rect.Add(at), t, image.Point{}, image.NewUniform(color.Alpha{0x90}), image.Point{}, draw.Over)
}
