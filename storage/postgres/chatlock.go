package postgres

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/jackalbot/jackal/storage"
)

var (
	_ storage.ChatLocker = (*Store)(nil)
	_ storage.ChatHolder = (*Store)(nil)
)

// Chat lock polling: the first pause, the longest, and the wait when the
// caller's context sets none; the longest a connection for the locks, or
// one of their statements, may take.
const (
	chatPollMin  = 5 * time.Millisecond
	chatPollMax  = 200 * time.Millisecond
	chatLockWait = 60 * time.Second
	chatLockIO   = 5 * time.Second
	chatConnect  = 2 * time.Second
	chatRetry    = time.Second
)

// LockChat implements storage.ChatLocker.
func (s *Store) LockChat(ctx context.Context, key storage.Key) (func(), error) {
	h, err := s.HoldChat(ctx, key)
	if err != nil {
		return nil, err
	}
	return h.Unlock, nil
}

// HoldChat implements storage.ChatHolder. The hold lives on the locks'
// connection (chatLocks): if it breaks, the server lets go of the chat,
// and the hold's Err says so (storage.ErrLockLost) from then on.
func (s *Store) HoldChat(ctx context.Context, key storage.Key) (storage.ChatHold, error) {
	if s.closed.Load() {
		return nil, storage.ErrClosed
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, chatLockWait)
		defer cancel()
	}
	name := "chat:" + string(key)
	pause := chatPollMin
	for {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("storage/postgres: lock chat %s: %w", key, storage.ErrBusy)
		}
		gen, ok, err := s.chats.try(s, name)
		if err != nil {
			return nil, fmt.Errorf("storage/postgres: lock chat %s: %w", key, mapErr(err))
		}
		if ok {
			return &chatHold{s: s, key: key, name: name, gen: gen}, nil
		}
		t := time.NewTimer(pause)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("storage/postgres: lock chat %s: %w", key, storage.ErrBusy)
		case <-t.C:
		}
		pause = min(2*pause, chatPollMax)
	}
}

// chatHold is a chat held on the locks' connection number gen.
type chatHold struct {
	s        *Store
	key      storage.Key
	name     string
	gen      uint64
	released atomic.Bool // Unlock was called
}

// Err implements storage.ChatHold: it asks the server whether the
// connection holding the chat still answers (a round trip).
func (h *chatHold) Err() error {
	if h.released.Load() {
		return nil
	}
	if err := h.s.chats.check(h.s, h.gen); err != nil {
		return fmt.Errorf("storage/postgres: chat %s: %w", h.key, err)
	}
	return nil
}

// Unlock implements storage.ChatHold.
func (h *chatHold) Unlock() {
	if !h.released.Swap(true) {
		h.s.chats.unlock(h.s, h.gen, h.name)
	}
}
