package bot

import (
	"strings"
	"unicode"
)

// How wide a button's label shows on a phone. Telegram gives the buttons
// of a row equal widths, and a phone's row is narrow: under a board (the
// picture's width) about PhoneRowLetters average letters across, less
// ButtonPadLetters per button. A label wider than its share is cut with
// "…", which can leave two buttons looking alike. The Telegram adapter
// lays its keyboards out by this estimate, and the core's tests check
// its labels against it.
const (
	// PhoneRowLetters is the width of a phone's keyboard row, in letters.
	PhoneRowLetters = 36
	// ButtonPadLetters is the width a button's padding takes, in letters.
	ButtonPadLetters = 2
)

// LabelFits is the widest label a phone shows whole in a row of n
// buttons (n > 0), in letters (LabelWidth).
func LabelFits(n int) int { return PhoneRowLetters/n - ButtonPadLetters }

// LabelWidth estimates how wide label s shows, in average letters: a
// pictograph (an emoji) takes two, marks, joiners and variation selectors
// none, anything else one.
func LabelWidth(s string) int {
	w := 0
	for _, r := range s {
		switch {
		case r == '\u200d' || r >= '\ufe00' && r <= '\ufe0f' || unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		case r >= 0x1f000 || r >= 0x2600 && r <= 0x27bf || r >= 0x2b00 && r <= 0x2bff:
			w += 2
		default:
			w++
		}
	}
	return w
}

// KeptPair reports whether row is a pair a phone keeps in one row, its
// labels cut to fit, rather than splitting it: two buttons that do
// different things (a choice and the way back from it, "✓ ready" and
// "↩ undo"), or the two answers of a vote. Split over two rows such a
// pair reads as two unrelated buttons; two buttons of one kind (two
// moves, two sowings) are two choices, and split instead.
func KeptPair(row []Button) bool {
	if len(row) != 2 {
		return false
	}
	a, b := PairKind(row[0]), PairKind(row[1])
	return a != b || a == string(VerbVote)
}

// PairKind is what a button does, as far as a pair goes (KeptPair): "url"
// for a link, else its data's verb; for an action from a private board
// (VerbSeat), the verb and the action's first word ("e:ready", "e:lay").
// Data the core did not write is of kind "".
func PairKind(b Button) string {
	if b.URL != "" {
		return "url"
	}
	d, err := ParseButtonData(b.Data)
	if err != nil {
		return ""
	}
	if d.Verb != VerbSeat {
		return string(d.Verb)
	}
	_, action, _ := strings.Cut(d.Arg, ":")
	word, _, _ := strings.Cut(action, " ")
	return string(d.Verb) + ":" + word
}
