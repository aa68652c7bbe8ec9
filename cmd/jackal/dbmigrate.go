package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// dbMigrate runs `db migrate` (copy a bbolt store into PostgreSQL, or
// restore a PostgreSQL backup into it, then verify the copy) or `db
// verify` (only compare them). migrate migrates the database's schema;
// verify only reads it.
func dbMigrate(cmd string, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("db "+cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "", "the store copied: bolt:FILE, or backup:FILE (a `jackal db backup -postgres` file)")
	to := fs.String("to", DriverPostgres, "the store written: postgres")
	dsnEnv := fs.String("dsn-env", defaultDSNEnv, "the environment variable holding the PostgreSQL DSN")
	accept := fs.Bool("accept-unterminated", false, acceptUnterminatedHelp)
	force := false
	if cmd == "migrate" {
		fs.BoolVar(&force, "force", false, "replace the records the PostgreSQL database holds (else it must be empty)")
	}
	if err := fs.Parse(args); err != nil {
		return usageCode(err)
	}
	src, err := migrateSpecs(*from, *to)
	if err != nil || fs.NArg() != 0 {
		if err != nil {
			fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		}
		fmt.Fprint(stderr, dbUsage)
		return 2
	}
	if err := dsnEnvName("-dsn-env", *dsnEnv); err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		return 2
	}
	src.acceptUnterminated = *accept
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := src.open(); err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		return 1
	}
	defer src.close()
	dst, err := openPostgres(ctx, *dsnEnv, postgres.Options{NoMigrate: cmd == "verify"})
	if err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, pgOpenError(*dsnEnv, err))
		return 1
	}
	defer dst.Close()
	if cmd == "migrate" {
		d, err := src.dump()
		if err == nil {
			err = dst.Import(ctx, d, force)
		}
		if errors.Is(err, postgres.ErrNotEmpty) {
			fmt.Fprintf(stderr, "jackal db migrate: %v: migrate into an empty database, or give -force to replace what it holds\n", err)
			return 1
		}
		if err != nil {
			fmt.Fprintf(stderr, "jackal db migrate: %v\n", err)
			return 1
		}
		verb := "copied"
		if src.kind == sourceBackup {
			verb = "restored"
		}
		fmt.Fprintf(stdout, "%s %s into %s\n", verb, src.path, pgStoreName(*dsnEnv))
		if d.Unhandled > 0 {
			fmt.Fprintf(stdout, "warning: %d update(s) received but not handled were left in %s's journal: start the bot on the file once to handle them, stop it, and migrate again with -force\n", d.Unhandled, src.path)
		}
	}
	if err := verifyCopy(ctx, src, dst, stdout); err != nil {
		fmt.Fprintf(stderr, "jackal db %s: %v\n", cmd, err)
		return 1
	}
	return 0
}

// sourceBackup is the kind of a copy's source that is a PostgreSQL
// backup file (backup:FILE), as its side is named in the reports.
const sourceBackup = "backup"

// copySource is the store migrate and verify copy from: a bbolt file,
// or a file `jackal db backup -postgres` wrote (postgres.Backup), whose
// records a restore imports as a bbolt file's are.
type copySource struct {
	kind string // DriverBolt or sourceBackup
	path string
	// bolt is the bbolt file's store, opened read-only; nil for a backup.
	bolt *storage.Bolt
	// backup is the backup's records.
	backup *storage.Dump
	// acceptUnterminated reads a backup without an end line (older than
	// end lines: -accept-unterminated).
	acceptUnterminated bool
}

// open opens a bbolt file, or reads a backup's records.
func (s *copySource) open() error {
	if s.kind == DriverBolt {
		b, err := openBolt(s.path, true)
		if err != nil {
			return err
		}
		s.bolt = b
		return nil
	}
	d, err := readBackupFile(s.path, s.acceptUnterminated)
	if err != nil {
		return err
	}
	s.backup = d
	return nil
}

// dump returns every record of the source.
func (s *copySource) dump() (*storage.Dump, error) {
	if s.bolt != nil {
		return s.bolt.Dump()
	}
	return s.backup, nil
}

// close closes a bbolt file.
func (s *copySource) close() {
	if s.bolt != nil {
		_ = s.bolt.Close()
	}
}

// migrateSpecs checks the stores of migrate and verify: from a bbolt
// file or a PostgreSQL backup to PostgreSQL, the directions supported.
// A -from naming a backup file without "backup:" is one too: its first
// line says what it is.
func migrateSpecs(from, to string) (*copySource, error) {
	fromDriver, path, err := parseStoreSpec(from)
	if err != nil && isBackupFile(from) {
		fromDriver, path, err = sourceBackup, from, nil
	}
	if err != nil {
		return nil, fmt.Errorf("-from: %w", err)
	}
	toDriver, _, err := parseStoreSpec(to)
	if err != nil {
		return nil, fmt.Errorf("-to: %w", err)
	}
	if fromDriver == DriverPostgres || toDriver != DriverPostgres {
		return nil, fmt.Errorf("%w: the stores are copied from bolt:FILE or backup:FILE to postgres", errStoreFlags)
	}
	return &copySource{kind: fromDriver, path: path}, nil
}

// backupHead is how a PostgreSQL backup file begins.
var backupHead = []byte(`{"format":"` + postgres.BackupFormat + `"`)

// isBackupFile reports whether path names a regular file that begins
// as a PostgreSQL backup does (a pipe is not opened: nobody may write to
// it, and what is peeked would be gone from it).
func isBackupFile(path string) bool {
	if info, err := os.Stat(path); err != nil || !info.Mode().IsRegular() {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head, _ := bufio.NewReader(f).Peek(len(backupHead))
	return bytes.Equal(head, backupHead)
}
