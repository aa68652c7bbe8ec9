package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/jackalbot/jackal/storage"
)

// migrationFiles are the schema migrations, migrations/NNNN_name.sql, run
// in order. Append new files; never edit released ones.
//
//go:embed migrations/*.sql
var migrationFiles embed.FS

// ErrMigrations is returned by Open when the embedded migration files are
// not numbered 1, 2, 3… (a build of this program that cannot migrate).
var ErrMigrations = errors.New("storage/postgres: embedded migrations are not numbered in order")

// ErrNoSchema is seen (errors.Is) in the *SchemaError of Open with
// Options.NoMigrate on a database that has no jackal schema: no
// schema_migrations table, or no migration in it.
var ErrNoSchema = errors.New("the database has no jackal schema")

// SchemaError is returned by Open when the database's schema is not
// the one this program reads: none, older (with Options.NoMigrate) or
// newer. errors.Is sees ErrNoSchema, storage.ErrSchemaOld or
// storage.ErrSchemaTooNew through it.
type SchemaError struct {
	// Have is the database's schema version, 0 for none; Want is
	// SchemaVersion.
	Have, Want int
}

func (e *SchemaError) Error() string {
	switch {
	case e.Have == 0:
		return ErrNoSchema.Error()
	case e.Have < e.Want:
		return fmt.Sprintf("schema version %d is older than this program's %d", e.Have, e.Want)
	}
	return fmt.Sprintf("schema version %d is newer than this program's %d", e.Have, e.Want)
}

// Is reports whether the error is ErrNoSchema, storage.ErrSchemaOld or
// storage.ErrSchemaTooNew, as the versions say.
func (e *SchemaError) Is(target error) bool {
	switch target {
	case ErrNoSchema:
		return e.Have == 0
	case storage.ErrSchemaOld:
		return e.Have > 0 && e.Have < e.Want
	case storage.ErrSchemaTooNew:
		return e.Have > e.Want
	}
	return false
}

// migrationLock is the key of the advisory lock held while migrating.
const migrationLock = 0x6a61636b616c // "jackal"

// migration is one embedded schema step.
type migration struct {
	version int
	name    string
	sql     string
}

// migrations returns the embedded migrations in order; their versions
// must be 1, 2, 3… without a gap.
func migrations() ([]migration, error) {
	names, err := fs.Glob(migrationFiles, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	out := make([]migration, 0, len(names))
	for i, path := range names {
		base := strings.TrimSuffix(strings.TrimPrefix(path, "migrations/"), ".sql")
		num, name, _ := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if err != nil || v != i+1 {
			return nil, fmt.Errorf("%w: %s is not number %d", ErrMigrations, path, i+1)
		}
		sql, err := migrationFiles.ReadFile(path)
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: name, sql: string(sql)})
	}
	return out, nil
}

// SchemaVersion is the schema version this program writes: the number of
// its migrations.
func SchemaVersion() int {
	m, err := migrations()
	if err != nil {
		panic(err) // the embedded files are fixed at build time; a test reads them
	}
	return len(m)
}

// migrate brings the database to SchemaVersion: under an advisory lock
// (other processes opening it wait), each missing migration runs in its
// own transaction that also records it in schema_migrations. A database
// with a newer schema gives a *SchemaError (storage.ErrSchemaTooNew) and
// is not changed.
func migrate(ctx context.Context, pool *pgxpool.Pool) error {
	all, err := migrations()
	if err != nil {
		return err
	}
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", int64(migrationLock)); err != nil {
		return err
	}
	defer func() {
		_, _ = conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", int64(migrationLock))
	}()
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version integer PRIMARY KEY,
		name text NOT NULL,
		applied timestamptz NOT NULL DEFAULT now())`); err != nil {
		return err
	}
	var current int
	if err := conn.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM schema_migrations").Scan(&current); err != nil {
		return err
	}
	if current > len(all) {
		return &SchemaError{Have: current, Want: len(all)}
	}
	for _, m := range all[current:] {
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, m.sql); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", m.version, m.name)
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %d (%s): %w", m.version, m.name, err)
		}
	}
	return nil
}

// checkSchema checks, changing nothing, that the database's schema is
// SchemaVersion (Options.NoMigrate): a *SchemaError if it is not.
func checkSchema(ctx context.Context, pool *pgxpool.Pool) error {
	all, err := migrations()
	if err != nil {
		return err
	}
	var exists bool
	if err := pool.QueryRow(ctx, "SELECT to_regclass('schema_migrations') IS NOT NULL").Scan(&exists); err != nil {
		return err
	}
	current := 0
	if exists {
		if err := pool.QueryRow(ctx, "SELECT coalesce(max(version), 0) FROM schema_migrations").Scan(&current); err != nil {
			return err
		}
	}
	if current != len(all) {
		return &SchemaError{Have: current, Want: len(all)}
	}
	return nil
}
