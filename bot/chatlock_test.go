package bot

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// TestLockWaitEnds: a chat held in this process is waited for only as
// long as the waiter's context lasts (the timers wait busyWait, then try
// at their next check), and is taken once let go; another chat is free
// meanwhile.
func TestLockWaitEnds(t *testing.T) {
	f := newFixture(t)
	unlock, err := f.b.lock(context.Background(), "tg:1")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := f.b.lock(ctx, "tg:1"); !errors.Is(err, storage.ErrBusy) {
		t.Fatalf("a held chat waited for past the context: %v", err)
	}
	// a free chat is taken even by a waiter out of time
	other, err := f.b.lock(ctx, "tg:2")
	if err != nil {
		t.Fatalf("another chat: %v", err)
	}
	other()
	unlock()
	again, err := f.b.lock(context.Background(), "tg:1")
	if err != nil {
		t.Fatalf("the chat let go: %v", err)
	}
	again()
}
