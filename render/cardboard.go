package render

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/engine/cards"
)

// seatColours tell the card game's seats apart, p1 to p4.
var seatColours = [cards.MaxSeats]color.RGBA{crewFill[0], crewFill[1], crewFill[2], crewFill[3]}

// CardBoardOptions choose a card game's board picture: its side and
// title (as CardIslandOptions), and the events of the last action, whose
// moves are drawn as each pirate's path with numbered steps.
type CardBoardOptions struct {
	Size   int
	Title  string
	Events []cards.Event
	// Names name the seats in the strip, by seat ("Alice"); a seat
	// without one is "p1", "p2", … as the notation writes it.
	Names []string
	// Lang is the language of the picture's words: "ru" Russian, anything
	// else English.
	Lang string
}

// CardBoard draws a card game from a seat's view (or a spectator's): the
// current island card, each pirate's path in the events given (its
// landing flag, then each step numbered, in its seat's colour), each
// landed pirate on its cell (a token in its seat's colour, numbered), and
// under it a strip per seat: its coins, the cards in hand and, while
// planning, how many cards its row holds or that it is ready — never a
// card of a hand or an unrevealed row, since the view holds none of
// another seat's.
func CardBoard(v *cards.View, bo CardBoardOptions) image.Image {
	t := tongueOf(bo.Lang)
	o := CardIslandOptions{Size: bo.Size, Title: bo.Title}
	card := cards.IslandCard{Island: v.Island, Name: t.say(wIslandOf, int(v.Round)+1, v.NumIsl)}
	side := clampSize(o.Size, CardIslandDefaultSize)
	if v.Phase == cards.PhaseOver {
		card.Name = cardOverHead(t, v, bo.Names, side)
	}
	if o.Title != "" {
		card.Name = o.Title
	}
	strip := side / 7
	img, g := cardIsland(card, o, strip)
	p := penOn(img, 0, 0, 1)
	drawCardPaths(p, g, bo.Events, int(v.Seats))
	for seat := range int(v.Seats) {
		at := v.Pos[seat]
		if at == cards.NoCell || int(at) >= cards.MaxSide*cards.MaxSide {
			continue
		}
		r := g.rect(at)
		// several pirates on a cell stand side by side
		dx := float64(r.Dx()) * (0.2 + 0.2*float64(seat))
		cx, cy, rad := float64(r.Min.X)+dx, float64(r.Max.Y)-float64(r.Dy())*0.22, float64(r.Dx())*0.15
		p.circle(cx, cy, rad*1.15, colInk)
		p.circle(cx, cy, rad, seatColours[seat])
		ink := colInk
		if seat == 2 {
			ink = colPaper
		}
		p.text(fmt.Sprint(seat+1), cx, cy, rad*1.3, 0, bold, ink)
	}
	lineH := strip / max(int(v.Seats), 1)
	x := side / 20
	room := side - x - lineH - side/40
	lines, style := seatStrip(t, v, bo.Names, side, lineH, room)
	for seat, line := range lines {
		y := side - strip + seat*lineH + lineH/2
		r := float64(lineH) * 0.3
		// the outline shows the black seat's dot on the dark strip
		p.circle(float64(x), float64(y), r+max(1, r*0.15), crewOutline[seat])
		p.circle(float64(x), float64(y), r, seatColours[seat])
		drawText(img, line, x+lineH, y+capHeight(style)/2, style)
	}
	return img
}

// seatStrip sets out the strip of a board side pixels wide, in t, a line
// lineH pixels high per seat with room pixels for its words: each seat's
// line as drawn and the style they share. A line too wide is set smaller,
// but no smaller than two thirds of the size nor minTextPx, then cut with
// "…"; every line takes the size of the smallest, so that the strip
// reads as one.
func seatStrip(t tongue, v *cards.View, names []string, side, lineH, room int) ([]string, textStyle) {
	// four seats' lines are thin: their words fill more of each, as large
	// as three seats' (they were a fifth smaller, some 8 px on a phone)
	style := textStyle{face: regular, px: max(lineH*6/10, min(lineH*3/4, side/36), 8), col: colText}
	floor := max(style.px*2/3, minTextPx(side))
	lines := make([]string, v.Seats)
	fit := style.px
	for seat := range lines {
		lines[seat] = seatLine(t, v, uint8(seat), names)
		_, st := clipTextTo(lines[seat], style, room, floor)
		fit = min(fit, st.px)
	}
	style.px = fit
	for seat, text := range lines {
		lines[seat], _ = clipTextTo(text, style, room, fit)
	}
	return lines, style
}

