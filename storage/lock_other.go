//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package storage

import (
	"errors"
	"os"
	"time"
)

// errLockTimeout is lockShared's timeout; Open reports it as ErrLocked.
var errLockTimeout = errors.New("lock timeout")

// lockShared does nothing where flock is unavailable: the file check then
// runs unlocked and bbolt's own lock still guards the database.
func lockShared(*os.File, time.Duration) error { return nil }
