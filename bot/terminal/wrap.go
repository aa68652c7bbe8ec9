package terminal

import (
	"io"
	"strings"
	"unicode"
)

// width is the columns a printed line fills at most: a longer one (a
// board's key, its arrows, a long caption) is broken at its spaces, so
// that a terminal of the usual 80 columns never breaks it inside a word.
const width = 80

// wrapWriter writes to w what it is given, each whole line wider than
// width broken into lines that fit (wrapLine). A write is taken line by
// line as it comes: the Outbox and Play write whole lines, and a prompt
// without its newline.
type wrapWriter struct{ w io.Writer }

// wrapped is w with its lines kept within width; w itself when it does
// so already.
func wrapped(w io.Writer) io.Writer {
	if _, ok := w.(wrapWriter); ok {
		return w
	}
	return wrapWriter{w}
}

func (ww wrapWriter) Write(p []byte) (int, error) {
	s := string(p)
	var b strings.Builder
	for s != "" {
		line, rest, nl := strings.Cut(s, "\n")
		b.WriteString(wrapLine(line))
		if nl {
			b.WriteByte('\n')
		}
		s = rest
	}
	if _, err := io.WriteString(ww.w, b.String()); err != nil {
		return 0, err
	}
	return len(p), nil
}

// wrapLine breaks line, when wider than width, into lines that fit,
// joined by newlines, each where breakAt says: a word wider than width
// is left whole, and so is a short head before one ("(picture: PATH)"
// stays one line, its path whole). Spaces at a break are dropped.
func wrapLine(line string) string {
	if columns(line) <= width {
		return line
	}
	var out []string
	for columns(line) > width {
		cut := breakAt(line)
		if cut <= 0 {
			break
		}
		out = append(out, strings.TrimRight(line[:cut], " "))
		line = strings.TrimLeft(line[cut:], " ")
	}
	return strings.Join(append(out, line), "\n")
}

// breakAt is the byte offset where line (wider than width) is broken:
// after the last ". " within width (a sentence's end, not a key's " . ")
// that leaves the line at least half full, else after the last "; ", else
// ", " that leaves it two thirds full, else at the last space within
// width that leaves it half full, else at its first space past width; 0
// when it has none. A break that leaves too little for the next line
// (orphan) is passed over for an earlier one.
func breakAt(line string) int {
	fit := 0 // bytes of line within width
	cols := 0
	for i, r := range line {
		cols += runeColumns(r)
		if cols > width {
			break
		}
		fit = i + len(string(r))
	}
	head := line[:fit]
	if fit < len(line) && line[fit] == ' ' {
		head = line[:fit+1] // a space just past the width ends the line as well
	}
	for _, sep := range []string{". ", "; ", ", "} {
		least := width * 2 / 3 // a list's item ends the line only near its end
		if sep == ". " {
			least = width / 2
		}
		for h := head; ; {
			i := strings.LastIndex(h, sep)
			if i < 0 || columns(h[:i+1]) < least {
				break
			}
			if (sep != ". " || i > 0 && h[i-1] != ' ') && !orphan(line[i+len(sep):]) {
				return i + len(sep)
			}
			h = h[:i] // not here: " . " is no sentence's end (a key's ". land")
		}
	}
	for h := head; ; {
		i := strings.LastIndex(h, " ")
		if i <= 0 || columns(h[:i]) < width/2 {
			break
		}
		if !orphan(line[i+1:]) {
			return i + 1
		}
		h = h[:i]
	}
	if i := strings.Index(line[fit:], " "); i >= 0 {
		return fit + i + 1
	}
	return 0
}

// orphan reports whether rest, what a break leaves for the next line, is
// too short to stand alone there (a pass screen's closing "━━").
func orphan(rest string) bool { return columns(strings.TrimSpace(rest)) < width/8 }

// columns is the columns s takes in a terminal (runeColumns).
func columns(s string) int {
	n := 0
	for _, r := range s {
		n += runeColumns(r)
	}
	return n
}

// runeColumns is the columns r takes in a terminal: none for a mark
// joined to the letter before it (a variation selector, a joiner), two
// for a wide one (an emoji, a CJK letter), else one. An estimate: a
// terminal's own table may differ for a few symbols.
func runeColumns(r rune) int {
	switch {
	case r == 0x200D || r >= 0xFE00 && r <= 0xFE0F || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Me, r):
		return 0
	case r >= 0x1F000 && r <= 0x1FAFF, r >= 0x1100 && r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF,
		r >= 0xAC00 && r <= 0xD7A3, r >= 0xF900 && r <= 0xFAFF, r >= 0xFF00 && r <= 0xFF60:
		return 2
	case strings.ContainsRune("⌚⌛⏩⏪⏫⏬⏰⏳◽◾☔☕♿⚓⚡⚪⚫⚽⚾⛄⛅⛎⛔⛪⛲⛳⛵⛺⛽✅✊✋✨❌❎❓❔❕❗➕➖➗➰➿⬛⬜⭐⭕", r):
		return 2
	}
	return 1
}
