package telegram_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
	"github.com/jackalbot/jackal/storage/postgres/pgtest"
)

// TestServeKilledLosesNoUpdate runs `jackal serve` as a real process against
// a fake Telegram on loopback, long polling, delivers /new from 100 group
// chats, kills the process with SIGKILL while it is answering them, and
// starts it again: every chat must get its lobby, exactly once (an update
// fetched before the kill is neither lost nor answered twice: the update
// journal keeps it, in the bbolt file or in PostgreSQL), and the store
// must check clean.
func TestServeKilledLosesNoUpdate(t *testing.T) {
	for _, kind := range []string{"bolt", "postgres"} {
		t.Run(kind, func(t *testing.T) { serveKilledLosesNoUpdate(t, kind) })
	}
}

func serveKilledLosesNoUpdate(t *testing.T, kind string) {
	srv := telegramtest.New(t)
	dir := t.TempDir()
	jackal := buildJackal(t, dir)
	db := filepath.Join(dir, "jackal.db")
	cfg := filepath.Join(dir, "config.yaml")
	store := fmt.Sprintf("{path: %q}", db)
	env := []string{"JACKAL_TEST_TG_TOKEN=" + telegramtest.Token}
	dsn := ""
	if kind == "postgres" {
		_, dsn = pgtest.Fresh(t)
		store = "{driver: postgres}"
		env = append(env, "JACKAL_POSTGRES_DSN="+dsn)
	}
	conf := fmt.Sprintf(`log_level: warn
storage: %s
defaults: {board_size: 256}
telegram:
  enabled: true
  token_env: JACKAL_TEST_TG_TOKEN
  api_endpoint: %q
  poll_timeout: 1s
  http_timeout: 5s
`, store, srv.Endpoint())
	if err := os.WriteFile(cfg, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	const chats = 100
	chat := func(i int) int64 { return -1009000000 - int64(i) }
	// In every chat one player opens a game and another joins it: the join
	// waits behind the /new (a chat's updates are handled in order, and the
	// lobby's message waits for Telegram's pace), so a kill finds updates
	// received and not yet handled.
	for i := 0; i < chats; i++ {
		srv.SendMessage(chat(i), int64(5000+i), "/new duel", telegramtest.MessageOpts{FirstName: "Opener"})
	}
	for i := 0; i < chats; i++ {
		srv.SendMessage(chat(i), int64(7000+i), "/join", telegramtest.MessageOpts{FirstName: "Joiner"})
	}
	answered := func() (n, most int) {
		for i := 0; i < chats; i++ {
			if k := len(srv.Messages(chat(i))); k > 0 {
				n++
				most = max(most, k)
			}
		}
		return n, most
	}
	joined := func() (n int) {
		for i := 0; i < chats; i++ {
			for _, m := range srv.Messages(chat(i)) {
				if strings.Contains(m.Text, "Joiner") {
					n++
					break
				}
			}
		}
		return n
	}
	start := func() *exec.Cmd {
		cmd := exec.Command(jackal, "serve", "-config", cfg)
		cmd.Env = append(os.Environ(), env...)
		var errs strings.Builder
		cmd.Stderr = &errs
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = cmd.Process.Kill()
			if t.Failed() {
				t.Logf("serve's log:\n%s", errs.String())
			}
		})
		return cmd
	}
	waitFor := func(what string, limit time.Duration, cond func() bool) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		defer cancel()
		if err := srv.WaitFor(ctx, cond); err != nil {
			n, _ := answered()
			m, _ := srv.LastMessage(chat(0))
			t.Fatalf("waiting for %s: %v (%d of %d chats answered, %d joined; chat 0 shows %q)", what, err, n, chats, joined(), m.Text)
		}
	}
	first := start()
	waitFor("the first answers", 60*time.Second, func() bool { n, _ := answered(); return n >= 30 })
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	_ = first.Wait()
	killedAt, _ := answered()
	if killedAt == chats {
		t.Fatalf("every chat was answered before the kill: the test killed nothing in hand")
	}
	// What the store knew at the kill: a chat whose game no longer owes
	// its board had its message recorded as sent, so a restart must not
	// send it again. Only a message sent in the instant before the kill,
	// not yet recorded (the send and the store's record of it are two
	// steps; no bot can make them one), may come again.
	owed := map[int]bool{}
	st := openAfterKill(t, db, dsn)
	for i := 0; i < chats; i++ {
		if g, err := st.Get(storage.Key("tg:" + strconv.FormatInt(chat(i), 10))); err == nil {
			owed[i] = g.BoardOwed
		} else if !errors.Is(err, storage.ErrNotFound) {
			t.Fatalf("chat %d after the kill: %v", chat(i), err)
		} else {
			owed[i] = true // no game yet: nothing was recorded as sent
		}
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	second := start()
	waitFor("every chat's lobby with both players after the restart", 90*time.Second, func() bool { return joined() == chats })
	if err := second.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := second.Wait(); err != nil {
		t.Fatalf("serve after SIGTERM: %v", err)
	}
	// Any twin but those of messages sent before the kill and not yet
	// recorded as sent is a repeat the bot failed to recognise.
	twins := 0
	for i := 0; i < chats; i++ {
		msgs := srv.Messages(chat(i))
		if len(msgs) > 2 {
			t.Errorf("chat %d got %d messages for one /new", chat(i), len(msgs))
		}
		if len(msgs) == 2 {
			twins++
			switch {
			case !owed[i]:
				t.Errorf("chat %d answered twice, though the store had its first answer as sent %v before the kill", chat(i), killed.Sub(msgs[0].Date))
			case msgs[0].Date.After(killed):
				t.Errorf("chat %d answered twice after the restart", chat(i))
			}
		}
	}
	check := exec.Command(jackal, "db", "check", "-db", db)
	if kind == "postgres" {
		check = exec.Command(jackal, "db", "check", "-postgres")
	}
	check.Env = append(os.Environ(), env...)
	if out, err := check.CombinedOutput(); err != nil {
		t.Fatalf("jackal db check after kill -9: %v\n%s", err, out)
	}
	t.Logf("killed with %d of %d chats answered; after the restart all answered, %d answers in flight at the kill sent twice", killedAt, chats, twins)
}

// openAfterKill opens the store a killed process left, read only: the
// bbolt file db, or the PostgreSQL database dsn when given.
func openAfterKill(t *testing.T, db, dsn string) storage.Store {
	t.Helper()
	if dsn != "" {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		st, err := postgres.Open(ctx, dsn, postgres.Options{NoMigrate: true})
		if err != nil {
			t.Fatalf("opening the database after the kill: %v", err)
		}
		return st
	}
	st, err := storage.Open(db, storage.Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("opening the store after the kill: %v", err)
	}
	return st
}

// buildJackal builds the jackal binary into dir: the fault test runs the
// real program, as an operator would.
func buildJackal(t testing.TB, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "jackal")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/jackalbot/jackal/cmd/jackal").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
