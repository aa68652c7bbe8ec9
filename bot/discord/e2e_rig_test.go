package discord_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/storage"
)

// The places and people of the end-to-end tests.
const (
	guild = "500"
	table = "600" // the channel the game is played in
	alice = "701" // opens the game: white
	bob   = "702" // joins: black
	carol = "703" // watches
)

// rigServer is the name of the guild the rig's channels are in.
const rigServer = "Jackal Cove"

// waitLimit bounds every wait of the end-to-end tests.
const waitLimit = 20 * time.Second

// defaultDeal is the deal of the tests that play a few actions only.
const defaultDeal = 3

// rig is the whole bot on loopback: the fake Discord (REST and gateway),
// a bbolt store in a temporary directory, the real core and the adapter
// driving the real discordgo client.
type rig struct {
	t     testing.TB
	deal  uint64
	fake  *discordtest.Server
	path  string
	store *storage.Bolt
	logs  *logBuffer
	// ahead is how far the core's clock is past fixedNow (advance).
	ahead atomic.Int64

	core   *tracked
	cancel context.CancelFunc
	done   chan error
	// injected lists the interactions the test made, in order.
	injected []string
}

// newRig starts a rig whose games are dealt from deal; it stops with the
// test.
func newRig(t testing.TB, deal uint64) *rig {
	t.Helper()
	r := &rig{t: t, deal: deal, fake: discordtest.New(t), path: filepath.Join(t.TempDir(), "jackal.db"), logs: &logBuffer{}}
	r.fake.SetGuild(guild, rigServer)
	r.fake.SetChannel(table, guild, "jackal-table", false)
	r.fake.SetUser(alice, "Alice", discordtest.PermMember, "en-US")
	r.fake.SetUser(bob, "Bob", discordtest.PermMember, "en-US")
	r.fake.SetUser(carol, "Carol", discordtest.PermMember, "en-US")
	r.open()
	r.start()
	t.Cleanup(func() {
		r.stop()
		if err := r.store.Close(); err != nil && !errors.Is(err, storage.ErrClosed) {
			t.Errorf("closing the store: %v", err)
		}
		if t.Failed() {
			t.Logf("the bot's log, last lines:\n%s", r.logs.tail(40))
		}
	})
	return r
}

// open opens the store file.
func (r *rig) open() {
	r.t.Helper()
	s, err := storage.Open(r.path, storage.Options{})
	if err != nil {
		r.t.Fatalf("storage.Open: %v", err)
	}
	r.store = s
}

// start makes a new core and adapter on the store and runs them, waiting
// until the gateway session is up and /jackal is registered.
func (r *rig) start() {
	r.t.Helper()
	registered := r.registrations()
	r.launch()
	r.wait("the command registered", func() bool {
		return r.registrations() > registered && len(r.fake.Commands(guild)) == 1
	})
}

// launch makes a new core and adapter on the store and runs them, waiting
// until the gateway session is up.
func (r *rig) launch() {
	r.t.Helper()
	log := slog.New(slog.NewTextHandler(r.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	deal := r.deal
	b, err := bot.New(bot.Config{Store: r.store, Now: r.now, Seed: func() uint64 { return deal },
		BoardSize: 256, Lang: "en", ReminderHours: 12, MaxReminders: 2, AIBudget: 50 * time.Millisecond, Log: log})
	if err != nil {
		r.t.Fatalf("bot.New: %v", err)
	}
	core := &tracked{Handler: b, done: make(chan bot.Request, 16)}
	a, err := discord.New(discord.Config{Token: discordtest.Token, AppID: discordtest.AppID,
		RESTBase: r.fake.RESTBase(), DevGuildID: guild, Logger: log}, core)
	if err != nil {
		r.t.Fatalf("discord.New: %v", err)
	}
	b.Attach(bot.PlatformDiscord, a.Outbox())
	sessions := r.fake.Gateway().Identifies
	ctx, cancel := context.WithCancel(context.Background())
	r.core, r.cancel, r.done = core, cancel, make(chan error, 1)
	go func() { r.done <- a.Run(ctx) }()
	r.wait("a new gateway session", func() bool {
		gw := r.fake.Gateway()
		return gw.Connected && gw.Identifies > sessions
	})
}

// registrations counts the successful command registrations.
func (r *rig) registrations() int {
	n := 0
	for _, q := range r.fake.Requests() {
		if q.Method == "PUT" && strings.HasSuffix(q.Path, "/commands") && q.Status == 200 {
			n++
		}
	}
	return n
}

// stop ends Run and waits for it.
func (r *rig) stop() {
	r.t.Helper()
	if r.cancel == nil {
		return
	}
	r.cancel()
	r.cancel = nil
	select {
	case err := <-r.done:
		if err != nil {
			r.t.Errorf("Run: %v", err)
		}
	case <-time.After(waitLimit):
		r.t.Error("Run did not return")
	}
}

// restart stops the adapter, closes the store, then starts a new store,
// core and adapter on the same file and the same fake Discord, as a new
// process would.
func (r *rig) restart() {
	r.t.Helper()
	r.stop()
	if err := r.store.Close(); err != nil {
		r.t.Fatalf("closing the store: %v", err)
	}
	r.open()
	r.start()
}

// wait waits until cond holds, checking after every change of the fake.
func (r *rig) wait(what string, cond func() bool) {
	r.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	if err := r.fake.WaitFor(ctx, cond); err != nil {
		r.t.Fatalf("waiting for %s: %v", what, err)
	}
}

// fixedNow is the core's clock: reminders never come due in a test
// unless it advances.
func fixedNow() time.Time { return time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC) }

// now is the core's clock: fixedNow, moved on by advance.
func (r *rig) now() time.Time { return fixedNow().Add(time.Duration(r.ahead.Load())) }

// advance moves the core's clock on by d.
func (r *rig) advance(d time.Duration) { r.ahead.Add(int64(d)) }

// tracked is the core, telling the test each request it finished.
type tracked struct {
	bot.Handler
	done chan bot.Request
}

// Handle implements bot.Handler.
func (t *tracked) Handle(ctx context.Context, req bot.Request, out bot.Outbox) {
	t.Handler.Handle(ctx, req, out)
	t.done <- req
}

// logBuffer collects the bot's log for a failing test.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// Write implements io.Writer.
func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// tail is the last n lines of the log.
func (l *logBuffer) tail(n int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	lines := strings.Split(strings.TrimRight(l.buf.String(), "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
