package discord_test

import (
	"errors"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/storage"
)

// game is the table's stored game; false when none is active or open.
func (r *rig) game() (*storage.Game, bool) {
	r.t.Helper()
	g, err := r.store.Get(storage.Key(bot.PlatformDiscord + ":" + table))
	if errors.Is(err, storage.ErrNotFound) {
		return nil, false
	}
	if err != nil {
		r.t.Fatalf("reading the game: %v", err)
	}
	return g, true
}

// mustGameOrArchived is the table's game after an action on g: the live
// record, or, when the action ended the game, the archived one.
func (r *rig) mustGameOrArchived(g *storage.Game) *storage.Game {
	r.t.Helper()
	if now, ok := r.game(); ok {
		return now
	}
	done, err := r.store.Archived(g.ID)
	if err != nil {
		r.t.Fatalf("the game is neither live nor archived: %v", err)
	}
	return done
}

// mustGame is the table's stored game.
func (r *rig) mustGame() *storage.Game {
	r.t.Helper()
	g, ok := r.game()
	if !ok {
		r.t.Fatal("the table has no game")
	}
	return g
}

// message is a message of the table.
func (r *rig) message(id string) discordtest.Message {
	r.t.Helper()
	m, ok := r.fake.Message(table, id)
	if !ok {
		r.t.Fatalf("no message %s in the table", id)
	}
	return m
}

// boards lists the public board messages of the table, oldest first.
func (r *rig) boards() []discordtest.Message {
	var out []discordtest.Message
	for _, m := range r.fake.Messages(table) {
		if !m.Ephemeral() && isBoard(m) {
			out = append(out, m)
		}
	}
	return out
}

// lastBoard is the newest board of the table.
func (r *rig) lastBoard() discordtest.Message {
	r.t.Helper()
	b := r.boards()
	if len(b) == 0 {
		r.t.Fatal("the table has no board")
	}
	return b[len(b)-1]
}

// ephemerals lists the ephemeral messages an interaction left.
func (r *rig) ephemerals(id string) []discordtest.Message {
	var out []discordtest.Message
	for _, m := range r.fake.Messages(table) {
		if m.Interaction == id && m.Ephemeral() {
			out = append(out, m)
		}
	}
	return out
}

// isBoard tells whether a message shows the island's picture.
func isBoard(m discordtest.Message) bool {
	for _, a := range m.Attachments {
		if a.Filename == discord.BoardFile {
			return true
		}
	}
	return false
}
