package discord

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// waitTimeout bounds every wait of a test.
const waitTimeout = 10 * time.Second

// action is what the fake core does with a request.
type action func(ctx context.Context, req bot.Request, out bot.Outbox)

// fakeHandler is a scripted bot.Handler: it records requests and runs the
// action set for a command (or "press" for buttons), reporting the errors
// of the outbox calls.
type fakeHandler struct {
	mu       sync.Mutex
	on       map[string]action
	complete func(req bot.Request, limit int) []string
	unseen   func(req bot.Request) bool
	got      chan bot.Request
	errs     chan error
}

func newHandler() *fakeHandler {
	return &fakeHandler{on: map[string]action{}, got: make(chan bot.Request, 64), errs: make(chan error, 64)}
}

// set scripts what a command (or "press") does.
func (h *fakeHandler) set(key string, f action) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.on[key] = f
}

// setUnseen scripts Unseen.
func (h *fakeHandler) setUnseen(f func(req bot.Request) bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.unseen = f
}

// Unseen implements bot.Handler: what setUnseen scripted, else false.
func (h *fakeHandler) Unseen(_ context.Context, req bot.Request) bool {
	h.mu.Lock()
	f := h.unseen
	h.mu.Unlock()
	return f != nil && f(req)
}

// setComplete scripts Complete.
func (h *fakeHandler) setComplete(f func(req bot.Request, limit int) []string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.complete = f
}

// Handle implements bot.Handler.
func (h *fakeHandler) Handle(ctx context.Context, req bot.Request, out bot.Outbox) {
	key := req.Command
	if req.Button != "" {
		key = "press"
	}
	h.mu.Lock()
	f := h.on[key]
	h.mu.Unlock()
	if f != nil {
		f(ctx, req, out)
	}
	h.got <- req
}

// Complete implements bot.Handler.
func (h *fakeHandler) Complete(_ context.Context, req bot.Request, limit int) []string {
	h.mu.Lock()
	f := h.complete
	h.mu.Unlock()
	h.got <- req
	if f == nil {
		return nil
	}
	return f(req, limit)
}

// report records an outbox call's error for the test.
func (h *fakeHandler) report(err error) { h.errs <- err }

// next waits for the next request the handler finished.
func (h *fakeHandler) next(t *testing.T) bot.Request {
	t.Helper()
	select {
	case r := <-h.got:
		return r
	case <-time.After(waitTimeout):
		t.Fatal("the handler got no request")
		return bot.Request{}
	}
}

// nextErr waits for the next reported outbox error (nil included).
func (h *fakeHandler) nextErr(t *testing.T) error {
	t.Helper()
	select {
	case err := <-h.errs:
		return err
	case <-time.After(waitTimeout):
		t.Fatal("the handler reported nothing")
		return nil
	}
}

// env is a running adapter against a fake Discord.
type env struct {
	fake   *discordtest.Server
	a      *Adapter
	h      *fakeHandler
	offset atomic.Int64 // added to the adapter's clock
}

// Places used by the tests.
const (
	guild   = "500"
	channel = "600"
	alice   = "701"
	bob     = "702"
)

// start runs an adapter against a new fake Discord (commands in guild, or
// global when guild is ""), waiting until the command is registered.
func start(t testing.TB, devGuild string) *env {
	t.Helper()
	return startWith(t, devGuild, nil)
}

// startWith is start with the adapter's REST calls made through the
// transport wrap makes of its own (nil: its own as it is).
func startWith(t testing.TB, devGuild string, wrap func(http.RoundTripper) http.RoundTripper) *env {
	t.Helper()
	fake := discordtest.New(t)
	h := newHandler()
	a, err := New(Config{Token: discordtest.Token, AppID: discordtest.AppID, DevGuildID: devGuild,
		RESTBase: fake.RESTBase(), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, h)
	if err != nil {
		t.Fatal(err)
	}
	if wrap != nil {
		a.session.Client.Transport = wrap(a.session.Client.Transport)
	}
	e := &env{fake: fake, a: a, h: h}
	a.now = func() time.Time { return time.Now().Add(time.Duration(e.offset.Load())) }
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run: %v", err)
			}
		case <-time.After(waitTimeout):
			t.Error("Run did not return")
		}
	})
	e.waitFor(t, "the command registered", func() bool { return len(fake.Commands(devGuild)) == 1 })
	fake.SetChannel(channel, guild, "jackal-table", false)
	return e
}

// waitFor waits until pred holds.
func (e *env) waitFor(t testing.TB, what string, pred func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
	defer cancel()
	if err := e.fake.WaitFor(ctx, pred); err != nil {
		t.Fatalf("waiting for %s: %v", what, err)
	}
}

// settled waits until a channel's last message is no longer loading and
// satisfies pred, and returns it.
func (e *env) settled(t testing.TB, ch string, pred func(discordtest.Message) bool) discordtest.Message {
	t.Helper()
	var got discordtest.Message
	e.waitFor(t, "a message in "+ch, func() bool {
		for _, m := range e.fake.Messages(ch) {
			if !m.Loading() && pred(m) {
				got = m
				return true
			}
		}
		return false
	})
	return got
}

// png is a stand-in picture (the adapter never decodes it).
func png(tag string) []byte { return []byte("\x89PNG\r\n\x1a\n" + tag) }

// board is a small board with two buttons.
func board(tag string) bot.Board {
	return bot.Board{PNG: png(tag), Caption: "Board " + tag,
		Buttons: [][]bot.Button{{{Label: "W1 g2", Data: "mv:W1:g2"}, {Label: "W2 f2", Data: "mv:W2:f2", Danger: true}}}}
}
