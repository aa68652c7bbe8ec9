package tgapi

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// TestStopFinishesWorkInHand: a stop (SIGTERM cancels Run's context) lets
// the updates already received finish, queued ones included, with a
// context that is still live; the journal is then empty.
func TestStopFinishesWorkInHand(t *testing.T) {
	j := NewMemoryJournal()
	c, srv := newClient(t, func(cfg *Config) { cfg.Journal = j })
	const updates = 6
	for i := 0; i < updates; i++ {
		srv.SendMessage(alice, alice, "m", telegramtest.MessageOpts{}) // one chat: they queue
	}
	var started, finished atomic.Int32
	handle := func(ctx context.Context, _ tgbotapi.Update) {
		started.Add(1)
		select {
		case <-time.After(50 * time.Millisecond): // work that takes a while
		case <-ctx.Done():
			return
		}
		finished.Add(1)
	}
	stop := startRun(t, c, handle)
	deadline := time.Now().Add(5 * time.Second)
	for started.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if n := finished.Load(); n != updates {
		t.Fatalf("%d of %d received updates finished after the stop", n, updates)
	}
	if ids, _, _ := j.Pending(); len(ids) != 0 {
		t.Fatalf("the journal still holds %v", ids)
	}
}
