//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package storage

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lockRetry is how often lockShared retries a held lock.
const lockRetry = 50 * time.Millisecond

// errLockTimeout is lockShared's timeout; Open reports it as ErrLocked.
var errLockTimeout = errors.New("lock timeout")

// lockShared takes a shared flock on f, the kind bbolt's readers take and
// its writer excludes, waiting up to timeout. Closing f releases it.
func lockShared(f *os.File, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB)
		if err == nil {
			return nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			return err
		}
		if time.Now().After(deadline) {
			return errLockTimeout
		}
		time.Sleep(lockRetry)
	}
}
