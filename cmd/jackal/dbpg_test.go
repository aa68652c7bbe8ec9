package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// pgState is what a database holds of a schema: its tables and the
// migrations recorded, to tell whether a command changed it.
func pgState(t *testing.T, dsn string) string {
	t.Helper()
	var tables, versions string
	pgDo(t, dsn, func(ctx context.Context, conn *pgx.Conn) {
		if err := conn.QueryRow(ctx, `SELECT coalesce(string_agg(tablename, ',' ORDER BY tablename), '')
		FROM pg_tables WHERE schemaname = 'public'`).Scan(&tables); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(tables, "schema_migrations") {
			if err := conn.QueryRow(ctx, "SELECT string_agg(version::text, ',' ORDER BY version) FROM schema_migrations").Scan(&versions); err != nil {
				t.Fatal(err)
			}
		}
	})
	return tables + " / " + versions
}

// pgExec runs sql on the database dsn.
func pgExec(t *testing.T, dsn, sql string) {
	t.Helper()
	pgDo(t, dsn, func(ctx context.Context, conn *pgx.Conn) {
		if _, err := conn.Exec(ctx, sql); err != nil {
			t.Fatal(err)
		}
	})
}

// pgDo runs fn on a connection of its own to the database dsn.
func pgDo(t *testing.T, dsn string, fn func(ctx context.Context, conn *pgx.Conn)) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	fn(ctx, conn)
}

// oneLine reports whether text is one line (and its newline).
func oneLine(text string) bool {
	return text != "" && !strings.Contains(strings.TrimSuffix(text, "\n"), "\n")
}

