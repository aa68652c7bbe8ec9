package postgres

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// TestChatLockTwoProcesses: two Stores on one database (two processes)
// hold chats: a chat one holds, the other waits for and gets only once it
// is let go, or once the holder dies (its store closed: its session ends);
// another chat is free meanwhile; a holder may hold its own chat again.
func TestChatLockTwoProcesses(t *testing.T) {
	a, dsn := openFresh(t)
	b := openAgain(t, dsn)
	tryFor := func(s *Store, key storage.Key, d time.Duration) (func(), error) {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		defer cancel()
		return s.LockChat(ctx, key)
	}
	unlockA, err := tryFor(a, "tg:1", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tryFor(b, "tg:1", 200*time.Millisecond); !errors.Is(err, storage.ErrBusy) {
		t.Fatalf("b took the chat a holds: %v", err)
	}
	unlockB2, err := tryFor(b, "tg:2", time.Second)
	if err != nil {
		t.Fatalf("another chat: %v", err)
	}
	unlockB2()
	// a caller whose time is up keeps nothing from the chats a holds
	// (pgx closes a connection whose statement's context ends: the locks
	// of every chat would go with it)
	done, stop := context.WithCancel(context.Background())
	stop()
	if _, err := a.LockChat(done, "tg:2"); !errors.Is(err, storage.ErrBusy) {
		t.Fatalf("a caller out of time: %v", err)
	}
	if _, err := tryFor(b, "tg:1", 200*time.Millisecond); !errors.Is(err, storage.ErrBusy) {
		t.Fatalf("b took the chat a holds, after a's caller ran out of time: %v", err)
	}
	again, err := tryFor(a, "tg:1", time.Second)
	if err != nil {
		t.Fatalf("a again: %v", err)
	}
	again()
	// b waits, and gets the chat once a lets go
	got := make(chan error, 1)
	go func() {
		unlock, err := tryFor(b, "tg:1", 10*time.Second)
		if err == nil {
			unlock()
		}
		got <- err
	}()
	time.Sleep(100 * time.Millisecond)
	select {
	case err := <-got:
		t.Fatalf("b got the chat before a let go: %v", err)
	default:
	}
	unlockA()
	unlockA() // a second call does nothing
	if err := <-got; err != nil {
		t.Fatalf("b after a let go: %v", err)
	}
	// a dies holding the chat: b gets it
	if _, err := tryFor(a, "tg:1", time.Second); err != nil {
		t.Fatal(err)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := a.LockChat(context.Background(), "tg:1"); !errors.Is(err, storage.ErrClosed) {
		t.Fatalf("a closed: %v", err)
	}
	unlock, err := tryFor(b, "tg:1", 5*time.Second)
	if err != nil {
		t.Fatalf("b after a died: %v", err)
	}
	unlock()
}
