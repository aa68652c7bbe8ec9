package discord

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestGuildBook: a server's name is good until the time it was kept for,
// and stays known, stale, after it (a lookup failing then keeps it).
func TestGuildBook(t *testing.T) {
	at := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	var g guildBook
	if name, ok := g.get("1", at); ok || name != "" {
		t.Fatalf("%q kept before any lookup", name)
	}
	g.put("1", "Pirate Bay", at.Add(guildKeep))
	g.put("2", "", at.Add(guildRetry))
	for _, tc := range []struct {
		id    string
		after time.Duration
		name  string
		ok    bool
	}{
		{"1", 0, "Pirate Bay", true},
		{"1", guildKeep - time.Second, "Pirate Bay", true},
		{"1", guildKeep, "Pirate Bay", false},
		{"2", guildRetry - time.Second, "", true},
		{"2", guildRetry, "", false},
		{"3", 0, "", false},
	} {
		if name, ok := g.get(tc.id, at.Add(tc.after)); name != tc.name || ok != tc.ok {
			t.Errorf("guild %s after %v: %q %v, want %q %v", tc.id, tc.after, name, ok, tc.name, tc.ok)
		}
	}
}

// TestClipRunes: a server's name longer than a title shows is cut, with
// an ellipsis, never inside a character.
func TestClipRunes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want string
	}{
		{"Pirate Bay", 32, "Pirate Bay"},
		{"Пиратская бухта", 8, "Пиратск…"},
		{"abc", 3, "abc"},
		{"abcd", 3, "ab…"},
	} {
		if got := bot.ClipRunes(tc.in, tc.n); got != tc.want {
			t.Errorf("ClipRunes(%q, %d) = %q, want %q", tc.in, tc.n, got, tc.want)
		}
	}
}

// TestGuildName: a server's name is asked of Discord once and kept for
// guildKeep; a lookup failing then keeps the name learnt before, and is
// not tried again before guildRetry; titled names a server's channel by
// both, and leaves other chats as they are.
func TestGuildName(t *testing.T) {
	e := start(t, guild)
	ctx := context.Background()
	lookups := func() int {
		n := 0
		for _, q := range e.fake.Requests() {
			if q.Method == http.MethodGet && q.Path == "/guilds/"+guild {
				n++
			}
		}
		return n
	}
	step := func(what, want string, asked int) {
		t.Helper()
		if got := e.a.guildName(ctx, guild); got != want || lookups() != asked {
			t.Errorf("%s: %q after %d lookups, want %q after %d", what, got, lookups(), want, asked)
		}
	}
	e.fake.SetGuild(guild, "Pirate Bay")
	step("first", "Pirate Bay", 1)
	step("kept", "Pirate Bay", 1)
	e.offset.Add(int64(guildKeep + time.Minute))
	e.fake.FailAlways(http.MethodGet, "/guilds/", http.StatusForbidden, discordtest.CodeMissingAccess)
	step("failed, the old name kept", "Pirate Bay", 2)
	step("not asked again at once", "Pirate Bay", 2)
	e.fake.ClearFailures()
	e.fake.SetGuild(guild, "Treasure Cove")
	e.offset.Add(int64(guildRetry))
	step("renamed", "Treasure Cove", 3)
	for _, tc := range []struct {
		chat bot.Chat
		want string
	}{
		{bot.Chat{ID: channel, Server: guild, Title: "jackal-table"}, "Treasure Cove · #jackal-table"},
		{bot.Chat{ID: "900", Title: "friends"}, "friends"}, // a group DM: no server
		{bot.Chat{ID: "901", Server: guild}, ""},           // no channel name to go with it
	} {
		if got := e.a.titled(ctx, tc.chat).Title; got != tc.want {
			t.Errorf("titled(%+v) = %q, want %q", tc.chat, got, tc.want)
		}
	}
}
