package render

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/fogleman/gg"

	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// ArchipirataOptions choose how an Archipirata picture is drawn.
type ArchipirataOptions struct {
	// Size is the picture's width and height in pixels (768 when 0).
	Size int
	// Marked are islands (0-based) to ring in gold and number large: the
	// islands the buttons offer now.
	Marked []uint8
	// Events are the last action's events: the islands they touched are
	// tinted.
	Events []ar.Event
}

// rgb is the opaque colour 0xRRGGBB, not added to the fixed palette: the
// Archipirata picture takes the palette's nearest colours, and classic
// pictures keep theirs.
func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }

// Archipirata colours.
var (
	colArchSea     = rgb(0x1f5f8f)
	colArchRing    = rgb(0x3b7fb0)
	colArchSand    = rgb(0xe9d39a)
	colArchSandEdg = rgb(0xb59a5c)
	colArchTouched = rgb(0xf6e7b6)
	colArchRed     = rgb(0xd0342c)
	colArchRedEdge = rgb(0x7a1511)
	colArchWhite   = rgb(0xf4f1e8)
	colArchWhiteEd = rgb(0x6f6a5d)
	colArchEquip   = rgb(0x4d6e8c)
	colArchChest   = rgb(0x9a6a2f)
	colArchPerm    = rgb(0x4f7a3a)
	colArchHidden  = rgb(0x5a4632)
	colArchShip    = rgb(0x283f57)
	colArchCaptain = rgb(0x6b3f8f)
)

// cardCode is a card's short label on the picture.
var cardCode = map[ar.Card]string{
	ar.Sabre: "SABRE", ar.Bomb: "BOMB", ar.Compass: "COMPASS", ar.Aid: "AID", ar.Rum: "RUM",
	ar.Gold: "GOLD", ar.RumChest: "RUM CHEST", ar.Chest: "CHEST", ar.Hidden: "?",
	ar.Reef: "REEF", ar.Fort: "FORT", ar.Whirlpool: "WHIRLPOOL", ar.Tavern: "TAVERN", ar.Harbor: "HARBOR",
	ar.Storm: "STORM", ar.Kraken: "KRAKEN", ar.Lookout: "LOOKOUT",
}

// cardColour is the ground of a card's label.
func cardColour(c ar.Card) color.RGBA {
	switch {
	case c == ar.Gold:
		return colGold
	case c == ar.Chest || c == ar.RumChest:
		return colArchChest
	case c.IsPermanent():
		return colArchPerm
	case c == ar.Hidden:
		return colArchHidden
	}
	return colArchEquip
}

// Archipirata draws an Archipirata view: the ring of eight islands, each
// with its pirates by colour, its face-up top card, its permanent and the
// height of its pile; below, each team's airship with its injured pirates
// and the cards it keeps (chests face down where the view says so) and the
// captains; on top, the gold and whose turn it is, or the winner. It draws
// only what the view shows.
func Archipirata(v *ar.View, o ArchipirataOptions) *image.RGBA {
	n := o.Size
	if n <= 0 {
		n = 768
	}
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	dc := gg.NewContextForRGBA(img)
	u := float64(n)
	dc.SetColor(colArchSea)
	dc.Clear()
	cx, cy, rr := u/2, archCY*u, u*0.25
	dc.SetColor(colArchRing)
	dc.SetLineWidth(u * 0.012)
	dc.DrawCircle(cx, cy, rr)
	dc.Stroke()
	touched := map[uint8]bool{}
	for _, e := range o.Events {
		if e.Kind != ar.EvGameOver && e.Kind != ar.EvExtraTurn && e.Kind != ar.EvCaptain {
			touched[e.Island] = true
		}
	}
	marked := map[uint8]bool{}
	for _, i := range o.Marked {
		marked[i] = true
	}
	for i := range uint8(ar.NumIslands) {
		a := -math.Pi/2 + float64(i)*math.Pi/4
		drawArchIsland(img, dc, v, i, cx+rr*math.Cos(a), cy+rr*math.Sin(a), u, touched[i], marked[i])
	}
	drawArchCentre(img, v, cx, cy, u)
	drawArchStatus(img, dc, v, u)
	for t := range uint8(2) {
		drawArchShip(img, dc, v, t, u)
	}
	return img
}

// archCY is the height of the ring's centre, as a fraction of the side.
const archCY = 0.425

