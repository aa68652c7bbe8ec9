package telegram

import (
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// tagRE matches the markup pingHTML writes.
var tagRE = regexp.MustCompile(`<a href="tg://user\?id=[0-9]+">|</a>`)

// shown is pingHTML's output as Telegram shows it: the links' markup gone,
// the escapes read.
func shown(html string) string {
	return strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(tagRE.ReplaceAllString(html, ""))
}

// TestPingHTML: each mention is a text mention of its user, its name
// escaped; an id that is no Telegram user's shows the name alone; the
// rest is escaped; what shows is cut to MaxText.
func TestPingHTML(t *testing.T) {
	ann := bot.User{ID: "1001", Name: "Ann <&>"}
	long := strings.Repeat("word ", 1000) // 5000 characters
	for _, tc := range []struct {
		name  string
		users []bot.User
		text  string
		want  string
	}{
		{"a mention", []bot.User{ann}, "⏰ Your move, " + bot.Mention(0) + " (<White>).",
			`⏰ Your move, <a href="tg://user?id=1001">Ann &lt;&amp;&gt;</a> (&lt;White&gt;).`},
		{"two mentions", []bot.User{ann, {ID: "1002", Name: "Bob"}}, "⏰ " + bot.Mention(0) + ", " + bot.Mention(1) + ".",
			`⏰ <a href="tg://user?id=1001">Ann &lt;&amp;&gt;</a>, <a href="tg://user?id=1002">Bob</a>.`},
		{"no user id", []bot.User{{ID: "term-1", Name: "Cat & Dog"}}, bot.Mention(0) + " waits.", `Cat &amp; Dog waits.`},
		{"no name", []bot.User{{ID: "1003"}}, bot.Mention(0), `<a href="tg://user?id=1003">?</a>`},
		{"a mark of nobody", []bot.User{ann}, "a " + bot.Mention(3) + "b", `a b`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := pingHTML(tc.text, tc.users); got != tc.want {
				t.Errorf("pingHTML = %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("cut to the limit", func(t *testing.T) {
		got := pingHTML(bot.Mention(0)+": "+long+bot.Mention(0), []bot.User{ann})
		if !strings.HasPrefix(got, `<a href="tg://user?id=1001">Ann &lt;&amp;&gt;</a>: word`) {
			t.Errorf("the mention was lost: %.80q", got)
		}
		if n := utf16Len(shown(got)); n > MaxText || n < MaxText-20 || !strings.HasSuffix(got, ellipsis) {
			t.Errorf("%d units shown, want at most %d, cut with an ellipsis", n, MaxText)
		}
		if strings.Count(got, "tg://") != 1 {
			t.Errorf("the mention past the cut is kept: %q", got[len(got)-80:])
		}
	})
}
