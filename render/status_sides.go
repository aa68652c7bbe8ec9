package render

import (
	"github.com/jackalbot/jackal/engine"
)

// What the status strip's second line draws between two crews: nothing
// before the first, a "+" between allies (a 2 v 2's partners, one
// player's two crews), a bar between two sides.
const (
	joinNone = iota
	joinAlly
	joinSide
)

// allyMark is what the strip writes between two allied crews.
const allyMark = "+"

// sideOrder is the order the strip lists v's crews in, and what it
// draws before each (joinNone, joinAlly, joinSide): the turn order when
// every crew plays for itself; else side by side, each side in the turn
// order of its first crew ("White + Black | Yellow + Red"), so the line
// shows who is allied with whom.
func sideOrder(v *engine.View) ([]engine.Crew, []int) {
	joins := make([]int, len(v.Crews))
	allied := false
	for _, a := range v.Crews {
		for _, b := range v.Crews {
			allied = allied || a != b && v.Allies(a, b)
		}
	}
	if !allied {
		return v.Crews, joins
	}
	order := make([]engine.Crew, 0, len(v.Crews))
	var placed [engine.NumCrews]bool
	for _, a := range v.Crews {
		if a >= engine.NumCrews || placed[a] {
			continue
		}
		first := true
		for _, b := range v.Crews {
			if b >= engine.NumCrews || placed[b] || b != a && !v.Allies(a, b) {
				continue
			}
			switch {
			case len(order) == 0:
			case first:
				joins[len(order)] = joinSide
			default:
				joins[len(order)] = joinAlly
			}
			order = append(order, b)
			placed[b], first = true, false
		}
	}
	return order, joins
}

// sideBar is the room a side's bar adds to the gap before the side's
// first crew, in strip heights.
const sideBar = 0.2

// joinWidth is the width the mark before a crew takes on a strip h pixels
// high, "+" written at px pixels, gap strip heights after each crew (the
// room after a "+" matches the room before it).
func joinWidth(join int, h float64, px int, gap float64) float64 {
	switch join {
	case joinAlly:
		return float64(textWidth(allyMark, textStyle{face: bold, px: px})) + h*gap
	case joinSide:
		return h * sideBar
	}
	return 0
}

// drawJoin draws the mark before a crew on row y of strip s, gap strip
// heights after the crew before it, and moves on: the bar centred in the
// room between the sides.
func (s *strip) drawJoin(join int, y, gap float64) {
	switch join {
	case joinAlly:
		s.text(allyMark, y, bold, colTextDim)
		s.space(gap)
	case joinSide:
		p := penOn(s.img, 0, 0, s.unit)
		mid := s.x/s.unit + (sideBar-gap)/2
		p.rect(mid-0.025, y/s.unit-0.22, 0.05, 0.44, colTextDim)
		s.space(sideBar)
	}
}
