package discord

import (
	"regexp"
	"strings"
)

// newWords matches what a core text writes after "/new" to open a game
// with options, as Telegram types it ("/new archipelago island=ID"): a
// game, then options of the form key=value.
var newWords = regexp.MustCompile(`^ (classic|archipelago|archipirata|cards)((?: [a-z][a-z0-9_-]*=[A-Za-z0-9_.…-]+)*)`)

// newOptions words a core text's "/new <game> key=value…" starting at
// s[i:] (just after "/new") as /jackal new takes them on Discord, its
// options named: " game:archipelago variant:island=ID" (the variant
// option takes the key=value words, as commandArgs passes them on). It
// returns the words and the end of what they replace: none, i and false
// where s[i:] names no game.
func newOptions(s string, i int) (words string, end int, ok bool) {
	m := newWords.FindStringSubmatchIndex(s[i:])
	if m == nil {
		return "", i, false
	}
	end = i + m[1]
	if end < len(s) && gameWordByte(s[end]) {
		return "", i, false // "/new cards2": no game's name
	}
	words = " " + optGame + ":" + s[i+m[2]:i+m[3]]
	if opts := strings.TrimSpace(s[i+m[4] : i+m[5]]); opts != "" {
		words += " " + optVariant + ":" + opts
	}
	return words, end, true
}

// gameWordByte reports whether c continues a word (a game's name, an
// option).
func gameWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '='
}

// rulesWords matches what a core text writes after "/rules" to ask a
// game's rules or one of its parts ("/rules archipelago ID", "/rules
// puzzle"): a game, then a placeholder in capitals (ID) for the part. A
// word of the text's own ("/rules puzzle tells the rules") is no part.
var rulesWords = regexp.MustCompile(`^ (?:classic|archipelago|archipirata|cards|puzzle)(?: [A-Z]+\b)?`)

// rulesOptions words a core text's "/rules <game> [ID]" starting at s[i:]
// (just after "/rules") as /jackal rules takes it on Discord, its one
// option named: " tile:archipelago ID" (the option takes the words as
// typed). It returns the words and the end of what they replace: none, i
// and false where s[i:] names no game.
func rulesOptions(s string, i int) (words string, end int, ok bool) {
	m := rulesWords.FindStringIndex(s[i:])
	if m == nil {
		return "", i, false
	}
	end = i + m[1]
	if end < len(s) && gameWordByte(s[end]) {
		return "", i, false // "/rules cardsharp", "/rules archipelago IDs": not these words
	}
	return " " + optTile + ":" + s[i+1:end], end, true
}
