package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// TestHandsNamedByGroupTitles: alice plays card games in two titled
// groups; each hand in her private chat says its game by its group's
// title as Telegram sends it, and once a group is renamed its hand says
// the new one.
func TestHandsNamedByGroupTitles(t *testing.T) {
	const other int64 = -1001600
	r := newRig(t, rigOpts{})
	openTitledCards(t, r, group, "Pirates of Friday", bob)
	openTitledCards(t, r, other, "Sea Dogs", carol)
	hand := func(what string) string {
		t.Helper()
		m, ok := privateBoard(r, alice)
		if !ok {
			t.Fatalf("%s: no hand in alice's private chat: %v", what, r.srv.Messages(alice))
		}
		return m.Caption
	}
	if got := hand("the second game"); !strings.HasPrefix(got, "🏴 Game in «Sea Dogs»\n") {
		t.Errorf("the second group's hand: %q", got)
	}
	byLink := func(chat int64) string {
		t.Helper()
		r.say(alice, alice, "/start "+handLink(t, r.lastBoard(chat)))
		return hand("a hand by its link")
	}
	if got := byLink(group); !strings.HasPrefix(got, "🏴 Game in «Pirates of Friday»\n") {
		t.Errorf("the first group's hand by its link: %q", got)
	}
	r.say(other, carol, "/status", telegramtest.MessageOpts{Title: "Old Salts"})
	if got := byLink(other); !strings.HasPrefix(got, "🏴 Game in «Old Salts»\n") {
		t.Errorf("the renamed group's hand: %q", got)
	}
}