// drawCardPaths draws each seat's moves in evs (of a game of seats
// seats): a line from cell to cell in the seat's colour, each step's
// number at its end; a seat's path starts at its landing flag.
func drawCardPaths(p *pen, g cardGrid, evs []cards.Event, seats int) {
	centre := func(c cards.Cell, seat uint8) (float64, float64) { return g.pathPoint(c, seat, seats) }
	valid := func(c cards.Cell) bool { return int(c) < cards.MaxSide*cards.MaxSide }
	var moves []cards.Event
	for _, e := range evs {
		if e.Seat < cards.MaxSeats && e.Kind == cards.EvMove && valid(e.From) && valid(e.Cell) {
			moves = append(moves, e)
		}
	}
	w := float64(g.cell) * 0.05
	for _, e := range moves { // the lines first, the numbered steps over them
		x1, y1 := centre(e.From, e.Seat)
		x2, y2 := centre(e.Cell, e.Seat)
		p.line(x1, y1, x2, y2, w*1.6, colInk)
		p.line(x1, y1, x2, y2, w, seatColours[e.Seat])
	}
	var steps [cards.MaxSeats]int
	for _, e := range moves {
		steps[e.Seat]++
		x2, y2 := centre(e.Cell, e.Seat)
		rad := float64(g.cell) * stepRadius
		p.circle(x2, y2, rad*1.2, colInk)
		p.circle(x2, y2, rad, seatColours[e.Seat])
		ink := colInk
		if e.Seat == 2 {
			ink = colPaper
		}
		p.text(fmt.Sprint(steps[e.Seat]), x2, y2, rad*1.3, 0, bold, ink)
	}
}

// stepRadius is the radius of a path's numbered step, in cells (its
// outline a fifth more).
const stepRadius = 0.09

// pathPoint is where seat's path passes cell c in a game of seats seats.
// The seats' paths run side by side, each a fifth of a cell from the
// next along a slant no move follows, so that the steps of pirates
// crossing one cell stand apart and two pirates moving alike draw two
// lines; the row sits a little above the middle, clear of the pirates
// standing at the foot of the cell.
func (g cardGrid) pathPoint(c cards.Cell, seat uint8, seats int) (float64, float64) {
	seats = min(max(seats, 1), cards.MaxSeats)
	r := g.rect(c)
	k := (float64(seat) - float64(seats-1)/2) * float64(g.cell) * 0.2
	return float64(r.Min.X+r.Max.X)/2 + k*0.95, float64(r.Min.Y+r.Max.Y)/2 - k*0.32 - float64(g.cell)*0.1
}

// maxSeatName is the most letters of a seat's name the strip shows.
const maxSeatName = 24 // «Компьютер 2 (случайный)» whole

// seatName is a seat's name in the picture: as names gives it (cut when
// long), else "p1", "p2", … as the notation writes it.
func seatName(seat uint8, names []string) string {
	name := fmt.Sprintf("p%d", seat+1)
	if int(seat) < len(names) && names[seat] != "" {
		name = names[seat]
		if r := []rune(name); len(r) > maxSeatName {
			name = string(r[:maxSeatName-1]) + "…"
		}
	}
	return name
}

// cardOverTitle is a finished game's title in t: "Game over: Bob wins",
// "Game over: Ann and Bob win" (a shared win), "Game over: a draw" (every
// seat shares it), "Game over" when nobody won (all resigned).
func cardOverTitle(t tongue, v *cards.View, names []string) string {
	won := v.Winners()
	switch {
	case len(won) == 0:
		return t.say(wGameOver)
	case len(won) == 1:
		return t.say(wGameOverPlayer, seatName(won[0], names))
	case len(won) == int(v.Seats):
		return t.say(wGameOverDraw)
	}
	who := make([]string, len(won))
	for i, p := range won {
		who[i] = seatName(p, names)
	}
	return t.say(wGameOverWin, strings.Join(who, t.say(wAnd)))
}

// cardOverHead is a finished game's title on a board side pixels wide:
// cardOverTitle, or only "Game over" when its names would set it too
// small to read (as cardIsland sets a title), the strip marking the
// winners.
func cardOverHead(t tongue, v *cards.View, names []string, side int) string {
	title := cardOverTitle(t, v, names)
	px := int(math.Round(cardTitlePx(side)))
	if fitText(title, textStyle{face: bold, px: px}, side*9/10).px < px*2/3 {
		return t.say(wGameOver)
	}
	return title
}

// seatLine is one seat's line of the strip in t, the seat named by names:
// its coins, its hand, its row while planning and the first player's
// mark; once the game is over, the winners' mark instead.
func seatLine(t tongue, v *cards.View, seat uint8, names []string) string {
	parts := []string{seatName(seat, names), t.count(int(v.Coins[seat]), nCoin), t.say(wInHand, v.HandN[seat])}
	if v.Phase == cards.PhaseOver {
		if slices.Contains(v.Winners(), seat) {
			parts = append(parts, t.say(wWinner))
		}
		return strings.Join(parts, " · ")
	}
	if v.Phase == cards.PhasePlan {
		switch v.Status[seat] {
		case cards.Ready:
			parts = append(parts, t.say(wReady, t.count(int(v.RowN[seat]), nCard)))
		case cards.AtTortuga:
			parts = append(parts, t.say(wAtTortuga))
		case cards.Passed:
			parts = append(parts, t.say(wPasses))
		default:
			parts = append(parts, t.say(wPlanning, v.RowN[seat]))
		}
	}
	if seat == v.First {
		parts = append(parts, t.say(wFirst))
	}
	return strings.Join(parts, " · ")
}
