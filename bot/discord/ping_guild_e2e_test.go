package discord_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/storage"
)

// guildLookups counts the requests for the name of the rig's guild.
func (r *rig) guildLookups() int {
	n := 0
	for _, q := range r.fake.Requests() {
		if q.Method == http.MethodGet && q.Path == "/guilds/"+guild {
			n++
		}
	}
	return n
}

// keptTitle is the title the core keeps for the table.
func (r *rig) keptTitle(t *testing.T) string {
	t.Helper()
	cs, err := r.store.GetChat(storage.Key("dc:" + table))
	if err != nil {
		t.Fatalf("the table's settings: %v", err)
	}
	return cs.Title
}

// TestGuildNamedInTitles: a game of a server's channel is named by the
// server and the channel ("Pirate Bay · #jackal-table"), the server's
// name asked of Discord once; where Discord will not tell it (an unknown
// guild, a refusal), by the channel alone, not asked again at every
// command. (TestE2ELookNamedByChannel sees the name in a direct message.)
func TestGuildNamedInTitles(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(f *discordtest.Server)
		want string
	}{
		{"named", func(f *discordtest.Server) { f.SetGuild(guild, "Pirate Bay") }, "Pirate Bay · #jackal-table"},
		{"a long name cut", func(f *discordtest.Server) { f.SetGuild(guild, strings.Repeat("Long ", 10)) },
			strings.Repeat("Long ", 6) + "L… · #jackal-table"},
		{"unknown guild", func(f *discordtest.Server) { f.SetGuild(guild, "") }, "jackal-table"},
		{"server error", func(f *discordtest.Server) {
			f.SetGuild(guild, "Pirate Bay")
			f.FailAlways(http.MethodGet, "/guilds/"+guild, http.StatusForbidden, discordtest.CodeMissingAccess)
		}, "jackal-table"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, defaultDeal)
			tc.set(r.fake)
			r.startDuel()
			r.command(alice, "status", nil)
			if got := r.keptTitle(t); got != tc.want {
				t.Errorf("the table is titled %q, want %q", got, tc.want)
			}
			if n := r.guildLookups(); n != 1 {
				t.Errorf("the server's name asked %d times over four commands, want once", n)
			}
		})
	}
}
