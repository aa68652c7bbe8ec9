package storage

import (
	"context"
	"errors"
)

// ErrBusy is returned by ChatLocker.LockChat when another process held
// the chat for as long as the caller would wait.
var ErrBusy = errors.New("the chat is busy")

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
