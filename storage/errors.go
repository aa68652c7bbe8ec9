package storage

import (
	"errors"
	"fmt"
)

// Sentinel errors. Errors returned by this package wrap one of these (or an
// error returned by a caller's closure) and can be tested with errors.Is.
var (
	// ErrNotFound is returned when the requested game, user, chat or archive
	// entry does not exist.
	ErrNotFound = errors.New("not found")

	// ErrExists is returned by Create when the key already has an active game,
	// and by Rekey when the new key is already taken.
	ErrExists = errors.New("already exists")

	// ErrStale is returned when the version a caller expected is not the
	// game's current version: an old button or a double press. Nothing is
	// changed.
	ErrStale = errors.New("stale version")

	// ErrLocked is returned by Open when another process holds the database
	// file and the lock was not released within Options.Timeout.
	ErrLocked = errors.New("database file is locked by another process")

	// ErrNotDatabase is returned by Open when the file is not a bbolt database
	// of this program, or is truncated or damaged. The file is left untouched.
	ErrNotDatabase = errors.New("not a valid database file")

	// ErrSchemaTooNew is returned by Open when the file was written by a newer
	// version of this program. Nothing is written to the file.
	ErrSchemaTooNew = errors.New("database schema is newer than this program")

	// ErrSchemaOld is returned by Open in read-only mode when the file needs a
	// migration, which only a read-write Open can perform.
	ErrSchemaOld = errors.New("database schema needs a migration; open it read-write once")

	// ErrClosed is returned by every method called after Close.
	ErrClosed = errors.New("store is closed")

	// ErrReadOnly is returned by every writing method of a store opened with
	// Options.ReadOnly.
	ErrReadOnly = errors.New("store is read-only")

	// ErrInvalid is returned for bad input: a malformed key or ID, a record
	// that breaks an invariant, a closure that changed a game's identity.
	ErrInvalid = errors.New("invalid input")

	// ErrPanicked is wrapped by a *PanicError when a caller's closure (an
	// Update function or a Replayer) panicked; the transaction was rolled
	// back.
	ErrPanicked = errors.New("callback panicked")

	// ErrRulesChanged is wrapped by a Replayer's or Scorer's error when
	// the rules it plays are a newer version than those the game was
	// dealt under: the game's log may play out differently now.
	ErrRulesChanged = errors.New("the game's rules have changed since it was dealt")
)

// PanicError reports a panic recovered from a caller-supplied function. It
// unwraps to ErrPanicked.
type PanicError struct {
	// Value is the value passed to panic.
	Value any
	// Stack is the goroutine's stack at the time of the panic.
	Stack []byte
}

// Error describes the panic value; the stack is kept in the Stack field.
func (e *PanicError) Error() string {
	return fmt.Sprintf("%v: %v", ErrPanicked, e.Value)
}

// Unwrap returns ErrPanicked.
func (e *PanicError) Unwrap() error { return ErrPanicked }
