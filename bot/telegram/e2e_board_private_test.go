package telegram_test

import (
	"strings"
	"testing"
	"time"
)

// TestBoardPrivateShowsEveryGame: alice plays card games in two titled
// groups and types /board (and /доска) in her private chat with the bot:
// she gets both hands, the newest game's first, each named by its group;
// bob, in one of them only, gets his one hand, unnamed.
func TestBoardPrivateShowsEveryGame(t *testing.T) {
	const other int64 = -1001700
	r := newRig(t, rigOpts{})
	openTitledCards(t, r, group, "Pirates of Friday", bob)
	r.clock.advance(time.Minute)
	openTitledCards(t, r, other, "Sea Dogs", carol)
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
