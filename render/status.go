package render

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// turnLine is the first line of the status strip, in t: the round and
// whose turn it is, who plays it under smoke, or the end of the game and
// its winners.
func turnLine(t tongue, v *engine.View) string { return turnLines(t, v)[0] }

// turnLines are the forms of v's turn line in t, longest first, for a
// strip short of room (see fitChoice; a solo game's: soloTurnForms): the
// line; under smoke, its smoke said shorter; then without the round (an
// ended game's without "Game over"); then each of those with the crews'
// names cut to three letters ("Yel.", «жёл.»).
func turnLines(t tongue, v *engine.View) []string {
	if v.Solo.On && !v.Over {
		return soloTurnForms(t, v)
	}
	if v.Solo.On {
		return []string{soloTurnLine(t, v)}
	}
	full := turnForms(t, v, t.crewIn)
	short := turnForms(t, v, func(c engine.Crew) string { return abbreviate(t.crewIn(c)) })
	return append(full, short...)
}

// turnForms are the forms of v's turn line in t, longest first, each
// crew named by name.
func turnForms(t tongue, v *engine.View, name func(engine.Crew) string) []string {
	if v.Over {
		if len(v.Winners) == 0 {
			return []string{t.say(wGameOver)}
		}
		if len(v.Crews) > 1 && len(v.Winners) == len(v.Crews) {
			return []string{t.say(wGameOverDraw)} // every side shares the best total
		}
		names := make([]string, len(v.Winners))
		for i, w := range v.Winners {
			names[i] = name(w)
		}
		over, won := wGameOverWins, wTeamWins
		if len(names) > 1 {
			over, won = wGameOverWin, wCrewsWin
		}
		all := strings.Join(names, t.say(wAnd))
		return []string{t.say(over, all), t.say(won, all)}
	}
	round, turn := t.say(wRoundTurn, v.Round, name(v.Turn)), t.say(wTeamToPlay, name(v.Turn))
	if v.SmokeLeft > 0 && v.Controller != v.Turn && v.Controller < engine.NumCrews {
		smoke := t.say(wSmokeShort, name(v.Controller), v.SmokeLeft)
		return []string{round + t.say(wSmoke, name(v.Controller), v.SmokeLeft), round + smoke, turn + smoke}
	}
	return []string{round, turn}
}

// strip is a pen over the status strip that writes from left to right.
type strip struct {
	img  *image.RGBA
	x    float64 // the next free column, in pixels
	unit float64 // the strip's height
	px   int     // the text size
}

// token draws a crew-coloured disc centred on row y and moves on.
func (s *strip) token(c engine.Crew, y float64, r float64) {
	p := penOn(s.img, 0, 0, 1)
	p.circle(s.x+r, y, r, crewEdge(c))
	p.circle(s.x+r, y, r*0.8, crewColor(c))
	s.x += 2*r + s.unit*0.06
}

// text writes t with its middle on row y and moves on.
func (s *strip) text(t string, y float64, f typeface, col color.Color) {
	st := textStyle{face: f, px: s.px, col: col}
	drawText(s.img, t, int(s.x), int(y)+capHeight(st)/2, st)
	s.x += float64(textWidth(t, st))
}

// space moves on by f strip heights.
func (s *strip) space(f float64) { s.x += f * s.unit }

// statusHead is the status strip's first line set out: the title at the
// left, the turn line after it, the gold left at the right.
type statusHead struct {
	title   string    // the title as written, "" for none
	titleSt textStyle // its style
	line    string    // the turn line as written
	lineSt  textStyle // its style
	room    int       // the turn line's width at most
	right   string    // the gold left
	rightX  float64   // where it starts
}

// setStatusHead sets out the first line of the status strip of l for v,
// in t: the title cut to three tenths of the width, the turn line in the
// room left, no text under minTextPx (a long line is said shorter, see
// turnLines).
func setStatusHead(l *layout, v *engine.View, title string, t tongue) statusHead {
	h := float64(l.strip.Dy())
	margin := float64(l.grid.Min.X)
	px := int(math.Round(h * 0.28))
	st := textStyle{face: bold, px: px}
	floor := minTextPx(l.size)
	hd := statusHead{right: t.say(wGoldLeft, v.GoldLeft)}
	hd.rightX = float64(l.size) - margin - float64(textWidth(hd.right, st))
	x := margin
	if title != "" {
		hd.title, hd.titleSt = clipWords(title, st, int(float64(l.size)*0.3), l.size)
		x += float64(textWidth(hd.title, hd.titleSt)) + 0.25*h
	}
	if showsTurnToken(v) {
		x += 2*turnTokenRadius(h) + h*0.06 // as strip.token moves on
	}
	hd.room = int(hd.rightX - h*0.45 - x)
	hd.line, hd.lineSt = fitChoice(turnLines(t, v), st, hd.room, floor)
	return hd
}

