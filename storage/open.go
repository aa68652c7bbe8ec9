package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync/atomic"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// Bolt is the embedded Store on a bbolt file. It is safe for concurrent use;
// writers are serialized by bbolt and every write is fsynced before it
// returns.
type Bolt struct {
	db     *bolt.DB
	opts   Options
	closed atomic.Bool
	marks  atomic.Int64 // MarkHandled calls, to sweep old marks now and then
	leases leaseTable   // the process's leases (it alone holds the file)
}

// Open opens (or creates) the database at path. A new file is created
// atomically with mode 0600 and the current schema; an existing file is
// checked before bbolt maps it (ErrNotDatabase, untouched, if it is not a
// complete bbolt file), locked (ErrLocked after opts.Timeout if another
// process holds it), and migrated to SchemaVersion in one transaction
// (ErrSchemaTooNew, nothing written, if it is newer).
func Open(path string, opts Options) (*Bolt, error) {
	if path == "" {
		return nil, fmt.Errorf("storage: open: %w: empty database path", ErrInvalid)
	}
	if info, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) && !opts.ReadOnly {
		if err := createFile(path, opts); err != nil {
			return nil, err
		}
	} else if err != nil {
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	} else if !info.Mode().IsRegular() {
		// before any open: a FIFO would block it for good
		return nil, fmt.Errorf("storage: %w: %s is not a regular file", ErrNotDatabase, path)
	}
	if err := checkFile(path, opts.timeout()); err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	db, err := openBolt(path, opts)
	if err != nil {
		return nil, err
	}
	if err := prepareSchema(db, opts.ReadOnly); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
	return &Bolt{db: db, opts: opts}, nil
}

// openBolt opens a checked file with bbolt, fsync on, lock timeout bounded.
func openBolt(path string, opts Options) (*bolt.DB, error) {
	var db *bolt.DB
	var file *os.File
	err := guard(func() error {
		var err error
		db, err = bolt.Open(path, fileMode, &bolt.Options{
			Timeout:      opts.timeout(),
			ReadOnly:     opts.ReadOnly,
			FreelistType: bolt.FreelistArrayType,
			OpenFile: func(name string, flag int, mode os.FileMode) (*os.File, error) {
				f, err := os.OpenFile(name, flag, mode)
				if file == nil {
					file = f
				}
				return f, err
			},
		})
		return err
	})
	if errors.Is(err, ErrNotDatabase) && file != nil {
		// bbolt panicked on a damaged page while opening: release the
		// file (and its lock) it could not close.
		_ = file.Close()
	}
	switch {
	case err == nil:
		return db, nil
	case errors.Is(err, berrors.ErrTimeout):
		return nil, fmt.Errorf("storage: %w: %s (waited %v; is the bot already running?)", ErrLocked, path, opts.timeout())
	case errors.Is(err, ErrNotDatabase):
		return nil, fmt.Errorf("storage: %s: %w", path, err)
	case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrVersionMismatch),
		errors.Is(err, berrors.ErrChecksum):
		return nil, fmt.Errorf("storage: %w: %s: %v", ErrNotDatabase, path, err)
	default:
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
}

// prepareSchema reads the schema version and migrates the file if needed.
// Reading happens first, in a read-only transaction, so a file that is too
// new, or not ours, is never written to.
func prepareSchema(db *bolt.DB, readOnly bool) error {
	var version uint64
	err := guard(func() error {
		return db.View(func(tx *bolt.Tx) error {
			var err error
			version, err = readSchema(tx)
			return err
		})
	})
	if err != nil {
		return err
	}
	switch {
	case version > SchemaVersion:
		return fmt.Errorf("%w: file has schema %d, this program knows %d", ErrSchemaTooNew, version, SchemaVersion)
	case version == SchemaVersion:
		return nil
	case readOnly:
		return fmt.Errorf("%w: file has schema %d, current is %d", ErrSchemaOld, version, SchemaVersion)
	}
	return guard(func() error {
		return db.Update(func(tx *bolt.Tx) error {
			return migrate(tx, version, SchemaVersion)
		})
	})
}

// guard turns a panic inside bbolt (a damaged page) into ErrNotDatabase.
func guard(fn func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: damaged file: %v", ErrNotDatabase, r)
		}
	}()
	return fn()
}

// createFile creates a new database at path atomically: it is built and
// synced under a temporary name in the same directory, then linked into
// place, so path never exists half-initialized and an existing empty file
// can safely be treated as not a database.
func createFile(path string, opts Options) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, base+".new-*")
	if err != nil {
		return fmt.Errorf("storage: create %s: %w", path, err)
	}
	tmpName := tmp.Name()
	defer os.Remove(tmpName)
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("storage: create %s: %w", path, err)
	}
	db, err := bolt.Open(tmpName, fileMode, &bolt.Options{Timeout: opts.timeout()})
	if err != nil {
		return fmt.Errorf("storage: create %s: %w", path, err)
	}
	err = db.Update(func(tx *bolt.Tx) error { return migrate(tx, 0, SchemaVersion) })
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("storage: create %s: %w", path, err)
	}
	if err := os.Link(tmpName, path); err != nil && !errors.Is(err, fs.ErrExist) {
		// No hard links here (some file systems): fall back to rename.
		if err := os.Rename(tmpName, path); err != nil {
			return fmt.Errorf("storage: create %s: %w", path, err)
		}
	}
	return syncDir(dir)
}

// syncDir fsyncs a directory so a new entry in it is durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("storage: sync directory %s: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("storage: sync directory %s: %w", dir, err)
	}
	return nil
}

// Close releases the database file. It is safe to call more than once.
func (s *Bolt) Close() error {
	if s.closed.Swap(true) {
		return nil
	}
	if err := s.db.Close(); err != nil {
		return fmt.Errorf("storage: close: %w", err)
	}
	return nil
}

// Path returns the database file's path.
func (s *Bolt) Path() string { return s.db.Path() }

// view runs fn in a read-only transaction.
func (s *Bolt) view(fn func(tx *bolt.Tx) error) error {
	if s.closed.Load() {
		return ErrClosed
	}
	return mapBoltErr(s.db.View(fn))
}

// update runs fn in a read-write, fsynced transaction.
func (s *Bolt) update(fn func(tx *bolt.Tx) error) error {
	if s.closed.Load() {
		return ErrClosed
	}
	if s.opts.ReadOnly {
		return ErrReadOnly
	}
	return mapBoltErr(s.db.Update(fn))
}

// mapBoltErr turns bbolt's state errors into this package's sentinels.
func mapBoltErr(err error) error {
	switch {
	case errors.Is(err, berrors.ErrDatabaseNotOpen):
		return ErrClosed
	case errors.Is(err, berrors.ErrDatabaseReadOnly):
		return ErrReadOnly
	}
	return err
}
