package telegram_test

import "regexp"

// latinRun is a word of Latin letters (with digits, _ and - after the
// first) in a Russian text.
var latinRun = regexp.MustCompile(`[A-Za-z][A-Za-z0-9_-]*`)

// latinQuoted are the parts of a Russian group text whose Latin letters
// are allowed wholesale: a link, a command (/replay), a game's number.
var latinQuoted = regexp.MustCompile(`https?://\S+|/[a-z]+|\d{8}T\d{6}Z-[0-9a-f]+`)

// isName reports whether w is one of the players' names.
func isName(w string) bool {
	for _, n := range names {
		if w == n {
			return true
		}
	}
	return false
}
