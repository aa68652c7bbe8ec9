package telegram_test

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/jackalbot/jackal/bot/telegram"
)

// TestPrivateStartDeepLink: /start with a payload in a private chat is a
// deep link from a game: the player gets their crew's view there, and no
// one is asked whether they administer their own private chat.
func TestPrivateStartDeepLink(t *testing.T) {
	r := newRig(t, rigOpts{})
	r.newGame(group, key(group))
	asked := len(r.srv.Requests("getChatMember"))
	r.say(alice, alice, "/start gtg_m1001500")
	board := r.lastBoard(alice)
	if !strings.Contains(board.Caption, "Ahoy") {
		t.Errorf("the deep link answered %q", board.Caption)
	}
	if got := len(r.srv.Requests("getChatMember")); got != asked {
		t.Errorf("a private /start asked getChatMember")
	}
}

// TestCommandMenu: Run sets the command menu with every command.
func TestCommandMenu(t *testing.T) {
	r := newRig(t, rigOpts{})
	var got []string
	for _, c := range r.srv.Commands() {
		got = append(got, c.Command)
		if c.Description == "" {
			t.Errorf("/%s has no description", c.Command)
		}
	}
	want := "new join leave start move board undo resign end status history rules stats campaign puzzle replay settings abort help"
	if strings.Join(got, " ") != want {
		t.Errorf("commands %v, want %s", got, want)
	}
	if len(telegram.Commands()) != len(got) {
		t.Errorf("menu of %d commands set, %d defined", len(got), len(telegram.Commands()))
	}
	// a Telegram in Russian shows the same commands described in Russian
	r.wait("the Russian command menu", func() bool { return len(r.srv.CommandsIn("ru")) > 0 })
	ru := r.srv.CommandsIn("ru")
	var words []string
	for i, c := range ru {
		words = append(words, c.Command)
		if !strings.ContainsFunc(c.Description, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
			t.Errorf("the Russian menu describes /%s in %q", c.Command, c.Description)
		}
		if i < len(got) && c.Description == r.srv.Commands()[i].Description {
			t.Errorf("/%s has the English description in the Russian menu", c.Command)
		}
	}
	if strings.Join(words, " ") != want {
		t.Errorf("Russian commands %v, want %s", words, want)
	}
}

// TestRemindersThroughAttachedOutbox: reminders go through the outbox the
// adapter attached to the core: into the group, and into the supergroup
// (the game moving there) when the group migrated meanwhile.
func TestRemindersThroughAttachedOutbox(t *testing.T) {
	r := newRig(t, rigOpts{})
	const old, super = int64(-5004), int64(-1005004)
	r.newGame(group, key(group))
	r.newGame(old, key(old))
	r.srv.Migrate(old, super)
	r.clock.advance(13 * time.Hour)
	if n := r.core.RemindOnce(context.Background()); n != 2 {
		t.Errorf("RemindOnce sent %d reminders, want 2", n)
	}
	for _, chat := range []int64{group, super} {
		if got := r.lastText(chat).Text; !strings.Contains(got, "Your move") || !strings.Contains(got, "Alice") {
			t.Errorf("chat %d: reminder %q", chat, got)
		}
	}
	deadline := time.Now().Add(waitLimit)
	for {
		if _, ok := r.game(key(super)); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game did not move to the supergroup after the reminder")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
