package bot

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/jackalbot/jackal/storage"
)

// What users type and the names their platforms give them reach every
// text the bot shows (an unknown command quoted, a lobby's seats, a vote's
// caller, a ping). Handle cleans them once, on the way in, so that no text
// shows bytes that are not UTF-8 (Telegram refuses the whole message),
// control characters, or the bidirectional controls that turn the rest of
// a chat line around; and a name is shown on one line, bounded, and never
// blank.

// maxNameRunes bounds a user's name as the bot keeps and shows it: a
// lobby of four such names fits a message. The platforms' own names are
// about as long (Telegram's first and last names 64 characters each,
// Discord's 32).
const maxNameRunes = 64

// maxQuoted bounds a command word an answer quotes back ("Unknown command
// …"): no command is longer.
const maxQuoted = 32

// cleanRequest is req with its typed text (cleanTyped) and its user's
// name (cleanName) cleaned; its button data is left as the bot made it
// (data that is not the bot's is refused whole).
func cleanRequest(req Request) Request {
	req.Command = cleanTyped(req.Command)
	req.Args = cleanTyped(req.Args)
	req.User.Name = cleanName(req.User.Name, req.User.ID)
	return req
}

// cleanTyped is text a user typed, safe to show back: bytes that are not
// UTF-8 become U+FFFD; a vertical tab, form feed or carriage return a
// space, any other control character but a tab or a line break U+FFFD;
// the bidirectional controls and the byte order mark are dropped (none is
// part of a command, an action or a name).
func cleanTyped(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || r != '\t' && r != '\n' && unicode.IsControl(r) || bidiControl(r) {
			clean = false
			break
		}
	}
	if clean {
		return s // almost always: no copy
	}
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		switch {
		case r == '\t' || r == '\n':
			b.WriteRune(r)
		case r == '\v' || r == '\f' || r == '\r':
			b.WriteByte(' ')
		case unicode.IsControl(r):
			b.WriteRune(utf8.RuneError)
		case bidiControl(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// bidiControl reports whether r is a bidirectional control (the marks,
// embeddings, overrides and isolates) or the byte order mark.
func bidiControl(r rune) bool {
	switch {
	case r == '\u200e' || r == '\u200f' || r == '\u061c': // LRM, RLM, ALM
		return true
	case r >= '\u202a' && r <= '\u202e', r >= '\u2066' && r <= '\u2069':
		return true
	}
	return r == '\ufeff'
}

// cleanName is a user's display name as the bot keeps and shows it:
// cleanTyped's, on one line (each run of spaces, tabs and line breaks one
// space), without the spaces around it, at most maxNameRunes runes (a
// longer one cut, ending "…"). A name that shows nothing (empty, spaces,
// invisible characters or broken bytes alone) is the user's id after "#",
// as the Telegram adapter names a user without one; "?" without an id. A
// clean name is returned unchanged.
func cleanName(name, id string) string {
	name = strings.Join(strings.Fields(cleanTyped(name)), " ")
	if utf8.RuneCountInString(name) > maxNameRunes {
		name = ClipRunes(name, maxNameRunes)
	}
	if visible(name) {
		return name
	}
	if id = strings.Join(strings.Fields(cleanTyped(id)), ""); visible(id) {
		return "#" + ClipRunes(id, maxQuoted)
	}
	return "?"
}

// visible reports whether s shows something: a rune that is neither a
// space nor an invisible one (a format character such as U+200B, the
// Hangul and Braille blanks some clients allow in names).
func visible(s string) bool {
	for _, r := range s {
		switch {
		case unicode.IsSpace(r), unicode.Is(unicode.Cf, r), r == utf8.RuneError:
		case r == '\u115f' || r == '\u1160' || r == '\u3164' || r == '\uffa0' || r == '\u2800':
		default:
			return true
		}
	}
	return false
}

// ClipRunes is s cut to at most n runes, ending "…" when it was cut (a
// name or title an adapter or the core shows in a bounded space).
func ClipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i, k := 0, 0
	for i < len(s) && k < n-1 {
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
		k++
	}
	return strings.TrimSpace(s[:i]) + "…"
}

// validUser reports whether the request's user can be kept in the store
// (a seat, a result, a language of their own): a user id the platform
// gave, printable and bounded. Every platform's ids are; the request of
// one that is not is refused whole, before it can seat a player whose
// results the store would refuse at the game's end.
func validUser(req Request) bool {
	return req.User.ID != "" && storage.ValidateName("user ID", userKey(req.Chat.Platform, req.User.ID)) == nil
}
