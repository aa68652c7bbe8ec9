package render

import (
	"image"
	"math"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// archTurnLine is the first line of the status strip, in t: whose turn
// it is (with the seat in a four-player game), or the end and its winner.
func archTurnLine(t tongue, v *archipirata.View) string {
	if v.Over {
		if v.Winner < 0 || v.Winner > 1 {
			return t.say(wGameOverDraw)
		}
		return t.say(wGameOverWins, t.teamIn(int(v.Winner)))
	}
	s := t.teamIn(int(archipirata.Team(v.Turn)))
	if v.Seats > 2 {
		s += " (P" + strconv.Itoa(int(v.Turn)+1) + ")"
	}
	return t.say(wTeamToPlay, s)
}

// pendingLine says in t what the pending choice asks for, "" when none is.
func pendingLine(t tongue, p archipirata.Pending) string {
	switch p {
	case archipirata.PendAid:
		return t.say(wPendAid)
	case archipirata.PendLookout:
		return t.say(wPendLookout)
	case archipirata.PendInjure:
		return t.say(wPendInjure)
	case archipirata.PendPlace:
		return t.say(wPendPlace)
	}
	return ""
}

// endReason is a short reason, in t, for the end of the game.
func endReason(t tongue, why uint8) string {
	switch why {
	case archipirata.EndGold:
		return t.say(wEndGold)
	case archipirata.EndEliminated:
		return t.say(wEndEliminated)
	case archipirata.EndNoMove:
		return t.say(wEndNoMove)
	case archipirata.EndStall:
		return t.say(wEndStall)
	}
	return ""
}

// drawArchStatus fills the status strip, its words in lang: the title and whose turn on the
// first line; each team's gold on the second (a coin a gold chest, a lid
// a chest the view hides, an empty ring up to three), and the pending
// choice at its right.
func drawArchStatus(img *image.RGBA, l *archLayout, v *archipirata.View, title string, lang tongue) {
	n := float64(l.w)
	h := float64(l.strip)
	margin := n * 0.025
	y1, y2 := h*0.3, h*0.74
	px := int(math.Round(h * 0.3))
	s := &strip{img: img, unit: h, px: px}
	s.x = margin
	if title != "" {
		t, st := clipWords(title, textStyle{face: bold, px: px}, int(n*0.35), l.w)
		s.px = st.px
		s.text(t, y1, bold, colHighlight)
		s.px = px
		s.space(0.25)
	}
	p := penOn(img, 0, 0, 1)
	if !v.Over {
		archToken(p, int(archipirata.Team(v.Turn)), s.x+h*0.13, y1, h*0.13)
		s.space(0.34)
	}
	line, st := fitChoice([]string{archTurnLine(lang, v)}, textStyle{face: bold, px: px}, int(n-margin-s.x), minTextPx(l.w))
	s.px = st.px
	s.text(line, y1, bold, colText)
	s.px = px

	s.x = margin
	r := h * 0.12
	for t := range 2 {
		archToken(p, t, s.x+r, y2, r)
		s.space(0.3)
		s.text(lang.teamTitle(t), y2, regular, colTextDim)
		s.space(0.12)
		gold := int(v.Held[t][archipirata.Gold]) + int(v.CapGold[t])
		lids := int(v.Held[t][archipirata.Chest])
		for k := range max(3, gold+lids) {
			x := s.x + r
			switch {
			case k < gold:
				coinBadge(p, x, y2, r, "")
			case k < gold+lids:
				chestLid(p, x, y2, r)
			default:
				p.ring(x, y2, r*0.8, r*0.18, colTextDim)
			}
			s.x += 2*r + h*0.05
		}
		s.space(0.35)
	}
	if pl := pendingLine(lang, v.Pend); pl != "" && !v.Over {
		// short of room, the choice is named alone ("Aid"), the islands
		// it asks for being ringed on the picture
		head, _, _ := strings.Cut(pl, ":")
		pl, st := fitChoice([]string{pl, head}, textStyle{face: bold, px: px, col: colHighlight}, int(n-margin-s.x), minTextPx(l.w))
		w := textWidth(pl, st)
		drawText(img, pl, int(n-margin)-w, int(y2)+capHeight(st)/2, st)
	}
}

// chestLid draws a small closed chest of radius r centred on (x, y): a
// chest whose content the viewer does not know.
func chestLid(p *pen, x, y, r float64) {
	drawCardIcon(p, archipirata.Chest, x, y, r*2.2)
}

// drawArchBanner lays a ribbon across the middle of the ring at the end
// of the game: the winner (or a draw) and why the game ended, in t.
func drawArchBanner(img *image.RGBA, l *archLayout, v *archipirata.View, t tongue) {
	n := float64(l.w)
	w, h := n*0.46, n*0.13
	x, y := l.cx-w/2, l.cy-h/2
	p := penOn(img, 0, 0, 1)
	p.poly(colInk, x-n*0.05, y+h*0.2, x+n*0.01, y+h*0.2, x+n*0.01, y+h*1.1, x-n*0.05, y+h*1.1, x-n*0.02, y+h*0.65)
	p.poly(colInk, x+w+n*0.05, y+h*0.2, x+w-n*0.01, y+h*0.2, x+w-n*0.01, y+h*1.1, x+w+n*0.05, y+h*1.1, x+w+n*0.02, y+h*0.65)
	p.poly(colOgreBg, x-n*0.045, y+h*0.24, x+n*0.01, y+h*0.24, x+n*0.01, y+h*1.06, x-n*0.045, y+h*1.06, x-n*0.016, y+h*0.65)
	p.poly(colOgreBg, x+w+n*0.045, y+h*0.24, x+w-n*0.01, y+h*0.24, x+w-n*0.01, y+h*1.06, x+w+n*0.045, y+h*1.06, x+w+n*0.016, y+h*0.65)
	p.round(x, y, w, h, n*0.012, colInk)
	p.round(x+n*0.005, y+n*0.005, w-n*0.01, h-n*0.01, n*0.01, colGold)
	p.round(x+n*0.011, y+n*0.011, w-n*0.022, h-n*0.022, n*0.008, colOgreBg)
	head := t.say(wDraw)
	if v.Winner == 0 || v.Winner == 1 {
		head = t.say(wTeamWins, t.teamIn(int(v.Winner)))
		archToken(p, int(v.Winner), x+n*0.045, y+h*0.4, n*0.022)
		archToken(p, int(v.Winner), x+w-n*0.045, y+h*0.4, n*0.022)
	}
	p.text(head, l.cx, y+h*0.4, n*0.05, w*0.7, bold, colGold)
	if why := endReason(t, v.EndedBy); why != "" {
		p.text(why, l.cx, y+h*0.76, n*0.028, w*0.88, regular, colText)
	}
}
