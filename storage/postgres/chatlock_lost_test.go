package postgres

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// breakChatConn ends the server session of s's lock connection, as a
// restarted server or a cut network would, from the session of other.
func breakChatConn(t *testing.T, s, other *Store) {
	t.Helper()
	s.chats.mu.Lock()
	if s.chats.conn == nil {
		s.chats.mu.Unlock()
		t.Fatal("no lock connection to break")
	}
	pid := s.chats.conn.PgConn().PID()
	s.chats.mu.Unlock()
	var ended bool
	// the second argument waits for the session to be gone
	if err := other.pool.QueryRow(context.Background(), "SELECT pg_terminate_backend($1, 5000)", pid).Scan(&ended); err != nil || !ended {
		t.Fatalf("pg_terminate_backend(%d) = %v, %v", pid, ended, err)
	}
}

// holdFor holds key on s, waiting at most d.
func holdFor(s *Store, key storage.Key, d time.Duration) (storage.ChatHold, error) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	return s.HoldChat(ctx, key)
}

// TestChatLockLost: the lock connection of a process (a) breaks while it
// holds a chat; the server lets go of the chat, which another process (b)
// may then take. a's hold says so (storage.ErrLockLost, every time it is
// asked), whether the break was found by the check itself or by a's next
// lock; a's new locks work at once, on a new connection; the lost hold's
// Unlock lets go of nothing held since.
func TestChatLockLost(t *testing.T) {
	for _, tc := range []struct {
		name      string
		nextFirst bool // another lock is taken before the hold is checked
	}{
		{"found by the check", false},
		{"found by the next lock", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, dsn := openFresh(t)
			b := openAgain(t, dsn)
			held, err := holdFor(a, "tg:1", time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if err := held.Err(); err != nil {
				t.Fatalf("a hold just taken: %v", err)
			}
			breakChatConn(t, a, b)
			var other storage.ChatHold
			if tc.nextFirst {
				if other, err = holdFor(a, "tg:2", time.Second); err != nil {
					t.Fatalf("the next lock after the break: %v", err)
				}
			}
			for range 2 {
				if err := held.Err(); !errors.Is(err, storage.ErrLockLost) || !strings.Contains(err.Error(), "tg:1") {
					t.Fatalf("the hold of a broken connection: Err = %v, want ErrLockLost naming the chat", err)
				}
			}
			if !tc.nextFirst {
				if other, err = holdFor(a, "tg:2", time.Second); err != nil {
					t.Fatalf("a new lock after the break: %v", err)
				}
			}
			if err := other.Err(); err != nil {
				t.Fatalf("a hold on the new connection: %v", err)
			}
			// the server let go of tg:1: b takes it, and a waits for it
			// like any other process
			hb, err := holdFor(b, "tg:1", 5*time.Second)
			if err != nil {
				t.Fatalf("b after a's connection broke: %v", err)
			}
			if _, err := holdFor(a, "tg:1", 100*time.Millisecond); !errors.Is(err, storage.ErrBusy) {
				t.Fatalf("a took the chat b holds: %v", err)
			}
			hb.Unlock()
			again, err := holdFor(a, "tg:1", 5*time.Second)
			if err != nil {
				t.Fatalf("a again once b let go: %v", err)
			}
			held.Unlock() // the lost hold: lets go of nothing
			if _, err := holdFor(b, "tg:1", 100*time.Millisecond); !errors.Is(err, storage.ErrBusy) {
				t.Fatalf("the lost hold's Unlock let go of the chat held again: %v", err)
			}
			if err := held.Err(); err != nil {
				t.Fatalf("Err after Unlock: %v", err)
			}
			again.Unlock()
			other.Unlock()
		})
	}
}

// TestChatHoldClosed: a hold of a store since closed reports ErrClosed.
func TestChatHoldClosed(t *testing.T) {
	a, _ := openFresh(t)
	h, err := holdFor(a, "tg:1", time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if err := h.Err(); !errors.Is(err, storage.ErrClosed) {
		t.Fatalf("Err after Close = %v, want ErrClosed", err)
	}
	h.Unlock() // does nothing, fails nothing
}
