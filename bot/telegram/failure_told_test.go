package telegram_test

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"

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
	r.startOn(ds)
	ds.down.Store(true)
	r.say(chat, alice, "/board")
	if got := r.lastText(chat).Text; !strings.Contains(got, "Try again") || strings.Contains(got, "by myself") {
		t.Errorf("a polling chat was told %q, want to try again", got)
	}
}
