package telegram_test

import (
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
)

// openTitledCards starts a card game of alice's and with's in chat, a
// group titled title, and fails unless the game is on.
func openTitledCards(t *testing.T, r *rig, chat int64, title string, with int64) {
	t.Helper()
	r.say(chat, alice, "/new cards islands=1", telegramtest.MessageOpts{Title: title})
	r.say(chat, with, "/join")
	r.say(chat, alice, "/start")
	if g := r.mustGame(key(chat)); g.Status != storage.StatusActive {
		t.Fatalf("the game in %d is %s; chat: %q", chat, g.Status, r.lastText(chat).Text)
	}
}
