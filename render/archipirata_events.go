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
// islands rums skipped (bit i: island i+1).
type sowing struct {
	start int
	isles []uint8
	cols  []archipirata.Colour
	rums  uint8
}

// maxSown bounds the pirates of a sowing drawn (there are 16 in the game).
const maxSown = 32

// lastSowing finds the last take in evs; ok is false when there is none.
func lastSowing(evs []archipirata.Event, buf *[maxSown]uint8, cbuf *[maxSown]archipirata.Colour) (sowing, bool) {
	s := sowing{start: -1, isles: buf[:0], cols: cbuf[:0]}
	for _, e := range evs {
		switch e.Kind {
		case archipirata.EvTaken:
			s.start, s.rums = int(e.Island&7), 0
			s.isles, s.cols = s.isles[:0], s.cols[:0]
		case archipirata.EvSown:
			if s.start >= 0 && len(s.isles) < cap(s.isles) {
				s.isles = append(s.isles, e.Island&7)
				s.cols = append(s.cols, e.Colour)
			}
		case archipirata.EvRumSpent:
			if s.start >= 0 {
				s.rums |= 1 << (e.Island & 7)
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

// trail is the last sowing laid out on the ring: where it starts, the
// way it goes, and how far round each pirate landed, in degrees.
type trail struct {
	sowing
	a0, sign float64 // the start's angle, and 1 clockwise, -1 the other way
	at       [maxSown]float64
	travel   float64 // the whole way round
	isleBuf  [maxSown]uint8
	colBuf   [maxSown]archipirata.Colour
}

// newTrail lays out the last sowing of evs; ok is false when there is none.
func newTrail(evs []archipirata.Event) (*trail, bool) {
	t := new(trail)
	s, ok := lastSowing(evs, &t.isleBuf, &t.colBuf)
	if !ok {
		return nil, false
	}
	t.sowing, t.a0, t.sign = s, isleAngle(s.start), 1
	if !s.clockwise() {
		t.sign = -1
	}
	pos := s.start
	for k, b := range s.isles {
		d := t.steps(pos, int(b))
		if d == 0 {
			d = 8
		}
		t.travel += float64(d) * 45
		t.at[k] = t.travel
		pos = int(b)
	}
	return t, true
}

// steps is how many islands on from a island b is, the trail's way.
func (t *trail) steps(a, b int) int {
	if t.sign < 0 {
		return (a - b + 8) % 8
	}
	return (b - a + 8) % 8
}

// point is the pixel of the trail deg degrees along it.
func (t *trail) point(l *archLayout, deg float64) (float64, float64) {
	return l.trailPoint(t.a0+t.sign*deg, deg/360)
}

// clear moves deg back along the trail until a mark of radius r there
// keeps off island 4's number, the only one the path passes under.
func (t *trail) clear(l *archLayout, deg, r float64) float64 {
	bx, by := l.isleAt(3, isleBadgeX, isleBadgeY)
	room := r + isleBadgeR*2*l.isle
	for k := 0; k < 30; k++ {
		x, y := t.point(l, deg)
		if math.Hypot(x-bx, y-by) >= room {
			break
		}
		deg--
	}
	return deg
}

// drawLine draws the trail's line, from the start to where the arrowhead
// begins; a path longer than the ring spirals inward.
func (t *trail) drawLine(img *image.RGBA, l *archLayout) {
	end := t.tip(l) - 6
	pts := make([]float64, 0, 2*int(end/3+2))
	for d := 0.0; ; d += 3 {
		d = math.Min(d, end)
		x, y := t.point(l, d)
		pts = append(pts, x, y)
		if d >= end {
			break
		}
	}
	penOn(img, 0, 0, 1).polyline(float64(l.w)*0.008, colTrailSoft, pts...)
}

// tip is how far along the trail its arrowhead's tip lies: at the last
// island, or short of it, clear of island 4's number.
func (t *trail) tip(l *archLayout) float64 {
	return t.clear(l, t.travel, float64(l.w)*0.008)
}

// drawMarks draws, over the islands' numbers, the ring where the trail
// starts, its arrowhead, a dot of each pirate's colour where it was sown
// and a bottle on each island a rum skipped.
func (t *trail) drawMarks(img *image.RGBA, l *archLayout) {
	n := float64(l.w)
	p := penOn(img, 0, 0, 1)
	tip := t.tip(l)
	tipX, tipY := t.point(l, tip)
	bx, by := t.point(l, tip-9)
	ux, uy := tipX-bx, tipY-by
	d := math.Hypot(ux, uy)
	ux, uy = ux/d, uy/d
	hw := n * 0.013
	p.poly(colTrailSoft, tipX, tipY, bx-uy*hw, by+ux*hw, bx+uy*hw, by-ux*hw)
	sx, sy := t.point(l, 0)
	p.ring(sx, sy, n*0.011, n*0.006, colTrailSoft)
	r := n * 0.0095
	for k := range t.isles {
		x, y := t.point(l, t.clear(l, t.at[k], r))
		archToken(p, int(t.cols[k]&1), x, y, r)
	}
	for i := range archipirata.NumIslands {
		if t.rums&(1<<i) == 0 {
			continue
		}
		x, y := t.point(l, t.clear(l, float64(t.steps(t.start, i))*45, n*0.02))
		p.circle(x, y, n*0.02, colInk)
		p.circle(x, y, n*0.017, colPaper)
		drawCardIcon(p, archipirata.Rum, x, y, n*0.032)
	}
}

// drawArchTouched marks, on each island where the last action did
// something, the card taken there (a small card) and the pirates injured
// there (a red badge), on the island's rim away from the ring's centre.
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
		if card[i] == archipirata.NoCard && hurt[i] == 0 {
			continue
		}
		spots := markSpots(i)
		if c := card[i]; c != archipirata.NoCard {
			x, y := l.isleAt(i, spots[0][0], spots[0][1])
			w := max(8, int(math.Round(isleMarkW*d)))
			blitCentred(img, archCards.get(cardKey{card: c, w: w}), x, y)
		}
		if hurt[i] > 0 {
			x, y := l.isleAt(i, spots[1][0], spots[1][1])
			drawBadgeAt(img, strconv.Itoa(hurt[i]), int(math.Round(0.085*d)), minTextPx(l.w), badgeRed, x, y)
		}
	}
}

// markCorners are the free places on an island's rim, in island-square
// units: top right, bottom right, bottom left (the number is top left).
var markCorners = [3][2]float64{{0.88, 0.12}, {0.86, 0.86}, {0.12, 0.86}}

// markSpots orders the free corners of island i from the one facing most
// away from the ring's centre, so the marks keep clear of the path.
func markSpots(i int) [3][2]float64 {
	ox, oy := unitAngle(isleAngle(i))
	out := markCorners
	dot := func(c [2]float64) float64 { return (c[0]-0.5)*ox + (c[1]-0.5)*oy }
	for a := 1; a < len(out); a++ {
		for b := a; b > 0 && dot(out[b]) > dot(out[b-1])+1e-9; b-- {
			out[b], out[b-1] = out[b-1], out[b]
		}
	}
	return out
}
