package render

import (
	"strconv"

	"github.com/jackalbot/jackal/engine"
)

// crewsLine is how the status strip's second line is set: each crew's
// token, name, banked gold and bottles from the left, the dead pieces at
// the right. Every crew keeps its name.
type crewsLine struct {
	names  []string // the crews' names as written, in sideOrder's order
	namePx int      // the names' size
	gap    float64  // the space after a crew's numbers, in strip heights
	dead   deadList // how the dead pieces are listed
}

// deadList is how the strip lists the dead pieces: a faded, struck-out
// token each, or, when those do not fit, a skull and their count.
type deadList struct {
	pieces  []engine.PieceID // the dead pieces
	step    float64          // from one token to the next, in pixels
	counted bool             // a count "×n" instead of the tokens
}

// Spacing of the second line, in strip heights.
const (
	crewGap      = 0.4  // after each crew's numbers
	crewGapTight = 0.22 // the same when the line is full
	deadBefore   = 0.3  // between the crews and the dead
)

// fitCrewsLine sets the second line of a strip h pixels high on a picture
// size pixels wide with margin pixels each side, in t; the numbers are px
// pixels. It tries, until the line fits: the names at px, set smaller
// down to minTextPx; the crews closer together; the dead tokens
// overlapping (down to a little over half a token apart); the dead
// counted; the names cut to three letters ("Yel.", «Жёл.»), then to their
// initials. Each step keeps the names as large as it can. It never drops
// a name.
func fitCrewsLine(t tongue, v *engine.View, size int, margin, h float64, px int) crewsLine {
	floor := min(minTextPx(size), px)
	room := float64(size) - 2*margin - deadBefore*h
	order, _ := sideOrder(v)
	full := make([]string, len(order))
	short := make([]string, len(order))
	initial := make([]string, len(order))
	for i, c := range order {
		full[i] = t.crewTitle(c)
		short[i] = abbreviate(full[i])
		initial[i] = string([]rune(full[i])[:min(1, len(full[i]))])
	}
	dead := deadPieces(v)
	tries := []struct {
		names []string
		gap   float64
		dead  func(crews float64) (deadList, bool)
	}{
		{full, crewGap, spreadDead(dead, room, h)},
		{full, crewGapTight, spreadDead(dead, room, h)},
		{full, crewGapTight, squeezeDead(dead, 1.1*deadRadius(h), room, h)},
		{full, crewGapTight, countDead(dead, room, h, px)},
		{short, crewGapTight, countDead(dead, room, h, px)},
		{initial, crewGapTight, countDead(dead, room, h, px)},
	}
	for _, try := range tries {
		for namePx := px; namePx >= floor; namePx-- {
			crews := crewsWidth(try.names, v, h, px, namePx, try.gap)
			if d, ok := try.dead(crews); ok {
				return crewsLine{names: try.names, namePx: namePx, gap: try.gap, dead: d}
			}
		}
	}
	// too narrow for anything (no picture of MinSize or more is): the
	// initials, and the dead counted, at the right whatever they cover
	return crewsLine{names: initial, namePx: floor, gap: crewGapTight, dead: deadList{pieces: dead, counted: len(dead) > 0}}
}

// spreadDead lists the dead with room between them on a strip h pixels
// high, when they fit beside crews.
func spreadDead(dead []engine.PieceID, room, h float64) func(float64) (deadList, bool) {
	return func(crews float64) (deadList, bool) {
		d := deadList{pieces: dead, step: deadSpread(h)}
		return d, crews+d.width(0, h) <= room
	}
}

// squeezeDead lists the dead on a strip h pixels high as far apart as the
// room left by crews allows, up to their spread and no closer than least.
func squeezeDead(dead []engine.PieceID, least, room, h float64) func(float64) (deadList, bool) {
	return func(crews float64) (deadList, bool) {
		d := deadList{pieces: dead, step: deadSpread(h)}
		if len(dead) > 1 {
			d.step = min(d.step, (room-crews-2.4*deadRadius(h)-deadSpread(h))/float64(len(dead)-1))
		}
		return d, d.step >= least && crews+d.width(0, h) <= room
	}
}

// countDead counts the dead, their count written at px pixels, when the
// count fits beside crews on a strip h pixels high.
func countDead(dead []engine.PieceID, room, h float64, px int) func(float64) (deadList, bool) {
	return func(crews float64) (deadList, bool) {
		d := deadList{pieces: dead, counted: len(dead) > 0}
		return d, crews+d.width(px, h) <= room
	}
}

// abbreviate cuts a crew's name longer than four letters to its first
// three and a full stop: "Yellow" "Yel.", «Красные» «Кра.»; "Red" stays.
func abbreviate(name string) string {
	if r := []rune(name); len(r) > 4 {
		return string(r[:3]) + "."
	}
	return name
}

// deadPieces are the pieces dead in v.
func deadPieces(v *engine.View) []engine.PieceID {
	var dead []engine.PieceID
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if v.Pieces[p].Status == engine.Dead {
			dead = append(dead, p)
		}
	}
	return dead
}

// deadRadius is the radius of a dead token on a strip h pixels high.
func deadRadius(h float64) float64 { return h * 0.15 }

// deadCount is the count the strip writes for n dead pieces.
func deadCount(n int) string { return "×" + strconv.Itoa(n) }

// width is the width the list takes on a strip h pixels high, a count
// written at px pixels: the skull, then the tokens or the count.
func (d deadList) width(px int, h float64) float64 {
	r := deadRadius(h)
	switch {
	case len(d.pieces) == 0:
		return 0
	case d.counted:
		return 2.4*r + float64(textWidth(deadCount(len(d.pieces)), textStyle{face: bold, px: px}))
	}
	return 2.4*r + float64(len(d.pieces)-1)*d.step + deadSpread(h)
}

// deadSpread is the step of dead tokens with room between them, on a
// strip h pixels high; the last token takes it too, a few pixels of
// margin after it.
func deadSpread(h float64) float64 { return 2*deadRadius(h) + h*0.04 }

// crewsWidth is the width the crews' scores take on the second line of a
// strip h pixels high, their numbers at px pixels, the names (in the
// crews' sideOrder) at namePx pixels, gap strip heights after each, the
// marks between allies and sides (sideOrder) among them.
func crewsWidth(names []string, v *engine.View, h float64, px, namePx int, gap float64) float64 {
	w := 0.0
	order, joins := sideOrder(v)
	for i, c := range order {
		w += joinWidth(joins[i], h, px, gap)
		w += h*0.26 + h*0.06 + h*0.3 + h*gap
		w += float64(textWidth(strconv.Itoa(v.Scores[c]), textStyle{face: bold, px: px}))
		if i < len(names) {
			w += float64(textWidth(names[i], textStyle{face: regular, px: namePx})) + h*0.1
		}
		if v.Bottles[c] > 0 {
			w += h*0.28 + float64(textWidth(strconv.Itoa(v.Bottles[c]), textStyle{face: bold, px: px}))
		}
	}
	return w
}
