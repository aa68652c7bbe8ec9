package telegram_test

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
	"github.com/jackalbot/jackal/storage/postgres/pgtest"
)

// scaleGamesEnv sets how many games TestFleetFaults plays at once;
// scaleGames is the default (see the test).
const (
	scaleGamesEnv = "JACKAL_SCALE_GAMES"
	scaleGames    = 200
	scaleMoves    = 3 // moves played in every game
)

// TestFleetFaults: three `jackal serve` processes on one PostgreSQL, the
// fake Telegram posting webhook updates round-robin to them (some twice,
// a failed post again elsewhere), many games played at once; the holder
// of the timers' lease is killed with SIGKILL twice mid-load and started
// again, and PostgreSQL is restarted once. Afterwards every move a board
// showed is in the store, no update was applied twice, the database
// checks clean, and reminders made due in every game are each sent once.
//
// It plays the 200 games at once by default (JACKAL_SCALE_GAMES
// changes it), each three moves after its lobby: about 2.5 minutes on this
// project's 2 cores, every message paced by Telegram's real limits booked
// in the database (25 a second overall, 20 a minute a group). A player
// waits for a press's board longer the more games share that overall
// limit (setPressWait) before asking again with /board.
func TestFleetFaults(t *testing.T) {
	games := scaleGames
	if v, err := strconv.Atoi(os.Getenv(scaleGamesEnv)); err == nil && v > 0 {
		games = v
	}
	setPressWait(games)
	cluster, dsn := pgtest.Fresh(t)
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	defer cancel()
	srv := telegramtest.New(t)
	dir := t.TempDir()
	jackal := buildJackal(t, dir)
	f := newFleet(t, jackal, dsn, srv, 3)
	for i := range 3 {
		f.start(i)
	}
	pusher := srv.PushWebhook(ctx, telegramtest.PushOptions{URLs: f.urls(), Secret: fleetSecret, Twice: 7, Parallel: 32})
	chat := func(i int) int64 { return -1008000000 - int64(i) }

	// the load: every game opened and played by its own players at once
	var progress atomic.Int64
	errs := make(chan error, games)
	var wg sync.WaitGroup
	for i := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := openGame(ctx, srv, chat(i), int64(5000+i), int64(7000+i))
			if err == nil {
				err = playMoves(ctx, srv, chat(i), scaleMoves)
			}
			progress.Add(1)
			errs <- err
		}()
	}
	// the faults, as the moves come
	total := int64(games)
	moved := func() int64 {
		var n int64
		for i := range games {
			if _, m, ok := boardShown(srv, chat(i)); ok {
				n += int64(m)
			}
		}
		return n
	}
	target := total * scaleMoves
	faults := []struct {
		at   int64 // moves shown across the games
		what string
	}{{target / 5, "kill"}, {target * 2 / 5, "restart postgres"}, {target * 3 / 5, "kill"}}
	for _, fault := range faults {
		if !poll(ctx, 4*time.Minute, func() bool { return moved() >= fault.at || progress.Load() == total }) {
			t.Fatalf("%d of %d moves shown before the fault %q", moved(), target, fault.what)
		}
		switch fault.what {
		case "kill":
			victim := f.holder(ctx)
			held := victim >= 0
			if !held {
				victim = 0
			}
			f.kill(victim)
			t.Logf("killed process %d (the timers' lease holder: %v) at %d of %d moves", victim, held, moved(), target)
			f.start(victim)
		default:
			if err := cluster.Restart(); err != nil {
				t.Fatal(err)
			}
			t.Logf("restarted PostgreSQL at %d of %d moves", moved(), target)
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	store, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if t.Failed() {
		for i := range games {
			if g, err := store.Get(storage.Key(key(chat(i)))); err == nil {
				t.Logf("game %s: %d moves, version %d, board owed %v, updates %v, log %v", g.Key, len(g.Log), g.Version, g.BoardOwed, g.Updates, g.Log)
			}
		}
		t.FailNow()
	}
	acked, retries, twins := pusher.Counts()
	t.Logf("%d updates answered 200 (%d posts failed and went elsewhere, %d posted twice)", acked, retries, twins)

	checkFleetGames(t, ctx, srv, store, games, chat)
	checkFleetReminders(t, ctx, srv, store, games, chat)
	f.stop()
	check := exec.CommandContext(ctx, jackal, "db", "check", "-postgres", "-dsn-env", fleetDSNEnv)
	check.Env = append(os.Environ(), fleetDSNEnv+"="+dsn)
	out, err := check.CombinedOutput()
	if err != nil {
		t.Fatalf("jackal db check: %v\n%s", err, out)
	}
	t.Logf("jackal db check: %s", out)
}

// checkFleetGames: every game's log holds exactly the moves its board
// shows (none acknowledged and lost, none applied unseen or twice) and no
// update id is stamped on a game twice.
func checkFleetGames(t *testing.T, ctx context.Context, srv *telegramtest.Server, store *postgres.Store, games int, chat func(int) int64) {
	t.Helper()
	for i := range games {
		k := storage.Key(key(chat(i)))
		var g *storage.Game
		var moves int
		// an owed board (its process died after the move) is sent by the
		// timers within a few of their rounds
		agree := poll(ctx, 30*time.Second, func() bool {
			var err error
			if g, err = store.Get(k); err != nil {
				return false
			}
			_, moves, _ = boardShown(srv, chat(i))
			return len(g.Log) == moves
		})
		if !agree {
			t.Errorf("game %s: the log has %d moves, its board shows %d", k, len(g.Log), moves)
			continue
		}
		seen := map[string]bool{}
		for _, u := range g.Updates {
			if seen[u] {
				t.Errorf("game %s: update %s applied twice (%v)", k, u, g.Updates)
			}
			seen[u] = true
		}
	}
}

// checkFleetReminders makes a reminder due in every game and checks that
// each chat gets exactly one, from whichever process holds the timers'
// lease now.
func checkFleetReminders(t *testing.T, ctx context.Context, srv *telegramtest.Server, store *postgres.Store, games int, chat func(int) int64) {
	t.Helper()
	due := time.Now().Add(-time.Minute)
	for i := range games {
		_, err := store.Update(storage.Key(key(chat(i))), storage.AnyVersion, func(g *storage.Game) error {
			g.NextReminder = due
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	all := func() bool {
		for i := range games {
			if remindersIn(srv, chat(i)) == 0 {
				return false
			}
		}
		return true
	}
	if !poll(ctx, 2*time.Minute, all) {
		t.Fatal("not every game was reminded within 2 minutes")
	}
	time.Sleep(2 * time.Second) // ten rounds of the timers: a second reminder would show
	var twice []int64
	for i := range games {
		if n := remindersIn(srv, chat(i)); n != 1 {
			twice = append(twice, chat(i))
		}
	}
	if len(twice) > 0 {
		t.Errorf("%d chats reminded more than once: %v", len(twice), twice[:min(len(twice), 10)])
	}
}
