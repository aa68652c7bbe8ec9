package render

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// colTrailSoft is the last sowing's path: paper, partly transparent, so it
// shows on the sea without drawing the eye from the islands.
var colTrailSoft = color.NRGBA{0xfb, 0xf8, 0xee, 0xa0}

// sowing is the last take of a list of events: the island it started
// from, the islands it sowed in order with each pirate's colour, and the
// island a rum skipped.
type sowing struct {
	start int
	isles []uint8
	cols  []archipirata.Colour
	rum   int
}

// lastSowing finds the last take in evs; ok is false when there is none.
func lastSowing(evs []archipirata.Event, buf *[32]uint8, cbuf *[32]archipirata.Colour) (sowing, bool) {
	s := sowing{start: -1, rum: -1, isles: buf[:0], cols: cbuf[:0]}
	for _, e := range evs {
		switch e.Kind {
		case archipirata.EvTaken:
			s.start, s.rum = int(e.Island), -1
			s.isles, s.cols = s.isles[:0], s.cols[:0]
		case archipirata.EvSown:
			if s.start >= 0 && len(s.isles) < cap(s.isles) {
				s.isles = append(s.isles, e.Island&7)
				s.cols = append(s.cols, e.Colour)
			}
		case archipirata.EvRumSpent:
			if s.start >= 0 {
				s.rum = int(e.Island & 7)
			}
		}
	}
	return s, s.start >= 0 && len(s.isles) > 0
}

// clockwise tells the way a sowing went: the way most of its steps go.
func (s *sowing) clockwise() bool {
	cw, ccw := 0, 0
	pos := s.start
	for _, b := range s.isles {
		switch d := (int(b) - pos + 8) % 8; {
		case d >= 1 && d <= 3:
			cw++
		case d >= 5:
			ccw++
		}
		pos = int(b)
	}
	return cw >= ccw
}

// trailRadius is the radius of the sowing's path: inside the ring, just
// short of the islands.
func (l *archLayout) trailRadius() float64 { return l.ring - l.isle - float64(l.w)*0.016 }

// trailPoint is the point of the path turned deg degrees clockwise from
// north, lap laps inward.
func (l *archLayout) trailPoint(deg, lap float64) (float64, float64) {
	r := l.trailRadius() - lap*float64(l.w)*0.016
	dx, dy := unitAngle(deg)
	return l.cx + dx*r, l.cy + dy*r
}

// drawArchEvents draws the last sowing's path on the inner side of the
// ring: a light line from the island the pirates were taken from (a small
// ring) round to where the last one landed (an arrowhead), a dot of each
// pirate's colour where it was sown (drawArchRum adds a bottle where a rum
// skipped an island). A path longer than the ring spirals inward. It reports whether
// there was a path to draw.
func drawArchEvents(img *image.RGBA, l *archLayout, evs []archipirata.Event) bool {
	var buf [32]uint8
	var cbuf [32]archipirata.Colour
	s, ok := lastSowing(evs, &buf, &cbuf)
	if !ok {
		return false
	}
	n := float64(l.w)
	sign := 1.0
	if !s.clockwise() {
		sign = -1
	}
	// the angle travelled to each sown island
	at := make([]float64, len(s.isles))
	pos, travel := s.start, 0.0
	for k, b := range s.isles {
		d := (int(b) - pos + 8) % 8
		if sign < 0 {
			d = (pos - int(b) + 8) % 8
		}
		if d == 0 {
			d = 8
		}
		travel += float64(d) * 45
		at[k] = travel
		pos = int(b)
	}
	a0 := isleAngle(s.start)
	p := penOn(img, 0, 0, 1)
	pts := make([]float64, 0, 2*int(travel/3+2))
	for t := 0.0; ; t += 3 {
		t = math.Min(t, travel-6) // stop short: the arrowhead ends the path
		x, y := l.trailPoint(a0+sign*t, t/360)
		pts = append(pts, x, y)
		if t >= travel-6 {
			break
		}
	}
	p.polyline(n*0.008, colTrailSoft, pts...)
	// the arrowhead
	tipX, tipY := l.trailPoint(a0+sign*travel, travel/360)
	bx, by := l.trailPoint(a0+sign*(travel-9), (travel-9)/360)
	ux, uy := tipX-bx, tipY-by
	d := math.Hypot(ux, uy)
	ux, uy = ux/d, uy/d
	hw := n * 0.013
	p.poly(colTrailSoft, tipX, tipY, bx-uy*hw, by+ux*hw, bx+uy*hw, by-ux*hw)
	// the start
	sx, sy := l.trailPoint(a0, 0)
	p.ring(sx, sy, n*0.011, n*0.006, colTrailSoft)
	// a dot for each pirate sown, of its colour
	for k := range s.isles {
		x, y := l.trailPoint(a0+sign*at[k], at[k]/360)
		archToken(p, int(s.cols[k]&1), x, y, n*0.0095)
	}
	return true
}

// drawArchRum draws a bottle on the last sowing's path where a rum skipped
// an island; it comes after the islands' numbers, which the path passes
// under.
func drawArchRum(img *image.RGBA, l *archLayout, evs []archipirata.Event) {
	var buf [32]uint8
	var cbuf [32]archipirata.Colour
	s, ok := lastSowing(evs, &buf, &cbuf)
	if !ok || s.rum < 0 {
		return
	}
	d := (s.rum - s.start + 8) % 8
	if !s.clockwise() {
		d = -((s.start - s.rum + 8) % 8)
	}
	x, y := l.trailPoint(isleAngle(s.start)+float64(d)*45, 0)
	drawCardIcon(penOn(img, 0, 0, 1), archipirata.Rum, x, y, float64(l.w)*0.036)
}

// drawArchTouched marks, on each island where the last action did
// something, the card taken there (a small card at its top right) and the
// pirates injured there (a red badge at its bottom left).
func drawArchTouched(img *image.RGBA, l *archLayout, evs []archipirata.Event) {
	var card [archipirata.NumIslands]archipirata.Card
	var hurt [archipirata.NumIslands]int
	for _, e := range evs {
		i := e.Island & 7
		switch e.Kind {
		case archipirata.EvActivated, archipirata.EvChest, archipirata.EvRevealed, archipirata.EvTavern:
			card[i] = e.Card
		case archipirata.EvInjured:
			hurt[i]++
		}
	}
	d := 2 * l.isle
	for i := range archipirata.NumIslands {
		if c := card[i]; c != archipirata.NoCard {
			x, y := l.isleAt(i, isleMarkX, isleMarkY)
			w := max(8, int(math.Round(isleMarkW*d)))
			blitCentred(img, archCards.get(cardKey{card: c, w: w}), x, y)
		}
		if hurt[i] > 0 {
			x, y := l.isleAt(i, isleInjureX, isleInjureY)
			drawBadgeAt(img, strconv.Itoa(hurt[i]), int(math.Round(0.085*d)), badgeRed, x, y)
		}
	}
}
