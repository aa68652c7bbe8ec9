package discord

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot"
)

// timestamp writes t as a Discord timestamp shown relative to the
// reader's clock ("in 3 hours"): "<t:unix:R>". escape keeps it intact.
func timestamp(t time.Time) string {
	return fmt.Sprintf("<t:%d:R>", t.Unix())
}

// keptToken matches what escaping keeps as it is: Discord timestamps,
// and web addresses as Discord links them (up to a space or "<", not
// ending in punctuation), in which Discord applies no markdown and a
// backslash would break the address (a /jackal web link).
var keptToken = regexp.MustCompile(`<t:-?[0-9]+(:[tTdDfFR])?>|https?://[^\s<]*[^\s<.,:;"')\]]`)

// inlineMarkup are the characters Discord reads as markdown or mentions
// anywhere in a line.
const inlineMarkup = "\\*_~`|>#-[]<@"

// escape makes plain text show literally in Discord: markdown, quotes,
// headings, lists and mentions are escaped with backslashes; Discord
// timestamps (see timestamp) and web addresses are kept.
func escape(s string) string {
	var b strings.Builder
	b.Grow(len(s) + len(s)/8)
	last := 0
	for _, loc := range keptToken.FindAllStringIndex(s, -1) {
		escapeInto(&b, s[last:loc[0]], last == 0 || s[last-1] == '\n')
		b.WriteString(s[loc[0]:loc[1]])
		last = loc[1]
	}
	escapeInto(&b, s[last:], last == 0 || s[last-1] == '\n')
	return b.String()
}

// escapeInto escapes s; lineStart tells whether s begins a line.
func escapeInto(b *strings.Builder, s string, lineStart bool) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\n':
			b.WriteByte('\n')
			lineStart = true
			i += size
			continue
		case lineStart && orderedItem(s[i:]):
			dot := strings.IndexByte(s[i:], '.')
			b.WriteString(s[i : i+dot])
			b.WriteString(`\.`)
			i += dot + 1
			lineStart = false
			continue
		case strings.ContainsRune(inlineMarkup, r), lineStart && r == '+':
			b.WriteByte('\\')
		}
		b.WriteString(s[i : i+size])
		if r != ' ' && r != '\t' {
			lineStart = false
		}
		i += size
	}
}

// orderedItem tells whether s starts with an ordered-list marker "12. ".
func orderedItem(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(s) && s[i] == '.' && s[i+1] == ' '
}

// truncate cuts s to at most max runes, ending with "…" when cut, and
// never leaves a dangling escape backslash.
func truncate(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	return keepEscapes(s[:runeOffset(s, max-1)]) + "…"
}

// keepEscapes drops a backslash that s, cut, ends with and that escaped
// what was cut off (an odd run of backslashes at its end).
func keepEscapes(s string) string {
	if trailing := len(s) - len(strings.TrimRight(s, "\\")); trailing%2 == 1 {
		return s[:len(s)-1]
	}
	return s
}

// subcommandNames are the subcommands of /jackal, by name.
var subcommandNames = func() map[string]bool {
	names := map[string]bool{}
	for _, o := range command().Options {
		names[o.Name] = true
	}
	return names
}()

// slashHere words a bot text for Discord: the core names its commands as
// Telegram's ("/board shows it", "/replay shows the game again"), which
// here are subcommands of the one /jackal command ("/jackal board"). A
// slash is read as a command's only before one of /jackal's subcommands,
// at a word's start ("W1 f6/2" and web addresses keep theirs). The names
// given (users' display names, which the core embeds as they are) are
// never rewritten: a player called "/help" shows as "/help". A game opened
// with options is written as Discord takes it (newOptions): "/new
// archipelago island=ID" is "/jackal new game:archipelago
// variant:island=ID"; a game's rules too (rulesOptions): "/rules
// archipelago ID" is "/jackal rules tile:archipelago ID".
func slashHere(s string, names ...string) string {
	if !strings.Contains(s, "/") {
		return s
	}
	kept := keptSpans(s, names)
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		for len(kept) > 0 && kept[0][1] <= i {
			kept = kept[1:]
		}
		if len(kept) > 0 && i >= kept[0][0] {
			b.WriteString(s[i:kept[0][1]]) // an address, as escape keeps it, or a name
			i = kept[0][1] - 1
			kept = kept[1:]
			continue
		}
		if word, j, ok := bot.CommandAt(s, i); ok && subcommandNames[word] {
			b.WriteString("/" + CommandName + " " + word)
			switch word {
			case subNew:
				// "/new archipelago island=ID": Discord names the options
				words, end, _ := newOptions(s, j)
				b.WriteString(words)
				j = end
			case subRules:
				// "/rules archipelago ID": its words are the tile option's
				words, end, _ := rulesOptions(s, j)
				b.WriteString(words)
				j = end
			}
			i = j - 1
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// keptSpans are the byte spans of s that slashHere copies as they are,
// by their start: the addresses and timestamps escape keeps, and each
// place one of names (those with a slash) stands.
func keptSpans(s string, names []string) [][]int {
	spans := keptToken.FindAllStringIndex(s, -1)
	for _, name := range names {
		if !strings.Contains(name, "/") {
			continue
		}
		for i := 0; ; {
			k := strings.Index(s[i:], name)
			if k < 0 {
				break
			}
			spans = append(spans, []int{i + k, i + k + len(name)})
			i += k + len(name)
		}
	}
	slices.SortFunc(spans, func(a, b []int) int { return a[0] - b[0] })
	return spans
}

// plain is a core text as Discord shows it literally: its commands named
// as /jackal's (names left as they are), then escaped.
func plain(s string, names ...string) string { return escape(slashHere(s, names...)) }
