package render

// Text sizes that stay legible where the pictures are seen: a chat on a
// phone shows a picture about phoneWidth pixels wide whatever its own
// size, so a size is set as a share of the picture's width and checked
// in pixels at phoneWidth.
const (
	phoneWidth = 400 // the width a phone's chat shows a picture at
	// minTextPhone is the smallest text, in pixels at phoneWidth: a line
	// fitted to its room shrinks no further (it is cut, wrapped or
	// abbreviated instead).
	minTextPhone = 9
	// captionPhone is a caption's size, in pixels at phoneWidth: the
	// card game's strip (side/36), Archipirata's panel (0.028 of the
	// width), the season's rows (28/1024) are all about 11.
	captionPhone = 11
)

// minTextPx is the smallest text size on a picture w pixels wide.
func minTextPx(w int) int { return atPhone(w, minTextPhone) }

// captionPx is a caption's size on a picture w pixels wide.
func captionPx(w int) int { return atPhone(w, captionPhone) }

// atPhone is the size, in pixels of a picture w pixels wide, that shows
// px pixels tall at phoneWidth (rounded up).
func atPhone(w, px int) int { return (max(w, 0)*px + phoneWidth - 1) / phoneWidth }

// phonePx is how tall px pixels of a picture w pixels wide show at
// phoneWidth.
func phonePx(px, w int) float64 {
	if w <= 0 {
		return 0
	}
	return float64(px) * phoneWidth / float64(w)
}

// fitChoice sets the first of choices — one text, longest first, each
// shorter form saying less — that fits in width w in style t at a size
// from t's down to floor (nor below t's own size); when none does, the
// last is cut short with "…" at floor. A line that has no room to wrap is
// abbreviated so rather than shrunk under the floor.
func fitChoice(choices []string, t textStyle, w, floor int) (string, textStyle) {
	floor = min(floor, t.px)
	for _, s := range choices {
		for st := t; st.px >= floor; st.px-- {
			if textWidth(s, st) <= w {
				return s, st
			}
		}
	}
	if len(choices) == 0 {
		return "", t
	}
	return clipTextTo(choices[len(choices)-1], t, w, floor)
}

// clipWords fits s in width w as clipText does, on a picture side pixels
// wide: it shrinks style t to two thirds of its size but never under
// minTextPx (nor below t's own size), then cuts s short with "…".
func clipWords(s string, t textStyle, w, side int) (string, textStyle) {
	return clipTextTo(s, t, w, max(t.px*2/3, minTextPx(side)))
}