// drawArchIsland draws island i centred on (x, y).
func drawArchIsland(img *image.RGBA, dc *gg.Context, v *ar.View, i uint8, x, y, u float64, touched, marked bool) {
	r := u * 0.078
	if marked {
		dc.SetColor(colHighlight)
		dc.DrawCircle(x, y, r+u*0.012)
		dc.Fill()
	}
	dc.SetColor(colArchSandEdg)
	dc.DrawCircle(x, y, r)
	dc.Fill()
	dc.SetColor(colArchSand)
	if touched {
		dc.SetColor(colArchTouched)
	}
	dc.DrawCircle(x, y, r*0.92)
	dc.Fill()
	// the top card and the pile's height
	cw, ch := r*1.5, r*0.42
	cardY := y - r*0.72
	top := ar.NoCard
	if v.Top[i] < ar.PileSize {
		top = v.Pile[i][v.Top[i]]
	}
	left := ar.PileSize - int(v.Top[i])
	if top != ar.NoCard {
		for k := min(left-1, 3); k > 0; k-- { // the cards below, as edges
			dc.SetColor(colArchHidden)
			dc.DrawRoundedRectangle(x-cw/2+float64(k)*u*0.004, cardY-float64(k)*u*0.004, cw, ch, u*0.008)
			dc.Fill()
		}
		dc.SetColor(cardColour(top))
		dc.DrawRoundedRectangle(x-cw/2, cardY, cw, ch, u*0.008)
		dc.Fill()
		// the label on the left, the pile's height on the right
		st := fitText(cardCode[top], textStyle{bold, int(ch * 0.5), colPaper}, int(cw*0.7))
		drawTextCentered(img, cardCode[top], int(x-cw*0.13), int(cardY+ch/2), st)
		dc.SetColor(colInk)
		dc.DrawCircle(x+cw*0.36, cardY+ch/2, ch*0.36)
		dc.Fill()
		drawTextCentered(img, strconv.Itoa(left), int(x+cw*0.36), int(cardY+ch/2), textStyle{bold, int(ch * 0.45), colText})
	}
	if p := v.Perm[i]; p != ar.NoCard {
		dc.SetColor(colArchPerm)
		dc.DrawRoundedRectangle(x-cw/2, y+r*0.5, cw, ch*0.8, u*0.008)
		dc.Fill()
		st := fitText(cardCode[p], textStyle{bold, int(ch * 0.5), colPaper}, int(cw*0.92))
		drawTextCentered(img, cardCode[p], int(x), int(y+r*0.5+ch*0.4), st)
	} else if i == 0 {
		drawTextCentered(img, "WRECK", int(x), int(y+r*0.66), textStyle{bold, int(u * 0.017), colInk})
	}
	// the pirates, a token per colour with its count
	for c := range 2 {
		cnt := v.Pirates[i][c]
		if cnt == 0 {
			continue
		}
		px := x - r*0.4 + float64(c)*r*0.8
		drawArchPirate(img, dc, ar.Colour(c), px, y+r*0.1, r*0.36, int(cnt))
	}
	// the island's number, on a dark disc beside it, on the side away
	// from its neighbours
	side, up := 1.0, -0.25
	switch {
	case i == 0:
		side = -1
	case i == 4:
		up = 0.25
	case i > 4:
		side = -1
	}
	nx, ny := x+side*r*1.15, y+up*r
	nr := r * 0.41
	numCol := colText
	if marked {
		nr, numCol = r*0.5, colHighlight
	}
	dc.SetColor(colInk)
	dc.DrawCircle(nx, ny, nr)
	dc.Fill()
	drawTextCentered(img, strconv.Itoa(int(i)+1), int(nx), int(ny), textStyle{bold, int(nr * 1.3), numCol})
}

// drawArchPirate draws a pirate token of colour c with count n on it.
func drawArchPirate(img *image.RGBA, dc *gg.Context, c ar.Colour, x, y, r float64, n int) {
	fill, edge, ink := colArchRed, colArchRedEdge, colText
	if c == ar.White {
		fill, edge, ink = colArchWhite, colArchWhiteEd, colInk
	}
	dc.SetColor(edge)
	dc.DrawCircle(x, y, r)
	dc.Fill()
	dc.SetColor(fill)
	dc.DrawCircle(x, y, r*0.84)
	dc.Fill()
	drawTextCentered(img, strconv.Itoa(n), int(x), int(y), textStyle{bold, int(r * 1.15), ink})
}

