package telegram_test

import (
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// startArchipirata has alice open an Archipirata game in the group, bob
// join it as white and alice start it, and gives its first board and the
// player it mentions; it fails unless that board has a picture and a
// player to ping.
func startArchipirata(t *testing.T, r *rig) (telegramtest.Message, int64) {
	t.Helper()
	r.say(group, alice, "/new archipirata")
	lobby := r.lastText(group)
	r.press(group, lobby.ID, bob, "0:j:white")
	r.press(group, lobby.ID, alice, "0:s")
	board := r.lastBoard(group)
	user := mentioned(board)
	if board.Photo == nil || user == 0 {
		t.Fatalf("no board to play on: %q", board.Caption)
	}
	return board, user
}
