package storage

import (
	"context"
	"errors"
)

// ErrBusy is returned by ChatLocker.LockChat when another process held
// the chat for as long as the caller would wait.
var ErrBusy = errors.New("the chat is busy")

// ErrLockLost is returned by ChatHold.Err once a chat held is no longer
// held: the connection that held it for the process broke, and with it
// went the hold (another process may hold the chat now). The work under
// the hold must stop as if the store had failed; the chat can be held
// again with a new HoldChat.
var ErrLockLost = errors.New("the chat's lock was lost")

// ChatLocker is a store shared by several processes that serializes the
// work on one chat among them: a process serving a request of a chat (the
// move read, played, stored, its board posted) holds the chat, so no
// other process reads the game in between and posts a board of a move
// that then loses the race to be stored. A process that dies lets go of
// what it held. Within one process the caller still serializes its own
// goroutines: a process may hold a chat it holds already.
type ChatLocker interface {
	// LockChat waits, at most until ctx is done (then ErrBusy), for no
	// other process to hold the chat key, and holds it until unlock is
	// called.
	LockChat(ctx context.Context, key Key) (unlock func(), err error)
}

// ChatHolder is a ChatLocker whose holds can be lost while held (they
// live on a connection to a database server, which may break) and can
// be checked: a caller checks its hold's Err before each change it
// stores under it.
type ChatHolder interface {
	ChatLocker
	// HoldChat is LockChat, giving the hold itself.
	HoldChat(ctx context.Context, key Key) (ChatHold, error)
}

// ChatHold is a chat held (ChatHolder.HoldChat).
type ChatHold interface {
	// Err is nil while the chat is still held. Once the hold was lost it
	// is an error wrapping ErrLockLost, every time; after the store was
	// closed, one wrapping ErrClosed. After Unlock it is nil. It may ask
	// the server (PostgreSQL: a round trip on the locks' connection), so
	// it is meant before each change stored, not in a loop.
	Err() error
	// Unlock lets go of the chat; a second call does nothing.
	Unlock()
}
