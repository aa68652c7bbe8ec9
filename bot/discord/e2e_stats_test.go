package discord_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// lobbyChannel is another channel of the tests' guild.
const lobbyChannel = "601"

// statsIn makes user run /jackal stats with options in channel and
// returns the text the bot answered there (its reply to the interaction,
// public or ephemeral).
func (r *rig) statsIn(channel, user string, options map[string]any) string {
	r.t.Helper()
	id := r.fake.SlashCommand(channel, guild, user, "stats", options)
	r.served(id, "/jackal stats")
	var text string
	r.wait("the answer to /jackal stats", func() bool {
		for _, m := range r.fake.Messages(channel) {
			if m.Interaction == id && !m.Loading() && m.Content != "" {
				text = strings.ReplaceAll(m.Content, `\`, "") // the markdown escapes
				return true
			}
		}
		return false
	})
	return text
}

// TestE2EStatsServer: a duel in one channel of a guild is kept with the
// guild's id; /jackal stats scope:server in another channel of the guild
// lists its players, scope:ratings their ratings, and the channel's own
// leaderboard stays empty.
func TestE2EStatsServer(t *testing.T) {
	r := newRig(t, 0)
	r.fake.SetChannel(lobbyChannel, guild, "lobby", false)
	r.startDuel()
	id := r.mustGame().ID
	r.command(bob, "resign", nil)
	res, err := r.store.Result(id)
	if err != nil || res.Server != "dc:"+guild {
		t.Fatalf("the result of the duel: %+v %v, want server dc:%s", res, err, guild)
	}
	if rated, err := r.store.Ratings("classic"); err != nil || len(rated) != 2 || rated[0].UserID != alice {
		t.Fatalf("ratings after the duel: %+v %v", rated, err)
	}

	text := r.statsIn(lobbyChannel, carol, map[string]any{"scope": "server"})
	if !strings.Contains(text, "Leaderboard of the server") || !strings.Contains(text, "1. Alice — 1 win of 1") ||
		!strings.Contains(text, "2. Bob — 0 wins of 1") {
		t.Errorf("/jackal stats scope:server:\n%s", text)
	}
	if text := r.statsIn(lobbyChannel, carol, map[string]any{"scope": "ratings", "game": "classic"}); !strings.Contains(text, "1. Alice — 1662 ±290") {
		t.Errorf("/jackal stats scope:ratings:\n%s", text)
	}
	if text := r.statsIn(lobbyChannel, carol, nil); !strings.Contains(text, "No finished games in this chat") {
		t.Errorf("/jackal stats in the other channel:\n%s", text)
	}
	if stats, err := r.store.StatsByServer("dc:" + guild); err != nil || len(stats) != 2 {
		t.Fatalf("the server's stats: %+v %v", stats, err)
	}
	if problems, err := r.store.Check(bot.Replay); err != nil || len(problems) != 0 {
		t.Fatalf("check: %v %v", err, problems)
	}
}