// drawArchCentre writes the discard pile's size and the turn in the ring.
func drawArchCentre(img *image.RGBA, v *ar.View, cx, cy, u float64) {
	spent := 0
	for _, k := range v.Discard {
		spent += int(k)
	}
	drawTextCentered(img, "ARCHIPIRATA", int(cx), int(cy-u*0.03), textStyle{bold, int(u * 0.03), colText})
	drawTextCentered(img, "spent cards: "+strconv.Itoa(spent), int(cx), int(cy+u*0.02), textStyle{regular, int(u * 0.022), colTextDim})
}

// teamName is a team's name on the picture.
func teamName(t uint8) string {
	if t == 1 {
		return "WHITE"
	}
	return "RED"
}

// drawArchStatus writes each team's gold and whose turn it is, or the
// winner, in the strip on top.
func drawArchStatus(img *image.RGBA, dc *gg.Context, v *ar.View, u float64) {
	h := u * 0.07
	dc.SetColor(colBackground)
	dc.DrawRectangle(0, 0, u, h)
	dc.Fill()
	var s string
	switch {
	case v.Over && v.Winner >= 0:
		s = teamName(uint8(v.Winner)) + " WINS"
	case v.Over:
		s = "DRAW"
	default:
		s = teamName(ar.Team(v.Turn)) + " TO MOVE"
		if v.Seats > 2 {
			s += " (seat " + strconv.Itoa(int(v.Turn)+1) + ")"
		}
	}
	col := colText
	if v.Over {
		col = colHighlight
	}
	drawText(img, s, int(u*0.03), int(h*0.68), textStyle{bold, int(h * 0.45), col})
	gold := "GOLD  RED " + strconv.Itoa(archGold(v, 0)) + "  ·  WHITE " + strconv.Itoa(archGold(v, 1))
	st := textStyle{bold, int(h * 0.4), colGold}
	drawText(img, gold, int(u*0.97)-textWidth(gold, st), int(h*0.68), st)
}

// archGold is the gold a view shows team t holding.
func archGold(v *ar.View, t uint8) int { return int(v.Held[t][ar.Gold]) + int(v.CapGold[t]) }

// drawArchShip draws team t's airship in its bottom corner: its injured
// pirates, its kept cards and its seats' captains.
func drawArchShip(img *image.RGBA, dc *gg.Context, v *ar.View, t uint8, u float64) {
	w, h := u*0.46, u*0.185
	x, y := u*0.025, u*0.795
	if t == 1 {
		x = u - w - u*0.025
	}
	dc.SetColor(colArchShip)
	dc.DrawRoundedRectangle(x, y, w, h, u*0.02)
	dc.Fill()
	// the balloon's envelope
	dc.SetColor(colArchRing)
	dc.DrawEllipse(x+w/2, y-u*0.005, w*0.32, u*0.022)
	dc.Fill()
	drawText(img, teamName(t)+" AIRSHIP", int(x+u*0.015), int(y+u*0.035), textStyle{bold, int(u * 0.024), colText})
	drawArchPirate(img, dc, ar.Colour(t), x+w-u*0.04, y+u*0.04, u*0.03, int(v.Injured[t]))
	drawText(img, "injured", int(x+w-u*0.16), int(y+u*0.048), textStyle{regular, int(u * 0.02), colTextDim})
	var items []string
	for c := ar.Sabre; c <= ar.RumChest; c++ {
		if k := v.Held[t][c]; k > 0 {
			items = append(items, cardCode[c]+"×"+strconv.Itoa(int(k)))
		}
	}
	if k := v.Held[t][ar.Chest]; k > 0 {
		items = append(items, "CHEST×"+strconv.Itoa(int(k)))
	}
	line := strings.Join(items, "  ")
	if line == "" {
		line = "no cards"
	}
	st := fitText(line, textStyle{bold, int(u * 0.022), colPaper}, int(w-u*0.03))
	drawText(img, line, int(x+u*0.015), int(y+u*0.095), st)
	var caps []string
	for s := t; s < v.Seats; s += 2 {
		c := v.Captain[s]
		switch {
		case c == ar.NoCaptain:
			continue
		case c == ar.CaptainHidden:
			caps = append(caps, "captain face down")
		case v.Spent[s]:
			caps = append(caps, c.String()+" (spent)")
		default:
			caps = append(caps, c.String())
		}
	}
	if len(caps) > 0 {
		text := strings.Join(caps, ", ")
		st := fitText(text, textStyle{regular, int(u * 0.02), colArchWhite}, int(w-u*0.03))
		dc.SetColor(colArchCaptain)
		dc.DrawRoundedRectangle(x+u*0.01, y+u*0.12, w-u*0.02, u*0.04, u*0.01)
		dc.Fill()
		drawText(img, text, int(x+u*0.02), int(y+u*0.148), st)
	}
}
