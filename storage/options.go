package storage

import "time"

// DefaultTimeout is how long Open waits for a locked file when
// Options.Timeout is zero.
const DefaultTimeout = 3 * time.Second

// fileMode is the permission of database and backup files this package
// creates.
const fileMode = 0o600

// Options configures Open. The zero value is ready to use.
type Options struct {
	// Timeout is how long Open waits for another process to release the
	// file lock before failing with ErrLocked. Zero means DefaultTimeout;
	// Open never waits forever.
	Timeout time.Duration

	// ReadOnly opens the file without write access (for checks, exports and
	// backups of a file the bot is not using). Writing methods return
	// ErrReadOnly; a file needing a migration gives ErrSchemaOld; a missing
	// file is an error instead of being created.
	ReadOnly bool

	// Now is the clock used for creation and finish times; nil means
	// time.Now.
	Now func() time.Time
}

// timeout returns the effective lock timeout.
func (o Options) timeout() time.Duration {
	if o.Timeout <= 0 {
		return DefaultTimeout
	}
	return o.Timeout
}

// now returns the current time from the configured clock.
func (o Options) now() time.Time {
	if o.Now == nil {
		return time.Now()
	}
	return o.Now()
}
