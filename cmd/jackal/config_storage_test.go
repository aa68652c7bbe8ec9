package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// TestConfigStorage: the storage section's driver, DSN variable and pool
// size, valid and not, each refusal one line naming the key.
func TestConfigStorage(t *testing.T) {
	const on = "telegram:\n  enabled: true\n"
	for _, tc := range []struct {
		name, yaml string
		want       string // "" for a valid configuration
		driver     string
		dsnEnv     string
	}{
		{"defaults", on, "", DriverBolt, defaultDSNEnv},
		{"postgres", on + "storage:\n  driver: postgres\n  max_conns: 8\n", "", DriverPostgres, defaultDSNEnv},
		{"postgres, own variable", on + "storage:\n  driver: postgres\n  dsn_env: PG_URL\n", "", DriverPostgres, "PG_URL"},
		{"bolt ignores dsn_env", on + "storage:\n  dsn_env: \"\"\n", "", DriverBolt, ""},
		{"unknown driver", on + "storage:\n  driver: sqlite\n", `storage.driver is bolt or postgres, not "sqlite"`, "", ""},
		{"postgres without dsn_env", on + "storage:\n  driver: postgres\n  dsn_env: \"\"\n", "storage.dsn_env must name the environment variable", "", ""},
		{"a DSN in the file", on + "storage:\n  driver: postgres\n  dsn_env: postgres://u:secret@h/db\n", "storage.dsn_env takes the NAME of an environment variable holding the DSN (e.g. JACKAL_POSTGRES_DSN), not the DSN itself", "", ""},
		{"postgres with scheduled backups", on + "storage:\n  driver: postgres\n  backup_every: 1h\n", "storage.backup_every is for the bolt driver", "", ""},
		{"negative pool", on + "storage:\n  driver: postgres\n  max_conns: -1\n", "storage.max_conns is 0", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := parseConfig([]byte(tc.yaml), "c.yaml")
			if tc.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if c.Storage.Driver != tc.driver || c.Storage.DSNEnv != tc.dsnEnv {
					t.Fatalf("driver %q, dsn_env %q; want %q, %q", c.Storage.Driver, c.Storage.DSNEnv, tc.driver, tc.dsnEnv)
				}
				return
			}
			if err == nil || !errors.Is(err, errConfig) || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want one line naming %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "secret") {
				t.Fatalf("the error repeats the password: %v", err)
			}
		})
	}
}

// TestOpenStore opens the store of a configuration: a bbolt file, a
// PostgreSQL database from the environment, and none when the variable
// is empty (a configuration error naming it).
func TestOpenStore(t *testing.T) {
	t.Setenv(testDSNEnv, newTestDSN(t))
	t.Setenv("JACKAL_TEST_EMPTY_DSN", "")
	for _, tc := range []struct {
		name, yaml string
		wantErr    error
		wantType   string
	}{
		{"bolt", "storage:\n  path: " + filepath.Join(t.TempDir(), "j.db") + "\n", nil, "bolt"},
		{"postgres", "storage:\n  driver: postgres\n  dsn_env: " + testDSNEnv + "\n  max_conns: 2\n", nil, "postgres"},
		{"postgres, empty variable", "storage:\n  driver: postgres\n  dsn_env: JACKAL_TEST_EMPTY_DSN\n", errNoDSN, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := parseConfig([]byte(tc.yaml+"telegram:\n  enabled: true\n"), "c.yaml")
			if err != nil {
				t.Fatal(err)
			}
			s, err := openStore(context.Background(), c)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) || !errors.Is(err, errConfig) || !strings.Contains(err.Error(), "JACKAL_TEST_EMPTY_DSN") {
					t.Fatalf("got %v, want %v naming the variable", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			switch s.(type) {
			case *storage.Bolt:
				if tc.wantType != "bolt" {
					t.Fatalf("a bbolt store for %s", tc.name)
				}
			case *postgres.Store:
				if tc.wantType != "postgres" || journalOf(s, "tg") == nil {
					t.Fatalf("a PostgreSQL store for %s (journal %v)", tc.name, journalOf(s, "tg"))
				}
			}
			if err := s.PutUser(storage.User{ID: "u1"}); err != nil {
				t.Fatalf("the store does not write: %v", err)
			}
		})
	}
}

// TestServeWithoutDSN: serve configured for PostgreSQL with the DSN's
// variable unset stops at start with one line naming it.
func TestServeWithoutDSN(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.yaml")
	cfg := "storage:\n  driver: postgres\n  dsn_env: JACKAL_TEST_NO_SUCH_DSN\ntelegram:\n  enabled: true\n  token_env: JACKAL_TEST_TOKEN\n"
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("JACKAL_TEST_TOKEN", "123:abc")
	code, _, errw := dbRun("serve", "-config", path)
	if code != 1 || !strings.Contains(errw, "JACKAL_TEST_NO_SUCH_DSN") || strings.Count(strings.TrimSpace(errw), "\n") != 0 {
		t.Fatalf("exit %d, stderr %q", code, errw)
	}
}

// TestDBMigrateUsage: migrate and verify take a bbolt file or a backup
// and PostgreSQL, in that direction, and need the DSN's variable.
func TestDBMigrateUsage(t *testing.T) {
	t.Setenv("JACKAL_TEST_EMPTY_DSN", "")
	db := filepath.Join(t.TempDir(), "j.db")
	s, err := storage.Open(db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no source", []string{"migrate", "-to", "postgres"}, 2, `-from: bad store: "" is not bolt:FILE, backup:FILE or postgres`},
		{"bolt without a file", []string{"migrate", "-from", "bolt:"}, 2, "is not bolt:FILE"},
		{"the wrong way", []string{"migrate", "-from", "postgres", "-to", "bolt:" + db}, 2, "copied from bolt:FILE or backup:FILE to postgres"},
		{"unknown target", []string{"verify", "-from", "bolt:" + db, "-to", "mysql"}, 2, `-to: bad store: "mysql"`},
		{"a missing file", []string{"migrate", "-from", "bolt:" + db + ".gone"}, 1, "no such file"},
		{"no DSN", []string{"migrate", "-from", "bolt:" + db, "-dsn-env", "JACKAL_TEST_EMPTY_DSN"}, 1, "set the environment variable JACKAL_TEST_EMPTY_DSN"},
		{"an unknown subcommand", []string{"dump", "j.db"}, 2, `jackal db: unknown subcommand "dump"`},
		{"verify has no -force", []string{"verify", "-from", "bolt:" + db, "-force"}, 2, "flag provided but not defined: -force"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errw := dbRun(append([]string{"db"}, tc.args...)...)
			if code != tc.code || !strings.Contains(errw, tc.want) {
				t.Fatalf("exit %d, want %d; stderr %q, want it to name %q", code, tc.code, errw, tc.want)
			}
		})
	}
}
