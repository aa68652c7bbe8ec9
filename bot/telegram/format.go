package telegram

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot"
)

// Telegram's limits on what a message shows, in UTF-16 code units (which
// is how Telegram counts).
const (
	// MaxCaption is the longest picture caption.
	MaxCaption = 1024
	// MaxText is the longest text message.
	MaxText = 4096
)

// ellipsis ends a text that was cut.
const ellipsis = "…"

// htmlEscaper escapes text for Telegram's HTML parse mode.
var htmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")

// boardCaption is the HTML caption of a board: the player to act mentioned
// first (a link that notifies them), then the escaped caption, the whole
// cut to what Telegram shows.
func boardCaption(ping *bot.User, caption string) string {
	head := ""
	if ping != nil {
		name := mentionName(*ping)
		head = userLink(*ping, name)
		if caption == "" {
			return head
		}
		caption = fitCaption(caption, MaxCaption-utf16Len(name)-1)
		return head + "\n" + htmlEscaper.Replace(caption)
	}
	return htmlEscaper.Replace(fitCaption(caption, MaxCaption))
}

// htmlCaption is a plain caption escaped for HTML and cut to fit.
func htmlCaption(text string) string { return htmlEscaper.Replace(fitCaption(text, MaxCaption)) }

// minLead is the least of a caption's first paragraph fitCaption keeps.
const minLead = 80

// fitCaption returns caption if it fits in limit UTF-16 code units;
// otherwise it cuts the caption's first paragraph (what the last action
// did, a board's narration, which the picture shows too) and keeps the
// lines after it whole: whose turn it is, the question asked, the game's
// result. A caption whose later lines alone do not fit is cut at its end
// (cutText).
func fitCaption(caption string, limit int) string {
	if utf16Len(caption) <= limit {
		return caption
	}
	sep := "\n\n"
	lead, rest, ok := strings.Cut(caption, sep)
	if !ok {
		sep = "\n"
		lead, rest, ok = strings.Cut(caption, sep)
	}
	if room := limit - utf16Len(rest) - utf16Len(sep); ok && room >= min(minLead, utf16Len(lead)) {
		return cutText(lead, room) + sep + rest
	}
	return cutText(caption, limit)
}

// cutText returns s if it fits in limit UTF-16 code units; otherwise its
// longest prefix that fits with an ellipsis, cut at the end of a line or a
// word when one is near, never inside a character.
func cutText(s string, limit int) string {
	if utf16Len(s) <= limit {
		return s
	}
	if limit <= 0 {
		return ""
	}
	budget := limit - utf16Len(ellipsis)
	end, used := 0, 0
	for end < len(s) {
		r, w := utf8.DecodeRuneInString(s[end:])
		n := max(utf16.RuneLen(r), 1)
		if used+n > budget {
			break
		}
		used += n
		end += w
	}
	head := s[:end]
	if i := strings.LastIndexByte(head, '\n'); i > len(head)/2 {
		head = head[:i]
	} else if i := strings.LastIndexAny(head, " \t"); i > len(head)/2 {
		head = head[:i]
	}
	return strings.TrimRight(head, " \t\n") + ellipsis
}

// utf16Len counts the UTF-16 code units of s.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += max(utf16.RuneLen(r), 1)
	}
	return n
}
