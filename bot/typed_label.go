package bot

import (
	"strings"
	"unicode"
)

// A player who types what a button says ("готово", "✓ ready", "св" for
// the north-east button) means that button. In a game whose buttons are
// words (wordLabeler: the card game's), typed text the notation does not
// read is matched against the button labels of the seat's legal
// actions, in every language the bot speaks, and played as the action
// it names when it names exactly one; otherwise it is refused as before.
// The notation stays the one form of an action: the log keeps the
// action, never the label. The boards of the other games label their
// buttons with cells and pieces behind a meaningful mark (classic's
// "🍾 W1" drinks a bottle), where a typed "W1" would be read as an
// action the player did not mean: they are not matched.

// wordLabeler is a face whose button labels are words a player may type
// for the button.
type wordLabeler interface{ wordLabels() bool }

// labelLangs are the languages whose labels a typed word is matched
// against.
var labelLangs = []string{"en", "ru"}

// labelKey is a button label or typed text as they are compared: lower
// case, single spaces, without the mark before the words (an emoji, ✓,
// ↩: a first word with no letter or digit, when words follow it).
func labelKey(s string) string {
	f := strings.Fields(strings.ToLower(s))
	if len(f) > 1 && !strings.ContainsFunc(f[0], func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		f = f[1:]
	}
	return strings.Join(f, " ")
}

// byLabel is the one action of legal's whose button label (by f, in a
// language of labelLangs) is typed (legal is listed only for a face
// whose labels are words: a seat's few plans and answers); false when
// none is, or several, or f's labels are not words.
func byLabel(f face, legal func() []string, typed string) (string, bool) {
	if wl, ok := f.(wordLabeler); !ok || !wl.wordLabels() {
		return "", false
	}
	key := labelKey(typed)
	if key == "" {
		return "", false
	}
	found := ""
	for _, a := range legal() {
		for _, lang := range labelLangs {
			if labelKey(f.label(lang, a)) != key {
				continue
			}
			if found != "" && found != a {
				return "", false
			}
			found = a
		}
	}
	return found, found != ""
}
