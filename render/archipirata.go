package render

import (
	"image"
	"math"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// ArchipirataDefaultSize is the width of an Archipirata picture when
// ArchipirataOptions.Size is 0; the picture is a third taller than wide.
const ArchipirataDefaultSize = 768

// ArchipirataOptions choose what Archipirata draws besides the position.
type ArchipirataOptions struct {
	// Size is the picture's width in pixels (its height is Size·4/3); 0
	// means ArchipirataDefaultSize. Other values are clamped into
	// MinSize…MaxSize (Check reports them).
	Size int
	// Title is written at the head of the status strip (a game's name).
	Title string
	// Highlight are the islands (indexes 0–7, island 1 being 0) to mark as
	// the targets of a choice: a bright ring and a bright number, the same
	// number the chat's buttons show. Indexes out of range are ignored.
	Highlight []uint8
	// Events are the last action's events, drawn lightly: the sowing path
	// round the ring, the island it started from and the islands where
	// something happened. Each is shown as the view's seat may see it
	// (archipirata.EventFor), so a chest another team claimed stays a chest.
	Events []archipirata.Event
	// Lang is the language of the picture's words: "ru" Russian, anything
	// else English.
	Lang string
}

// Check reports whether the options are drawable as given.
func (o ArchipirataOptions) Check() error { return checkSize(o.Size) }

// width is the picture width the options ask for, clamped into range.
func (o ArchipirataOptions) width() int { return clampSize(o.Size, ArchipirataDefaultSize) }

// Archipirata draws v, one seat's (or a spectator's) view of an Archipirata
// game, as a portrait picture a third taller than wide: the status strip
// (title, whose turn, each team's gold), the ring of the eight islands on
// the sea with each island's number, pile, permanent and pirates, the two
// airships with their injured pirates in the middle of the ring, and under
// the ring each team's box with the cards it keeps and its captains. What
// the view hides (face-down cards, the other team's chests, hidden
// captains) is drawn the same whatever it is, so the picture tells no more
// than the view. A nil view draws the empty board. It never fails: sizes
// out of range are clamped, unknown cards are drawn as "?".
func Archipirata(v *archipirata.View, o ArchipirataOptions) *image.RGBA {
	l := newArchLayout(o.width())
	t := tongueOf(o.Lang)
	base := archBases.get(archBaseKey{l.w, t})
	img := image.NewRGBA(base.Rect)
	copy(img.Pix, base.Pix)
	if v == nil {
		return img
	}
	var evBuf [64]archipirata.Event
	evs := archVisible(evBuf[:0], o.Events, v.Seat)
	// The last sowing's path passes under the islands' numbers, its marks
	// over them.
	path, ok := newTrail(evs)
	if ok {
		path.drawLine(img, &l)
	}
	lit := drawArchHighlights(img, &l, o.Highlight)
	if ok {
		for i := range archipirata.NumIslands {
			if lit&(1<<i) == 0 {
				drawIsleBadge(img, &l, i, false)
			}
		}
		path.drawMarks(img, &l)
	}
	for i := range archipirata.NumIslands {
		drawArchIsland(img, &l, v, i)
	}
	drawArchTouched(img, &l, evs)
	drawArchAirships(img, &l, v)
	drawArchPanel(img, &l, v)
	drawArchStatus(img, &l, v, o.Title, t)
	if v.Over {
		drawArchBanner(img, &l, v, t)
	}
	return img
}

// archVisible appends to buf the events of evs as seat may see them.
func archVisible(buf, evs []archipirata.Event, seat uint8) []archipirata.Event {
	for _, e := range evs {
		buf = append(buf, archipirata.EventFor(e, seat))
	}
	return buf
}

// archLayout is where everything lies on an Archipirata picture of one
// width: the status strip on top, the ring of islands on the sea below it,
// the teams' boxes at the bottom.
type archLayout struct {
	w, h   int
	strip  int     // the status strip's height
	seaEnd int     // the sea's bottom edge, where the teams' boxes begin
	cx, cy float64 // the ring's centre
	ring   float64 // the ring's radius, through the islands' centres
	isle   float64 // an island's radius
	boxes  [2]image.Rectangle
}

// newArchLayout computes the layout of a picture w pixels wide.
func newArchLayout(w int) archLayout {
	n := float64(w)
	l := archLayout{w: w, h: w * 4 / 3}
	l.strip = int(math.Round(n * 0.095))
	l.seaEnd = int(math.Round(n * 1.08))
	l.cx, l.cy = n/2, n*0.585
	l.ring, l.isle = n*0.34, n*0.115
	m := int(math.Round(n * 0.02))
	half := w / 2
	top, bottom := l.seaEnd+m, l.h-m
	l.boxes[0] = image.Rect(m, top, half-m/2, bottom)
	l.boxes[1] = image.Rect(half+m/2, top, w-m, bottom)
	return l
}

// isleAngle is the direction of island i from the ring's centre, in
// degrees clockwise from north: island 1 (the wreck) is on top and the
// numbers go up clockwise, the way "cw" sows.
func isleAngle(i int) float64 { return float64(i) * 360 / archipirata.NumIslands }

// isleCentre is the centre of island i, in pixels.
func (l *archLayout) isleCentre(i int) (float64, float64) {
	dx, dy := unitAngle(isleAngle(i))
	return l.cx + dx*l.ring, l.cy + dy*l.ring
}

// islePen is a pen over island i's square: (0,0) its top-left corner,
// (1,1) its bottom-right one, the island's disc touching all four sides.
func (l *archLayout) islePen(img *image.RGBA, i int) *pen {
	x, y := l.isleCentre(i)
	return penOn(img, math.Round(x-l.isle), math.Round(y-l.isle), 2*l.isle)
}

// isleAt is the pixel of the island-square point (a, b) of island i.
func (l *archLayout) isleAt(i int, a, b float64) (float64, float64) {
	x, y := l.isleCentre(i)
	d := 2 * l.isle
	return math.Round(x-l.isle) + a*d, math.Round(y-l.isle) + b*d
}

// airship is the rectangle of team t's airship: Red's above the ring's
// centre, White's below it.
func (l *archLayout) airship(t int) image.Rectangle {
	n := float64(l.w)
	w, h := n*0.25, n*0.1425
	y := l.cy - n*0.17
	if t == 1 {
		y = l.cy + n*0.0275
	}
	x := l.cx - w/2
	return image.Rect(int(x), int(y), int(x+w), int(y+h))
}
