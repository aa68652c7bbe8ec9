package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// testDSNEnv is the environment variable the tests put their DSN in.
const testDSNEnv = "JACKAL_TEST_POSTGRES_DSN"

// buttonPresses is n lines pressing buttons 1, 2, … 9, 1, 2, …: the
// first button again and again would stall where no button is 1 (an
// Archipirata island choice numbers its buttons by island: no island 1
// offered, no button 1); a press of a number not shown is refused and the
// next line tried.
func buttonPresses(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(strconv.Itoa(1 + i%9))
		b.WriteString("\n")
	}
	return b.String()
}

// playInto plays a terminal game into the store file path: args are play's
// flags, presses the lines typed (buttonPresses: to the end of the game,
// or until the input ends and the game stays in play).
func playInto(t *testing.T, path string, presses int, args ...string) {
	t.Helper()
	playLines(t, path, buttonPresses(presses)+"n\n", args...)
}

// playLines plays a terminal game into the store file path, typing in.
func playLines(t *testing.T, path, in string, args ...string) {
	t.Helper()
	var out, errw strings.Builder
	args = append([]string{"play", "--db", path, "--out", ""}, args...)
	if code := run(args, strings.NewReader(in), &out, &errw); code != 0 {
		t.Fatalf("%v exited %d: %s", args, code, errw.String())
	}
}

