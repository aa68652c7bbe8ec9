package render

import (
	"fmt"
	"image"
	"image/color"
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
	if v.Phase == cards.PhaseOver {
		card.Name = cardOverTitle(t, v, bo.Names)
	}
	if o.Title != "" {
		card.Name = o.Title
	}
	side := clampSize(o.Size, CardIslandDefaultSize)
	strip := side / 7
	img, g := cardIsland(card, o, strip)
	p := penOn(img, 0, 0, 1)
	drawCardPaths(p, g, bo.Events)
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
	style := textStyle{face: regular, px: max(lineH*6/10, 8), col: colText}
	for seat := range int(v.Seats) {
		y := side - strip + seat*lineH + lineH/2
		x := side / 20
		p.circle(float64(x), float64(y), float64(lineH)*0.3, seatColours[seat])
		// a line too wide for the picture is set smaller, then cut
		line, st := clipText(seatLine(t, v, uint8(seat), bo.Names), style, side-x-lineH-side/40)
		drawText(img, line, x+lineH, y+capHeight(style)/2, st)
	}
	return img
}

// drawCardPaths draws each seat's moves in evs: a line from cell to cell
// in the seat's colour, each step's number at its end; a seat's path
// starts at its landing flag.
func drawCardPaths(p *pen, g cardGrid, evs []cards.Event) {
	centre := func(c cards.Cell, seat uint8) (float64, float64) {
		r := g.rect(c)
		off := (float64(seat) - 1.5) * float64(g.cell) * 0.06 // paths side by side
		return float64(r.Min.X+r.Max.X)/2 + off, float64(r.Min.Y+r.Max.Y)/2 + off
	}
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
		rad := float64(g.cell) * 0.09
		p.circle(x2, y2, rad*1.2, colInk)
		p.circle(x2, y2, rad, seatColours[e.Seat])
		ink := colInk
		if e.Seat == 2 {
			ink = colPaper
		}
		p.text(fmt.Sprint(steps[e.Seat]), x2, y2, rad*1.3, 0, bold, ink)
	}
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
