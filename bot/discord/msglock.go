package discord

import (
	"hash/fnv"
	"sync"
	"sync/atomic"
)

// msgStripes is how many locks messageLocks spreads the messages over.
const msgStripes = 64

// messageLocks serializes the adapter's changes of one message where one
// of them reads the message before it writes it: resetMenu reads the
// components of the message a pick was refused on and sets them again,
// after the core let go of the chat, so another player's move editing
// that message between the read and the write would be undone (its board
// left with the old board's menus). Every edit (outbox.edit) and every
// reset hold the message. Messages share a lock by their id's hash: the
// locks are few and never grow.
type messageLocks struct {
	mu      [msgStripes]sync.Mutex
	waiting [msgStripes]atomic.Int32 // how many wait for each lock
}

// stripe is the lock of message id.
func (m *messageLocks) stripe(id string) int {
	h := fnv.New32a()
	h.Write([]byte(id))
	return int(h.Sum32() % msgStripes)
}

// lock holds message id until the function returned is called.
func (m *messageLocks) lock(id string) func() {
	k := m.stripe(id)
	m.waiting[k].Add(1)
	m.mu[k].Lock()
	m.waiting[k].Add(-1)
	return m.mu[k].Unlock
}

// contended reports whether a change of message id (or of one sharing its
// lock) waits for it.
func (m *messageLocks) contended(id string) bool { return m.waiting[m.stripe(id)].Load() > 0 }
