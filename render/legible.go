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
