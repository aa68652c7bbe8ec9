package discord_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/storage"
)

// quickStops is the number of adapters stopped right after they connect.
const quickStops = 12

// TestE2EStoppedAdapterStaysDown stops adapters right after they
// connected — while discordgo's first heartbeat may still be on its way —
// and checks that none of them connects again once Run has returned.
// discordgo reconnects by itself when a heartbeat fails, and a heartbeat
// sent into the connection being closed fails: without care a stopped
// bot would come back as a session with no handler, and on the fake it
// would push the next bot's session off the gateway.
func TestE2EStoppedAdapterStaysDown(t *testing.T) {
	t.Parallel()
	store, err := storage.Open(t.TempDir()+"/x.db", storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	core, err := bot.New(bot.Config{Store: store, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	fakes := make([]*discordtest.Server, quickStops)
	for i := range fakes {
		fakes[i] = discordtest.New(t)
	}
	var wg sync.WaitGroup
	for i, fake := range fakes {
		a, err := discord.New(discord.Config{Token: discordtest.Token, AppID: discordtest.AppID, RESTBase: fake.RESTBase(),
			DevGuildID: guild, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, core)
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			go func() { done <- a.Run(ctx) }()
			wctx, wcancel := context.WithTimeout(context.Background(), waitLimit)
			defer wcancel()
			if err := fake.WaitFor(wctx, func() bool { return len(fake.Commands(guild)) == 1 }); err != nil {
				t.Errorf("adapter %d: no registration: %v", i, err)
			}
			cancel()
			if err := <-done; err != nil {
				t.Errorf("adapter %d: Run: %v", i, err)
			}
		}()
	}
	wg.Wait()
	time.Sleep(1500 * time.Millisecond) // a reconnection would happen by now
	for i, fake := range fakes {
		if gw := fake.Gateway(); gw.Connections != 1 || gw.Connected {
			t.Errorf("adapter %d connected again after Run returned: %+v", i, gw)
		}
	}
}
