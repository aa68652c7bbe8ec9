package telegram_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
)

// downStore is a real store whose reads of games fail while down is set
// (the database unreachable).
type downStore struct {
	storage.Store
	down atomic.Bool
}

func (d *downStore) Get(k storage.Key) (*storage.Game, error) {
	if d.down.Load() {
		return nil, errors.New("database unreachable")
	}
	return d.Store.Get(k)
}

// TestPollingFailureAsksToTryAgain: long polling marks an update done
// whatever its handling said (nothing posts it again), so a request that
// failed on the way asks the chat to try again, never that the bot will
// try again by itself (only a webhook answering after handling can).
func TestPollingFailureAsksToTryAgain(t *testing.T) {
	r := newRig(t, rigOpts{})
	const chat = -100
	r.newGame(chat, key(chat))
	r.stop()
	ds := &downStore{Store: r.store}
	log := slog.New(slog.NewTextHandler(r.logs, nil))
	ctx, cancel := context.WithCancel(context.Background())
	client, err := telegram.New(ctx, telegram.Config{Token: telegramtest.Token, APIEndpoint: r.srv.Endpoint(), PollTimeout: time.Second,
		HTTPTimeout: 10 * time.Second, Limits: r.limits(), PollBackoff: 10 * time.Millisecond, CaptionParseMode: tgbotapi.ModeHTML,
		Journal: r.store.UpdateJournal(bot.PlatformTelegram), Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	b, err := bot.New(bot.Config{Store: ds, Now: r.clock.Now, BotName: telegramtest.BotUsername, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	r.core = &tracked{Bot: b, changed: make(chan struct{})}
	a, err := telegram.NewAdapter(client, r.core, telegram.AdapterOptions{Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	r.client, r.adapter, r.cancel, r.done = client, a, cancel, make(chan error, 1)
	go func() { r.done <- a.Run(ctx) }()
	ds.down.Store(true)
	r.say(chat, alice, "/board")
	if got := r.lastText(chat).Text; !strings.Contains(got, "Try again") || strings.Contains(got, "by myself") {
		t.Errorf("a polling chat was told %q, want to try again", got)
	}
}
