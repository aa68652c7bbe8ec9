package discord_test

import (
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// startArchipirata has alice open an Archipirata game at the table, a
// second player join it as white and alice start it, and gives its first
// board and the player it mentions; it fails unless that board has one
// picture and a player to ping.
func startArchipirata(t *testing.T, r *rig) (discordtest.Message, string) {
	t.Helper()
	r.command(alice, "new", map[string]any{"game": "archipirata"})
	r.joinByButton(r.fake.Messages(table)[len(r.fake.Messages(table))-1], "white")
	r.command(alice, "start", nil)
	board := r.lastBoard()
	user := mentioned(board)
	if len(board.Attachments) != 1 || user == "" {
		t.Fatalf("no board to play on: %q", board.Content)
	}
	return board, user
}
