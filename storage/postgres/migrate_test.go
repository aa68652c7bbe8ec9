package postgres

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// TestMigrationFiles keeps SchemaVersion and the files on disk in step.
func TestMigrationFiles(t *testing.T) {
	files, err := filepath.Glob("migrations/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 || SchemaVersion() != len(files) {
		t.Fatalf("SchemaVersion %d, %d files", SchemaVersion(), len(files))
	}
	for _, f := range files {
		if b, err := os.ReadFile(f); err != nil || len(b) == 0 {
			t.Fatalf("%s: %d bytes, %v", f, len(b), err)
		}
	}
}

// TestOpenMigrates: Open migrates once, however many processes open the
// database at once, again is a no-op, and a newer schema is refused.
func TestOpenMigrates(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tests := []struct {
		name   string
		opens  int
		before string // SQL run on the database between two rounds of opens
		want   error
	}{
		{"one", 1, "", nil},
		{"several at once", 6, "", nil},
		{"again", 3, "SELECT 1", nil},
		{"schema too new", 1, "INSERT INTO schema_migrations (version, name) VALUES (999, 'future')", storage.ErrSchemaTooNew},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dsn, err := cluster.NewDatabase(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if tc.before != "" {
				s, err := Open(ctx, dsn, Options{})
				if err != nil {
					t.Fatal(err)
				}
				if _, err := s.pool.Exec(ctx, tc.before); err != nil {
					t.Fatal(err)
				}
				_ = s.Close()
			}
			var wg sync.WaitGroup
			errs := make([]error, tc.opens)
			for i := range tc.opens {
				wg.Add(1)
				go func() {
					defer wg.Done()
					s, err := Open(ctx, dsn, Options{})
					if err == nil {
						_ = s.Close()
					}
					errs[i] = err
				}()
			}
			wg.Wait()
			for _, err := range errs {
				if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
					t.Fatalf("Open = %v, want %v", err, tc.want)
				}
			}
			if tc.want != nil {
				return
			}
			s, err := Open(ctx, dsn, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var n, max int
			if err := s.pool.QueryRow(ctx, "SELECT count(*), max(version) FROM schema_migrations").Scan(&n, &max); err != nil {
				t.Fatal(err)
			}
			if n != SchemaVersion() || max != SchemaVersion() {
				t.Fatalf("schema_migrations has %d rows up to %d, want %d", n, max, SchemaVersion())
			}
		})
	}
}

// TestOpenBadDSN: a connection string pgx cannot parse is ErrInvalid.
func TestOpenBadDSN(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		dsn  string
		want error
	}{
		{"not a dsn", "postgres://%zz", storage.ErrInvalid},
		{"bad option", "host=127.0.0.1 pool_max_conns=many", storage.ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Open(ctx, tc.dsn, Options{}); !errors.Is(err, tc.want) {
				t.Fatalf("Open(%q) = %v, want %v", tc.dsn, err, tc.want)
			}
		})
	}
}

// TestOpenNoMigrate: with NoMigrate, Open changes nothing: a database
// without the schema, or with an older or newer one, is refused with
// the versions named, and keeps the tables and migrations it had; one
// with this program's schema opens and reads.
func TestOpenNoMigrate(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	v := SchemaVersion()
	tests := []struct {
		name    string
		migrate bool   // migrate the database first
		before  string // then run this SQL on it
		want    error
		text    string
	}{
		{"no schema", false, "", ErrNoSchema, "the database has no jackal schema"},
		{"other tables only", false, "CREATE TABLE notes (id int)", ErrNoSchema, "the database has no jackal schema"},
		{"an empty migrations table", false, "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied timestamptz NOT NULL DEFAULT now())",
			ErrNoSchema, "the database has no jackal schema"},
		{"older", true, fmt.Sprintf("DELETE FROM schema_migrations WHERE version = %d", v), storage.ErrSchemaOld,
			fmt.Sprintf("schema version %d is older than this program's %d", v-1, v)},
		{"newer", true, fmt.Sprintf("INSERT INTO schema_migrations (version, name) VALUES (%d, 'future')", v+1), storage.ErrSchemaTooNew,
			fmt.Sprintf("schema version %d is newer than this program's %d", v+1, v)},
		{"current", true, "", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dsn, err := cluster.NewDatabase(ctx)
			if err != nil {
				t.Fatal(err)
			}
			admin, err := pgx.Connect(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer admin.Close(ctx)
			if tc.migrate {
				s, err := Open(ctx, dsn, Options{})
				if err != nil {
					t.Fatal(err)
				}
				_ = s.Close()
			}
			if tc.before != "" {
				if _, err := admin.Exec(ctx, tc.before); err != nil {
					t.Fatal(err)
				}
			}
			state := func() string {
				var tables, migrations string
				if err := admin.QueryRow(ctx, `SELECT coalesce(string_agg(tablename, ',' ORDER BY tablename), '')
					FROM pg_tables WHERE schemaname = 'public'`).Scan(&tables); err != nil {
					t.Fatal(err)
				}
				if strings.Contains(tables, "schema_migrations") {
					if err := admin.QueryRow(ctx, "SELECT coalesce(string_agg(version::text, ',' ORDER BY version), '') FROM schema_migrations").Scan(&migrations); err != nil {
						t.Fatal(err)
					}
				}
				return tables + " / " + migrations
			}
			before := state()
			s, err := Open(ctx, dsn, Options{NoMigrate: true})
			if tc.want == nil {
				if err != nil {
					t.Fatalf("Open: %v", err)
				}
				defer s.Close()
				if _, err := s.ListActive(); err != nil {
					t.Fatalf("a read: %v", err)
				}
			} else {
				var se *SchemaError
				if !errors.Is(err, tc.want) || !errors.As(err, &se) || !strings.Contains(err.Error(), tc.text) {
					t.Fatalf("Open = %v, want %v saying %q", err, tc.want, tc.text)
				}
			}
			if after := state(); after != before {
				t.Fatalf("Open with NoMigrate changed the database: %s, then %s", before, after)
			}
		})
	}
}
