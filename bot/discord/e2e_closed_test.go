package discord_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/storage"
)

// TestE2EClosedChannelLoggedOnce: a channel that shuts the bot out
// (deleted, not visible to it, or where it may not send messages) keeps
// the board it is owed owed, and the checks a minute apart neither warn of it each
// time nor try it each minute: one warning, tries after 1, 2, 4, …
// minutes. Once the channel takes the bot again, the owed board goes out
// with the next try, as a picture.
func TestE2EClosedChannelLoggedOnce(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name        string
		close, open func(f *discordtest.Server)
	}{
		{"deleted",
			func(f *discordtest.Server) {
				f.FailAlways("POST", "/channels/"+table+"/messages", 404, discordtest.CodeUnknownChannel)
			},
			func(f *discordtest.Server) { f.ClearFailures() }},
		{"not visible",
			func(f *discordtest.Server) { f.SetAppPermissions(table, 0) },
			func(f *discordtest.Server) { f.SetAppPermissions(table, discordtest.PermAll) }},
		{"no Send Messages",
			func(f *discordtest.Server) {
				f.SetAppPermissions(table, discordtest.PermAll&^discordtest.PermSendMessages)
			},
			func(f *discordtest.Server) { f.SetAppPermissions(table, discordtest.PermAll) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := newRig(t, defaultDeal)
			r.startDuel()
			// the bot loses the channel, and a board is owed there (a move
			// whose board did not go out, a restart that lost it)
			tc.close(r.fake)
			g := r.mustGame()
			if _, err := r.store.Update(g.Key, storage.AnyVersion, func(g *storage.Game) error {
				g.BoardOwed = true
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			core := r.core.Handler.(*bot.Bot)
			for range 60 { // an hour of checks, a minute apart
				r.advance(time.Minute)
				core.ResendOwed(context.Background())
			}
			logs := r.logs.String()
			if n := strings.Count(logs, `level=WARN msg="send board"`); n != 1 {
				t.Errorf("the board not sent warned of %d times, want once", n)
			}
			if n := strings.Count(logs, "level=WARN"); n != 1 {
				t.Errorf("%d warnings in all, want the one:\n%s", n, r.logs.tail(20))
			}
			// after 1, 2, 4, 8, 16 and 32 minutes
			if n := strings.Count(logs, "sending an owed board"); n != 6 {
				t.Errorf("the owed board tried %d times in an hour, want 6", n)
			}
			tc.open(r.fake)
			r.advance(time.Hour)
			if n := core.ResendOwed(context.Background()); n != 1 {
				t.Fatalf("%d owed boards sent, want 1", n)
			}
			if g := r.mustGame(); g.BoardOwed {
				t.Errorf("the channel takes the bot again, yet its board is still owed")
			}
			if last := r.lastBoard(); mentioned(last) != alice || len(last.Attachments) != 1 {
				t.Errorf("the owed board = %q (%d attachments), want Alice's turn as a picture", last.Content, len(last.Attachments))
			}
		})
	}
}
