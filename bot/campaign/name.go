package campaign

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxNameRunes is the longest name a pirate may be given, in runes.
const MaxNameRunes = 32

// CleanName checks the name a player gives a pirate and returns it without
// surrounding spaces. The empty name is allowed (the pirate is then known
// by its crew and number, W2). A name is refused, wrapping ErrBadName, when
// it is not UTF-8, longer than MaxNameRunes runes, or holds a control
// character, a line or paragraph separator, or a bidirectional control
// (which would garble the chat lines that quote it). A name CleanName
// returns is returned unchanged by CleanName.
func CleanName(name string) (string, error) {
	if !utf8.ValidString(name) {
		return "", fmt.Errorf("%w: the name is not UTF-8 text", ErrBadName)
	}
	s := strings.TrimSpace(name)
	if n := utf8.RuneCountInString(s); n > MaxNameRunes {
		return "", fmt.Errorf("%w: %d letters, at most %d", ErrBadName, n, MaxNameRunes)
	}
	for _, r := range s {
		if badNameRune(r) {
			return "", fmt.Errorf("%w: it holds the control character %U", ErrBadName, r)
		}
	}
	return s, nil
}

// badNameRune reports whether r may not appear in a pirate's name.
func badNameRune(r rune) bool {
	switch {
	case unicode.IsControl(r), unicode.In(r, unicode.Zl, unicode.Zp):
		return true
	case r == '\u200e' || r == '\u200f' || r == '\u061c': // LRM, RLM, ALM
		return true
	case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069': // embeddings, overrides, isolates
		return true
	case r == '\ufeff' || r == utf8.RuneError:
		return true
	}
	return false
}
