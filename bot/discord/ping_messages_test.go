package discord

import (
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// TestPingMessages: a Pinger's text is escaped, each mention written
// <@id> and allowed alone; an id that is no Discord id is named, escaped;
// a text longer than a message is cut in several, each allowed to notify
// the users it mentions, the buttons under the last.
func TestPingMessages(t *testing.T) {
	ann, bob := bot.User{ID: "701", Name: "Ann"}, bot.User{ID: "702", Name: "Bob"}
	buttons := [][]bot.Button{{{Label: "🂠 Hand", Data: "0:h"}}}
	for _, tc := range []struct {
		name    string
		users   []bot.User
		text    string
		content []string
		pings   [][]string
	}{
		{"two mentions", []bot.User{ann, bob}, "⏰ Waiting for " + bot.Mention(0) + ", " + bot.Mention(1) + ". *Now*",
			[]string{`⏰ Waiting for <@701>, <@702>. \*Now\*`}, [][]string{{"701", "702"}}},
		{"a mention leading a line", []bot.User{ann}, "1. x\n" + bot.Mention(0) + " - go",
			[]string{"1\\. x\n<@701> \\- go"}, [][]string{{"701"}}},
		{"no Discord id", []bot.User{{ID: "term", Name: "Cat_Dog"}}, bot.Mention(0) + " waits",
			[]string{`Cat\_Dog waits`}, [][]string{nil}},
		{"cut in two", []bot.User{ann, bob}, bot.Mention(0) + " " + strings.Repeat("word ", 450) + "\n" + bot.Mention(1) + " last",
			nil, [][]string{{"701"}, {"702"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := pingMessages(tc.text, tc.users, buttons)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != len(tc.pings) {
				t.Fatalf("%d messages, want %d", len(ms), len(tc.pings))
			}
			for k, m := range ms {
				if tc.content != nil && m.content != tc.content[k] {
					t.Errorf("message %d: %q, want %q", k, m.content, tc.content[k])
				}
				if got := m.mentions(); len(got.Parse) != 0 || !slices.Equal(got.Users, tc.pings[k]) {
					t.Errorf("message %d allows %+v, want users %v", k, *got, tc.pings[k])
				}
				if n := len([]rune(m.content)); n > maxContent {
					t.Errorf("message %d of %d characters", k, n)
				}
				if last := k == len(ms)-1; (len(m.components) != 0) != last {
					t.Errorf("message %d has %d components", k, len(m.components))
				}
			}
		})
	}
}
