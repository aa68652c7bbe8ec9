package telegram_test

import (
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
)

// TestBoardPrivateShowsEveryGame: alice plays card games in two titled
// groups and types /board (and /доска) in her private chat with the bot:
// she gets both hands, the newest game's first, each named by its group;
// bob, in one of them only, gets his one hand, unnamed.
func TestBoardPrivateShowsEveryGame(t *testing.T) {
	const other int64 = -1001700
	r := newRig(t, rigOpts{})
	open := func(chat int64, title string, with int64) {
		t.Helper()
		r.say(chat, alice, "/new cards islands=1", telegramtest.MessageOpts{Title: title})
		r.say(chat, with, "/join")
		r.say(chat, alice, "/start")
		if g := r.mustGame(key(chat)); g.Status != storage.StatusActive {
			t.Fatalf("the game in %d is %s; chat: %q", chat, g.Status, r.lastText(chat).Text)
		}
	}
	open(group, "Pirates of Friday", bob)
	r.clock.advance(time.Minute)
	open(other, "Sea Dogs", carol)
	board := func(user int64, cmd string) []string {
		t.Helper()
		before := len(r.srv.Messages(user))
		r.say(user, user, cmd)
		var hands []string
		for _, m := range r.srv.Messages(user)[before:] {
			if len(actionsOf(m)) > 0 {
				hands = append(hands, m.Caption)
			}
		}
		return hands
	}
	for _, cmd := range []string{"/board", "/доска"} {
		hands := board(alice, cmd)
		if len(hands) != 2 || !strings.HasPrefix(hands[0], "🏴 Game in «Sea Dogs»\n") || !strings.HasPrefix(hands[1], "🏴 Game in «Pirates of Friday»\n") {
			t.Errorf("alice's %s showed %q", cmd, hands)
		}
	}
	if hands := board(bob, "/board"); len(hands) != 1 || strings.Contains(hands[0], "🏴") {
		t.Errorf("bob's /board showed %q", hands)
	}
}
