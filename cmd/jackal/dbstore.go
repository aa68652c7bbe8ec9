package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// errStoreFlags marks command-line flags that name no store, or two.
var errStoreFlags = errors.New("bad store")

// storeFlags are the flags of a db command naming its store: -db FILE (a
// bbolt file) or -postgres (the DSN in the environment variable
// -dsn-env).
type storeFlags struct {
	fs       *flag.FlagSet
	path     *string
	postgres *bool
	dsnEnv   *string
}

// addStoreFlags defines the store flags on fs.
func addStoreFlags(fs *flag.FlagSet) *storeFlags {
	return &storeFlags{
		fs:       fs,
		path:     fs.String("db", "jackal.db", "the bbolt store file"),
		postgres: fs.Bool("postgres", false, "the PostgreSQL store (its DSN in the environment, see -dsn-env)"),
		dsnEnv:   fs.String("dsn-env", defaultDSNEnv, "the environment variable holding the PostgreSQL DSN"),
	}
}

// open opens the store the parsed flags name, once check passed; readOnly
// opens a bbolt file read-only and PostgreSQL without migrating it (a
// database without this program's schema is refused, saying what to run).
func (f *storeFlags) open(ctx context.Context, readOnly bool) (storage.Store, error) {
	if *f.postgres {
		s, err := openPostgres(ctx, *f.dsnEnv, postgres.Options{NoMigrate: readOnly})
		if err != nil {
			return nil, pgOpenError(*f.dsnEnv, err) // not a nil *postgres.Store in a non-nil interface
		}
		return s, nil
	}
	s, err := openBolt(*f.path, readOnly)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// check checks the parsed flags name one store: not -db with -postgres,
// and with -postgres an environment variable's name in -dsn-env (never
// quoted back: it may be the DSN, password and all).
func (f *storeFlags) check() error {
	if !*f.postgres {
		return nil
	}
	dbSet := false
	f.fs.Visit(func(fl *flag.Flag) { dbSet = dbSet || fl.Name == "db" })
	if dbSet {
		return fmt.Errorf("%w: -db and -postgres name two stores; give one", errStoreFlags)
	}
	return dsnEnvName("-dsn-env", *f.dsnEnv)
}

// openBolt opens an existing bbolt store file (a missing one is an error,
// not a new empty store).
func openBolt(path string, readOnly bool) (*storage.Bolt, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	s, err := storage.Open(path, storage.Options{ReadOnly: readOnly})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// parseStoreSpec reads a store named on the command line: "bolt:FILE",
// "backup:FILE" (a PostgreSQL backup, sourceBackup) or "postgres".
func parseStoreSpec(spec string) (driver, path string, err error) {
	for _, d := range []string{DriverBolt, sourceBackup} {
		if path, ok := strings.CutPrefix(spec, d+":"); ok && path != "" {
			return d, path, nil
		}
	}
	if spec == DriverPostgres {
		return DriverPostgres, "", nil
	}
	return "", "", fmt.Errorf("%w: %q is not bolt:FILE, backup:FILE or postgres", errStoreFlags, spec)
}

// backupFile writes a consistent copy of store to path: a bbolt file's
// own copy, or PostgreSQL's JSON-lines backup (postgres.BackupFormat)
// and its end line (backupWithEnd), through a temporary file renamed
// into place once synced.
func backupFile(store storage.Store, path string) (int64, error) {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return 0, fmt.Errorf("%s is a directory: name the backup's file (%s)", path, filepath.Join(path, "jackal-backup.db"))
	}
	if path == "-" {
		return 0, fmt.Errorf("a backup is a file of its own, not standard output: name it (jackal-backup.db)")
	}
	if b, ok := store.(*storage.Bolt); ok {
		return b.BackupFile(path)
	}
	n, err := storage.WriteFileAtomic(path, backupWithEnd(store.Backup))
	if err != nil {
		return 0, fmt.Errorf("backup to %s: %w", path, err)
	}
	return n, nil
}