// TestDBReadOnlyPostgres: the db commands that only read (check, list,
// export, backup, verify) open PostgreSQL without migrating it: on a
// database without jackal's schema, or with an older or a newer one, they
// refuse in one line naming the store and what to run, and the database
// keeps the tables and migrations it had (they used to create 13 tables
// on an empty database, and to migrate an older one under the processes
// running on it).
func TestDBReadOnlyPostgres(t *testing.T) {
	v := postgres.SchemaVersion()
	src := filepath.Join(t.TempDir(), "j.db")
	s, err := storage.Open(src, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	pg := []string{"-postgres", "-dsn-env", testDSNEnv}
	commands := map[string][]string{
		"check":  append([]string{"db", "check"}, pg...),
		"list":   append([]string{"db", "list"}, pg...),
		"export": append(append([]string{"db", "export"}, pg...), "tg:1"),
		"backup": append(append([]string{"db", "backup"}, pg...), filepath.Join(t.TempDir(), "b.jsonl")),
		"verify": {"db", "verify", "-from", "bolt:" + src, "-to", "postgres", "-dsn-env", testDSNEnv},
	}
	for _, tc := range []struct {
		name    string
		migrate bool   // give the database this version's schema first
		sql     string // then run this on it
		want    string
	}{
		{"no schema", false, "", "postgres ($" + testDSNEnv + "): the database has no jackal schema (run jackal serve or jackal db migrate to create it)"},
		{"an older schema", true, fmt.Sprintf("DELETE FROM schema_migrations WHERE version = %d", v),
			fmt.Sprintf("postgres ($%s): schema version %d, this jackal reads %d: upgrade it by starting this version's jackal serve (the db commands change nothing)", testDSNEnv, v-1, v)},
		{"a newer schema", true, fmt.Sprintf("INSERT INTO schema_migrations (version, name) VALUES (%d, 'future')", v+1),
			fmt.Sprintf("postgres ($%s): schema version %d, this jackal reads %d: a newer jackal upgraded it; use that version", testDSNEnv, v+1, v)},
	} {
		dsn := newTestDSN(t)
		t.Setenv(testDSNEnv, dsn)
		if tc.migrate {
			openTestPostgres(t).Close()
		}
		if tc.sql != "" {
			pgExec(t, dsn, tc.sql)
		}
		before := pgState(t, dsn)
		for _, cmd := range []string{"check", "list", "export", "backup", "verify"} {
			t.Run(tc.name+"/"+cmd, func(t *testing.T) {
				code, out, errw := dbRun(commands[cmd]...)
				want := "jackal db " + cmd + ": " + tc.want + "\n"
				if code != 1 || errw != want || out != "" {
					t.Fatalf("exit %d, stdout %q, stderr\n%q\nwant exit 1 and\n%q", code, out, errw, want)
				}
				if after := pgState(t, dsn); after != before {
					t.Fatalf("db %s changed the database: %s, then %s", cmd, before, after)
				}
			})
		}
	}
	t.Run("migrate creates the schema", func(t *testing.T) {
		dsn := newTestDSN(t)
		t.Setenv(testDSNEnv, dsn)
		if code, out, errw := dbRun("db", "migrate", "-from", "bolt:"+src, "-to", "postgres", "-dsn-env", testDSNEnv); code != 0 {
			t.Fatalf("migrate exited %d: %s %s", code, out, errw)
		}
		if got := pgState(t, dsn); !strings.HasSuffix(got, fmt.Sprintf(",%d", v)) {
			t.Fatalf("after migrate: %s", got)
		}
		if code, out, errw := dbRun(commands["list"]...); code != 0 || !strings.Contains(out, "0 game(s)") {
			t.Fatalf("db list after migrate: %d %s %s", code, out, errw)
		}
	})
}

// TestDBRestoreBackup: a backup of a populated database (`db backup
// -postgres`) is restored by `db migrate -from backup:FILE` into a fresh
// database, which the verify code then finds equal to the first, record
// by record and read by read; `db verify -from backup:FILE` compares
// again, and names a record changed since; the file named bare is
// recognized as a backup; a database holding records refuses the restore
// unless -force.
func TestDBRestoreBackup(t *testing.T) {
	src := migrationSource(t)
	first := newTestDSN(t)
	t.Setenv(testDSNEnv, first)
	if code, out, errw := dbRun("db", "migrate", "-from", "bolt:"+src, "-to", "postgres", "-dsn-env", testDSNEnv); code != 0 {
		t.Fatalf("migrate exited %d: %s %s", code, out, errw)
	}
	backup := filepath.Join(t.TempDir(), "copy.jsonl")
	if code, out, errw := dbRun("db", "backup", "-postgres", "-dsn-env", testDSNEnv, backup); code != 0 {
		t.Fatalf("backup exited %d: %s %s", code, out, errw)
	}
	// the file ends with its end line, which db check finds whole
	if code, out, errw := dbRun("db", "check", "-db", backup); code != 0 || !strings.HasPrefix(out, "ok: "+backup+" is a whole backup") {
		t.Fatalf("db check of the backup exited %d: %s %s", code, out, errw)
	}
	orig := openTestPostgres(t)

	second := newTestDSN(t)
	t.Setenv(testDSNEnv, second)
	restore := []string{"db", "migrate", "-from", "backup:" + backup, "-to", "postgres", "-dsn-env", testDSNEnv}
	code, out, errw := dbRun(restore...)
	if code != 0 || errw != "" {
		t.Fatalf("restore exited %d:\n%s%s", code, out, errw)
	}
	for _, want := range []string{
		"restored " + backup + " into postgres ($" + testDSNEnv + ")\n",
		"records            backup postgres\n",
		"games                   4        4\n",
		"handled updates         1        1\n",
		"verified: the check passes, every record is the backup's\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the restore's report lacks %q:\n%s", want, out)
		}
	}
	copied := openTestPostgres(t)

	// the repo's verify code, on the database backed up and its restored
	// copy: every record of every kind, and every read of the contract
	ctx := context.Background()
	a, err := orig.Dump(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := copied.Dump(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range recordKinds("original", a, b) {
		if k.from != k.to {
			t.Errorf("%s: %d in the original, %d restored", k.name, k.from, k.to)
		}
		if err := k.compare(); err != nil {
			t.Error(err)
		}
	}
	if len(a.Games) != 4 || len(a.Results) != 2 || len(a.Campaigns) != 1 || len(a.Puzzles) != 3 {
		t.Fatalf("the original holds too little to compare: %+v", a)
	}
	reads := contractReads(a)
	for _, r := range reads {
		if err := compareAnswers(r, orig, copied); err != nil {
			t.Error(err)
		}
	}
	if len(reads) < 15 {
		t.Fatalf("only %d reads compared", len(reads))
	}

	t.Run("verify against the backup", func(t *testing.T) {
		verify := []string{"db", "verify", "-from", "backup:" + backup, "-to", "postgres", "-dsn-env", testDSNEnv}
		if code, out, errw := dbRun(verify...); code != 0 || !strings.Contains(out, "verified") {
			t.Fatalf("verify exited %d: %s %s", code, out, errw)
		}
		if err := copied.PutUser(storage.User{ID: "stranger"}); err != nil {
			t.Fatal(err)
		}
		code, _, errw := dbRun(verify...)
		if code != 1 || errw != "jackal db verify: the copy differs: users stranger is in postgres only\n" {
			t.Fatalf("verify of a changed copy exited %d: %q", code, errw)
		}
	})
	t.Run("a full database refuses, -force replaces", func(t *testing.T) {
		code, _, errw := dbRun(restore...)
		if code != 1 || !strings.Contains(errw, "not empty") || !strings.Contains(errw, "-force") || !oneLine(errw) {
			t.Fatalf("a restore into a full database exited %d: %q", code, errw)
		}
		bare := []string{"db", "migrate", "-from", backup, "-to", "postgres", "-dsn-env", testDSNEnv, "-force"}
		if code, out, errw := dbRun(bare...); code != 0 || !strings.Contains(out, "restored") || !strings.Contains(out, "verified") {
			t.Fatalf("a restore of the file named bare exited %d: %s %s", code, out, errw)
		}
		if _, err := copied.GetUser("stranger"); err == nil {
			t.Fatal("-force left the stranger")
		}
	})
	t.Run("what is no backup", func(t *testing.T) {
		notes := filepath.Join(t.TempDir(), "notes.jsonl")
		if err := os.WriteFile(notes, []byte(`{"format":"jackal-game"}`+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			from string
			code int
			want string
		}{
			{notes, 2, `jackal db migrate: -from: bad store: "` + notes + `" is not bolt:FILE, backup:FILE or postgres` + "\n"},
			{"backup:" + notes, 1, "jackal db migrate: " + notes + ": storage/postgres: read backup: not a jackal-postgres-backup file\n"},
			{"backup:" + notes + ".gone", 1, "jackal db migrate: open " + notes + ".gone: no such file or directory\n"},
		} {
			code, _, errw := dbRun("db", "migrate", "-from", tc.from, "-to", "postgres", "-dsn-env", testDSNEnv)
			if first, _, _ := strings.Cut(errw, "usage:"); code != tc.code || first != tc.want {
				t.Errorf("-from %s exited %d: %q, want %d, %q", tc.from, code, errw, tc.code, tc.want)
			}
		}
	})
}

// TestDSNEnvNotEchoed: a -dsn-env that is no environment variable's name
// (the DSN itself, likely) is refused in one line that does not quote it,
// by every command taking the flag; it used to be echoed, password and
// all (twice by migrate).
func TestDSNEnvNotEchoed(t *testing.T) {
	db := filepath.Join(t.TempDir(), "j.db")
	s, err := storage.Open(db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	const want = "-dsn-env takes the NAME of an environment variable holding the DSN (e.g. JACKAL_POSTGRES_DSN), not the DSN itself"
	for _, value := range []string{
		"postgres://jackal:hunter2@db/jackal",
		"host=db user=jackal password=hunter2",
		"jackal:hunter2@db",
		"HUNTER2 PASSWORD",
		"hunter2=",
	} {
		for _, args := range [][]string{
			{"check", "-postgres"},
			{"list", "-postgres"},
			{"export", "-postgres", "tg:1"},
			{"backup", "-postgres", filepath.Join(t.TempDir(), "b.jsonl")},
			{"migrate", "-from", "bolt:" + db, "-to", "postgres"},
			{"verify", "-from", "bolt:" + db, "-to", "postgres"},
		} {
			t.Run(args[0]+" "+value, func(t *testing.T) {
				full := append([]string{"db", args[0], "-dsn-env", value}, args[1:]...)
				code, out, errw := dbRun(full...)
				if code != 2 || errw != "jackal db "+args[0]+": "+want+"\n" {
					t.Fatalf("exit %d, stderr %q; want 2 and %q", code, errw, want)
				}
				if strings.Contains(strings.ToLower(out+errw), "hunter2") {
					t.Fatalf("the value is echoed: %q %q", out, errw)
				}
			})
		}
	}
	t.Run("empty", func(t *testing.T) {
		code, _, errw := dbRun("db", "list", "-postgres", "-dsn-env", "")
		if code != 2 || !strings.Contains(errw, "-dsn-env must name the environment variable holding the PostgreSQL DSN") {
			t.Fatalf("exit %d: %q", code, errw)
		}
	})
}

// TestPostgresConnectErrorOneLine: with a DSN naming no sslmode (the
// README's example) pgx tries TLS, then plain, and reports both attempts
// on lines of their own; serve and every db command say it in one line,
// the db commands naming the store as serve and migrate do.
func TestPostgresConnectErrorOneLine(t *testing.T) {
	live := newTestDSN(t) // "host=127.0.0.1 port=N user=postgres dbname=test_K sslmode=disable"
	port := regexp.MustCompile(`port=(\d+)`).FindStringSubmatch(live)[1]
	const env = "JACKAL_TEST_BAD_DSN"
	t.Setenv(env, "postgres://postgres:hunter2@127.0.0.1:"+port+"/no_such_db")
	db := filepath.Join(t.TempDir(), "j.db")
	s, err := storage.Open(db, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	config := filepath.Join(t.TempDir(), "c.yaml")
	cfg := "storage:\n  driver: postgres\n  dsn_env: " + env + "\ntelegram:\n  enabled: true\n  token_env: JACKAL_TEST_TOKEN\n"
	if err := os.WriteFile(config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("JACKAL_TEST_TOKEN", "123:abc")
	const cause = `database "no_such_db" does not exist`
	for _, tc := range []struct {
		args   []string
		prefix string
	}{
		{[]string{"db", "check", "-postgres", "-dsn-env", env}, "jackal db check: postgres ($" + env + "): "},
		{[]string{"db", "list", "-postgres", "-dsn-env", env}, "jackal db list: postgres ($" + env + "): "},
		{[]string{"db", "export", "-postgres", "-dsn-env", env, "tg:1"}, "jackal db export: postgres ($" + env + "): "},
		{[]string{"db", "backup", "-postgres", "-dsn-env", env, filepath.Join(t.TempDir(), "b.jsonl")}, "jackal db backup: postgres ($" + env + "): "},
		{[]string{"db", "migrate", "-from", "bolt:" + db, "-to", "postgres", "-dsn-env", env}, "jackal db migrate: postgres ($" + env + "): "},
		{[]string{"db", "verify", "-from", "bolt:" + db, "-to", "postgres", "-dsn-env", env}, "jackal db verify: postgres ($" + env + "): "},
		{[]string{"serve", "-config", config}, "jackal serve: storage (postgres, $" + env + "): "},
	} {
		t.Run(strings.Join(tc.args[:2], " "), func(t *testing.T) {
			code, _, errw := dbRun(tc.args...)
			if code != 1 || !oneLine(errw) || !strings.HasPrefix(errw, tc.prefix) || strings.Count(errw, cause) != 1 {
				t.Fatalf("exit %d, stderr %q; want one line, %q, naming %q once", code, errw, tc.prefix, cause)
			}
			if strings.Contains(errw, "tls error") || strings.Contains(errw, "hunter2") {
				t.Fatalf("stderr %q names the first attempt or the password", errw)
			}
		})
	}
}