// showsTurnToken reports whether the strip shows the token of the crew to
// play before the turn line.
func showsTurnToken(v *engine.View) bool { return !v.Over && v.Turn < engine.NumCrews }

// turnTokenRadius is the radius of the tokens on a strip h pixels high.
func turnTokenRadius(h float64) float64 { return h * 0.13 }

// drawStatus fills the status strip, its words in t: the title and the turn on the first
// line with the gold left on the island at its right; each crew's banked
// gold and bottles on the second with the dead pieces at its right. When a
// line is too long for the strip, the turn line is said shorter
// (setStatusHead) and the second line is fitted as fitCrewsLine says,
// every crew keeping its name.
func drawStatus(img *image.RGBA, l *layout, v *engine.View, title string, t tongue) {
	h := float64(l.strip.Dy())
	margin := float64(l.grid.Min.X)
	y1, y2 := h*0.3, h*0.74
	px := int(math.Round(h * 0.28))
	st := textStyle{face: bold, px: px, col: colText}
	hd := setStatusHead(l, v, title, t)

	drawText(img, hd.right, int(hd.rightX), int(y1)+capHeight(st)/2, st)
	coinBadge(penOn(img, 0, 0, h), hd.rightX/h-0.18, y1/h, 0.13, "")

	s := &strip{img: img, unit: h, px: px}
	s.x = margin
	if hd.title != "" {
		s.px = hd.titleSt.px
		s.text(hd.title, y1, bold, colHighlight)
		s.px = px
		s.space(0.25)
	}
	if showsTurnToken(v) {
		s.token(v.Turn, y1, turnTokenRadius(h))
	}
	s.px = hd.lineSt.px
	s.text(hd.line, y1, bold, colText)
	s.px = px

	s.x = margin
	if v.Solo.On {
		soloScores(t, s, v, y2)
		drawDead(img, l, v, y2, deadList{pieces: deadPieces(v), step: deadSpread(h)}, px)
		return
	}
	cl := fitCrewsLine(t, v, l.size, margin, h, px)
	order, joins := sideOrder(v)
	for i, c := range order {
		s.drawJoin(joins[i], y2, cl.gap)
		s.token(c, y2, h*0.13)
		s.px = cl.namePx
		s.text(cl.names[i], y2, regular, colTextDim)
		s.px = px
		s.space(0.1)
		p := penOn(img, 0, 0, h)
		coinBadge(p, (s.x/h)+0.13, y2/h, 0.13, "")
		s.space(0.3)
		s.text(strconv.Itoa(v.Scores[c]), y2, bold, colText)
		if v.Bottles[c] > 0 {
			s.space(0.12)
			bottleIcon(p, s.x/h+0.06, y2/h)
			s.space(0.16)
			s.text(strconv.Itoa(v.Bottles[c]), y2, bold, colText)
		}
		s.space(cl.gap)
	}
	drawDead(img, l, v, y2, cl.dead, px)
}

// bottleIcon draws a small bottle centred on (x, y), in strip units.
func bottleIcon(p *pen, x, y float64) {
	p.round(x-0.05, y-0.06, 0.1, 0.18, 0.02, colGlass)
	p.rect(x-0.02, y-0.14, 0.04, 0.09, colGlass)
	p.rect(x-0.025, y-0.17, 0.05, 0.04, colWood)
}

// drawDead lists the dead pieces d of v right-aligned on row y, after a
// small skull: as faded tokens struck through in red, or as their count
// written at px pixels.
func drawDead(img *image.RGBA, l *layout, v *engine.View, y float64, d deadList, px int) {
	h := float64(l.strip.Dy())
	r := deadRadius(h)
	if len(d.pieces) == 0 {
		return
	}
	x := float64(l.size) - float64(l.grid.Min.X) - d.width(px, h)
	pen := penOn(img, 0, 0, 1)
	drawSkull(pen, x+r, y, r*1.6, colTextDim, colBackground)
	x += 2.4 * r
	if d.counted {
		st := textStyle{face: bold, px: px, col: colTextDim}
		drawText(img, deadCount(len(d.pieces)), int(x), int(y)+capHeight(st)/2, st)
		return
	}
	for _, p := range d.pieces {
		k := tokenKey{piece: p, crew: pieceCrew(v, p), radius: int(r)}
		drawGhostAt(img, k, x+r, y)
		pen.line(x+r*0.3, y-r*0.7, x+r*1.7, y+r*0.7, r*0.25, colDeadly)
		x += d.step
	}
}