// migrationSource writes a bbolt store of what a bot keeps: two
// Archipirata games played to their end, a classic game aborted, a card
// game in play; the finished games' players with their preferences and
// a rating, a chat's settings, a campaign, puzzle bests, a handled update
// and one received but not handled. It returns the file's path.
func migrationSource(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "jackal.db")
	// Seeded deals that buttonPresses ends.
	playInto(t, path, 3000, "--game", "archipirata", "--vs", "hard", "--seed", "2")
	playInto(t, path, 0, "--duel")
	s, err := storage.Open(path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Abort("term:local", storage.AnyVersion); err != nil {
		t.Fatalf("abort the classic game: %v", err)
	}
	s.Close()
	playInto(t, path, 3000, "--game", "archipirata", "--vs", "easy", "--seed", "3")
	// the first card laid, again and again: a seeded deal that 40 presses
	// leave in play (1…9 in turn could finish it)
	playLines(t, path, strings.Repeat("1\n", 40)+"n\n", "--game", "cards", "--seed", "1")
	s, err = storage.Open(path, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	archived, err := s.ListArchived()
	if err != nil || len(archived) != 3 {
		t.Fatalf("archived games %v: %v", archived, err)
	}
	for _, g := range archived {
		if g.Status != storage.StatusFinished {
			continue
		}
		r, err := s.Result(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		users := r.Users()
		if _, err := s.RateGame("archipirata", g.ID, users, func(cur map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
			next := map[string]storage.PlayerRating{}
			for _, u := range users {
				p := cur[u]
				next[u] = storage.PlayerRating{R: 1500 + float64(p.Games+1)*10, RD: 200, Vol: 0.06, Games: p.Games + 1}
			}
			return next, nil
		}); err != nil {
			t.Fatalf("rate %s: %v", g.ID, err)
		}
		for _, u := range users {
			if err := s.PutUser(storage.User{ID: u, Lang: "ru", Name: "Player " + u, Notify: true}); err != nil {
				t.Fatal(err)
			}
		}
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.PutChat(storage.ChatSettings{Key: "term:local", Lang: "ru", ReminderHours: 6}))
	must(s.CreateCampaign(&storage.Campaign{Key: "tg:-100200", Game: "archipelago", Format: "islands", Length: 3,
		Players: []storage.CampaignPlayer{{ID: "p1", UserID: "u1", Name: "Ann"}, {ID: "p2", UserID: "u2", Name: "Bob"}}}))
	for _, r := range []storage.PuzzleResult{
		{UserID: "u1", Puzzle: 2, Solved: true, Turns: 14, Survivors: 3, Coins: 2},
		{UserID: "u1", Puzzle: 5, Turns: 30},
		{UserID: "u2", Puzzle: 2, Solved: true, Turns: 11, Survivors: 1},
	} {
		_, _, err := s.RecordPuzzle(r)
		must(err)
	}
	must(s.MarkHandled("tg:700", 1_780_000_000))
	_, err = s.UpdateJournal("tg").Keep([]int{701}, [][]byte{[]byte(`{"update_id":701}`)})
	must(err)
	return path
}

// dbRun runs a jackal command line and returns its exit code, stdout and
// stderr.
func dbRun(args ...string) (int, string, string) {
	var out, errw strings.Builder
	code := run(args, nil, &out, &errw)
	return code, out.String(), errw.String()
}

// openTestPostgres opens the test database the environment names.
func openTestPostgres(t *testing.T) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), os.Getenv(testDSNEnv), postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// TestDBMigrate copies a bbolt store into PostgreSQL and verifies it;
// then the postgres forms of check, list, export and backup answer as
// bbolt's do; a second migrate into the full database refuses, -force
// replaces what it holds; and copies changed after the migration are
// reported by verify with their first difference.
func TestDBMigrate(t *testing.T) {
	src := migrationSource(t)
	t.Setenv(testDSNEnv, newTestDSN(t))
	migrate := []string{"db", "migrate", "-from", "bolt:" + src, "-to", "postgres", "-dsn-env", testDSNEnv}
	code, out, errw := dbRun(migrate...)
	if code != 0 {
		t.Fatalf("migrate exited %d:\n%s%s", code, out, errw)
	}
	counts := map[string]string{}
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) >= 3 {
			counts[strings.Join(f[:len(f)-2], " ")] = f[len(f)-2] + " " + f[len(f)-1]
		}
	}
	for kind, want := range map[string]string{"games": "4 4", "results": "2 2", "users": "1 1", "chats": "1 1",
		"ratings": "1 1", "rated games": "2 2", "puzzle bests": "3 3", "campaigns": "1 1", "handled updates": "1 1"} {
		if counts[kind] != want {
			t.Errorf("migrate counts %s %q, want %q:\n%s", kind, counts[kind], want, out)
		}
	}
	if !strings.Contains(out, "verified: both checks pass") || !strings.Contains(out, "warning: 1 update(s) received but not handled") {
		t.Errorf("migrate's report:\n%s", out)
	}

	t.Run("the postgres forms of db", func(t *testing.T) {
		pg := []string{"-postgres", "-dsn-env", testDSNEnv}
		if code, out, errw := dbRun(append([]string{"db", "check"}, pg...)...); code != 0 || !strings.HasPrefix(out, "ok:") {
			t.Fatalf("db check -postgres: %d %s %s", code, out, errw)
		}
		_, fromList, _ := dbRun("db", "list", "-db", src)
		code, toList, errw := dbRun(append([]string{"db", "list"}, pg...)...)
		if code != 0 || toList != fromList || !strings.Contains(toList, "4 game(s): 1 in play") {
			t.Fatalf("db list -postgres (%d, %s):\n%s\nbbolt's:\n%s", code, errw, toList, fromList)
		}
		id := strings.Fields(strings.Split(toList, "\n")[2])[0] // the first archived game
		_, fromGame, _ := dbRun("db", "export", "-db", src, id)
		code, toGame, errw := dbRun(append(append([]string{"db", "export"}, pg...), id)...)
		if code != 0 || jsonDiff(exportedGame(t, fromGame), exportedGame(t, toGame)) != "" {
			t.Fatalf("db export -postgres %s (%d %s):\n%s", id, code, errw, toGame)
		}
		backup := filepath.Join(t.TempDir(), "pg.jsonl")
		code, out, errw := dbRun(append(append([]string{"db", "backup"}, pg...), backup)...)
		data, err := os.ReadFile(backup)
		if code != 0 || err != nil || !strings.HasPrefix(string(data), `{"format":"`+postgres.BackupFormat+`"`) || !strings.Contains(out, "wrote") {
			t.Fatalf("db backup -postgres: %d %s %s %v %.80s", code, out, errw, err, data)
		}
		if code, _, errw := dbRun("db", "list", "-db", src, "-postgres", "-dsn-env", testDSNEnv); code == 0 || !strings.Contains(errw, "-db and -postgres") {
			t.Fatalf("-db with -postgres: %d %s", code, errw)
		}
	})

	t.Run("a full target refuses, -force replaces", func(t *testing.T) {
		code, _, errw := dbRun(migrate...)
		if code != 1 || !strings.Contains(errw, "not empty") || !strings.Contains(errw, "-force") {
			t.Fatalf("a second migrate exited %d: %s", code, errw)
		}
		pg := openTestPostgres(t)
		if err := pg.PutUser(storage.User{ID: "stranger", Name: "only in postgres"}); err != nil {
			t.Fatal(err)
		}
		if code, _, errw := dbRun("db", "verify", "-from", "bolt:"+src, "-to", "postgres", "-dsn-env", testDSNEnv); code != 1 || !strings.Contains(errw, "users stranger is in postgres only") {
			t.Fatalf("verify with a stranger exited %d: %s", code, errw)
		}
		if code, out, errw := dbRun(append(migrate, "-force")...); code != 0 || !strings.Contains(out, "verified") {
			t.Fatalf("migrate -force exited %d: %s %s", code, out, errw)
		}
		if _, err := pg.GetUser("stranger"); err == nil {
			t.Fatal("migrate -force left the stranger")
		}
	})

	t.Run("verify reports a changed copy", func(t *testing.T) {
		pg := openTestPostgres(t)
		tests := []struct {
			name   string
			change func(pg *postgres.Store) error
			want   string
		}{
			{"a user renamed", func(pg *postgres.Store) error {
				u, err := pg.GetUser("p1")
				u.Name = "Mallory"
				return errors.Join(err, pg.PutUser(u))
			}, `users p1: field name: bolt "Player p1", postgres "Mallory"`},
			{"a chat added", func(pg *postgres.Store) error {
				return pg.PutChat(storage.ChatSettings{Key: "tg:-1", Lang: "en"})
			}, "chats tg:-1 is in postgres only"},
			{"a better puzzle", func(pg *postgres.Store) error {
				_, _, err := pg.RecordPuzzle(storage.PuzzleResult{UserID: "u1", Puzzle: 5, Solved: true, Turns: 9})
				return err
			}, "puzzle bests u1/5: field"},
			{"a game's reminder moved", func(pg *postgres.Store) error {
				_, err := pg.Update("term:local", storage.AnyVersion, func(g *storage.Game) error {
					g.Reminders++
					return nil
				})
				return err
			}, "field reminders: bolt (none), postgres 1"},
			{"a move the log cannot replay", func(pg *postgres.Store) error {
				_, err := pg.Update("term:local", storage.AnyVersion, func(g *storage.Game) error {
					g.Log = append(g.Log, "no such move")
					return nil
				})
				return err
			}, "the check of postgres finds 1 problem(s)"},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				if code, out, errw := dbRun(append(migrate, "-force")...); code != 0 {
					t.Fatalf("migrate -force exited %d: %s %s", code, out, errw)
				}
				if err := tc.change(pg); err != nil {
					t.Fatal(err)
				}
				code, _, errw := dbRun("db", "verify", "-from", "bolt:"+src, "-to", "postgres", "-dsn-env", testDSNEnv)
				if code != 1 || !strings.Contains(errw, tc.want) || !strings.Contains(errw, "the copy differs") {
					t.Fatalf("verify exited %d: %s\nwant it to name %q", code, errw, tc.want)
				}
			})
		}
	})
}

// exportedGame decodes the game of a `db export` document (its schema
// number is the backend's own).
func exportedGame(t *testing.T, doc string) *storage.Game {
	t.Helper()
	var e storage.GameExport
	if err := json.Unmarshal([]byte(doc), &e); err != nil || e.Game == nil {
		t.Fatalf("export %q: %v", doc, err)
	}
	return e.Game
}
