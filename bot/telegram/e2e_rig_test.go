package telegram_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"log/slog"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"github.com/jackalbot/jackal/storage"
)

// The people of the tests.
const (
	alice int64 = 1001
	bob   int64 = 1002
	carol int64 = 1003

	group    int64 = -1001500 // a supergroup
	cacheHub int64 = -1009999 // the cache chat of inline pictures
)

// names are the first names the fake server gives the users.
var names = map[int64]string{alice: "Alice", bob: "Bob", carol: "Carol"}

// waitLimit bounds every wait of the end-to-end tests.
const waitLimit = 20 * time.Second

// rigOpts vary a rig.
type rigOpts struct {
	boardSize int    // 256 by default
	seed      uint64 // the deal of every game; 9 by default
	cacheChat int64  // 0: inline pictures go through private chats
	webhook   string // a local address: receive updates by webhook there
	pacing    bool   // pace sends with Telegram's real limits (else none)
}

// webhookSecret is the rig's webhook secret token.
const webhookSecret = "rig-secret_1"

// rig is the whole bot on loopback: the fake Bot API, a bbolt store in a
// temporary directory, the core and the adapter, polling.
type rig struct {
	t     testing.TB
	opts  rigOpts
	srv   *telegramtest.Server
	path  string
	store *storage.Bolt
	clock *clock
	logs  *logBuffer

	presses int // presses injected by press and pressInline

	core    *tracked
	client  *telegram.Client
	adapter *telegram.Adapter
	cancel  context.CancelFunc
	done    chan error
}

// newRig starts a rig; it stops with the test.
func newRig(t testing.TB, opts rigOpts) *rig {
	t.Helper()
	if opts.boardSize == 0 {
		opts.boardSize = 256
	}
	if opts.seed == 0 {
		opts.seed = 9
	}
	r := &rig{t: t, opts: opts, srv: telegramtest.New(t), path: filepath.Join(t.TempDir(), "jackal.db"),
		clock: &clock{now: time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)}, logs: &logBuffer{}}
	r.open()
	r.start()
	t.Cleanup(func() {
		for _, b := range auditAll(r) {
			t.Errorf("AUDIT: %s", b)
		}
		r.stop()
		if err := r.store.Close(); err != nil && !errors.Is(err, storage.ErrClosed) {
			t.Errorf("store close: %v", err)
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

// start makes a new client, core and adapter on the store and runs them.
func (r *rig) start() {
	r.t.Helper()
	r.startOn(r.store)
}

// startOn is start with the core on store (the rig's, or one wrapping it).
func (r *rig) startOn(store storage.Store) {
	r.t.Helper()
	log := slog.New(slog.NewTextHandler(r.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	ctx, cancel := context.WithCancel(context.Background())
	client, err := telegram.New(ctx, telegram.Config{
		Token:            telegramtest.Token,
		APIEndpoint:      r.srv.Endpoint(),
		PollTimeout:      time.Second,
		HTTPTimeout:      10 * time.Second,
		Limits:           r.limits(),
		PollBackoff:      10 * time.Millisecond,
		CacheChatID:      r.opts.cacheChat,
		CaptionParseMode: tgbotapi.ModeHTML,
		Journal:          r.store.UpdateJournal(bot.PlatformTelegram),
		Logger:           log,
		Webhook:          webhookConfig(r.opts.webhook),
	})
	if err != nil {
		cancel()
		r.t.Fatalf("telegram.New: %v", err)
	}
	seed := r.opts.seed
	b, err := bot.New(bot.Config{
		Store: store, Now: r.clock.Now, Seed: func() uint64 { return seed }, BoardSize: r.opts.boardSize,
		ReminderHours: 12, MaxReminders: 2, AIBudget: 50 * time.Millisecond, BotName: telegramtest.BotUsername, Log: log,
	})
	if err != nil {
		cancel()
		r.t.Fatalf("bot.New: %v", err)
	}
	r.core = &tracked{Bot: b, changed: make(chan struct{})}
	a, err := telegram.NewAdapter(client, r.core, telegram.AdapterOptions{Logger: log})
	if err != nil {
		cancel()
		r.t.Fatalf("NewAdapter: %v", err)
	}
	r.client, r.adapter, r.cancel, r.done = client, a, cancel, make(chan error, 1)
	go func() { r.done <- a.Run(ctx) }()
	r.wait("the command menu", func() bool { return len(r.srv.Commands()) > 0 })
}

// webhookConfig receives updates at listen, if set.
func webhookConfig(listen string) telegram.WebhookConfig {
	if listen == "" {
		return telegram.WebhookConfig{}
	}
	return telegram.WebhookConfig{Listen: listen, PublicURL: "https://jackal.example/telegram", SecretToken: webhookSecret}
}

// stop ends Run and waits for it.
func (r *rig) stop() {
	if r.cancel == nil {
		return
	}
	r.cancel()
	select {
	case err := <-r.done:
		if err != nil {
			r.t.Errorf("Run: %v", err)
		}
	case <-time.After(waitLimit):
		r.t.Errorf("Run did not stop")
	}
	r.client.Close()
	r.cancel = nil
}

// restart stops everything, closes and reopens the store, and starts a new
// client, core and adapter on it.
func (r *rig) restart() {
	r.t.Helper()
	r.stop()
	if err := r.store.Close(); err != nil {
		r.t.Fatalf("store close: %v", err)
	}
	r.open()
	r.start()
}

// wait waits until cond holds, re-checking on every change of the fake
// server.
func (r *rig) wait(what string, cond func() bool) {
	r.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitLimit)
	defer cancel()
	if err := r.srv.WaitFor(ctx, cond); err != nil {
		r.t.Fatalf("waiting for %s: %v", what, err)
	}
}

// say sends text as user in chat and waits until the core has served it.
func (r *rig) say(chat, user int64, text string, opts ...telegramtest.MessageOpts) {
	r.t.Helper()
	o := telegramtest.MessageOpts{FirstName: names[user]}
	if len(opts) > 0 {
		o = opts[0]
		o.FirstName = names[user]
	}
	n := r.core.served()
	r.srv.SendMessage(chat, user, text, o)
	r.core.waitServed(r.t, n+1)
}

// press presses the button with data under message msg of chat as user and
// returns the answer once the press is fully served.
func (r *rig) press(chat int64, msg int, user int64, data string) telegramtest.CallbackAnswer {
	r.t.Helper()
	n := r.core.served()
	r.presses++
	for _, m := range r.srv.Messages(chat) {
		if m.ID == msg {
			data = tagFrom(m, data)
		}
	}
	return r.answered(r.srv.Press(chat, msg, user, data), n+1)
}

// pressInline presses a button under an inline message.
func (r *rig) pressInline(id string, user int64, data string) telegramtest.CallbackAnswer {
	r.t.Helper()
	n := r.core.served()
	r.presses++
	if m, ok := r.srv.InlineMessage(id); ok {
		data = tagFrom(m, data)
	}
	return r.answered(r.srv.PressInline(id, user, data), n+1)
}

// untag drops the game tag of button data: tests name buttons as
// "0:j:black", the message carries "<tag>/0:j:black".
func untag(data string) string {
	if d, err := bot.ParseButtonData(data); err == nil {
		d.Tag = ""
		return d.String()
	}
	return data
}

// tagFrom gives data written without a tag the tag of m's buttons (the
// game of that message), as a user pressing or forging a button there
// would send it; data with a tag, or m without buttons, stays as it is.
func tagFrom(m telegramtest.Message, data string) string {
	d, err := bot.ParseButtonData(data)
	if err != nil || d.Tag != "" {
		return data
	}
	for _, x := range buttonData(m) {
		if own, err := bot.ParseButtonData(x); err == nil && own.Tag != "" {
			d.Tag = own.Tag
			return d.String()
		}
	}
	return data
}

// answered waits for the answer of a press and for the core to have served
// n requests (the core may answer before it is done).
func (r *rig) answered(id string, n int) telegramtest.CallbackAnswer {
	r.t.Helper()
	r.core.waitServed(r.t, n)
	var a telegramtest.CallbackAnswer
	r.wait("the answer to "+id, func() bool {
		a, _ = r.srv.CallbackAnswer(id)
		return a.Answered
	})
	return a
}

// game returns the stored game of key; ok is false when there is none.
func (r *rig) game(key string) (*storage.Game, bool) {
	r.t.Helper()
	g, err := r.store.Get(storage.Key(key))
	if errors.Is(err, storage.ErrNotFound) {
		return nil, false
	}
	if err != nil {
		r.t.Fatalf("store.Get(%s): %v", key, err)
	}
	return g, true
}

// mustGame returns the stored game of key.
func (r *rig) mustGame(key string) *storage.Game {
	r.t.Helper()
	g, ok := r.game(key)
	if !ok {
		r.t.Fatalf("no game under %s", key)
	}
	return g
}

// lastBoard is the newest picture the bot posted in chat.
func (r *rig) lastBoard(chat int64) telegramtest.Message {
	r.t.Helper()
	msgs := r.srv.Messages(chat)
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Photo != nil {
			return msgs[i]
		}
	}
	r.t.Fatalf("no board in chat %d", chat)
	return telegramtest.Message{}
}

// lastText is the newest text message the bot posted in chat.
func (r *rig) lastText(chat int64) telegramtest.Message {
	r.t.Helper()
	msgs := r.srv.Messages(chat)
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Photo == nil {
			return msgs[i]
		}
	}
	r.t.Fatalf("no text in chat %d", chat)
	return telegramtest.Message{}
}

// message returns message id of chat as it is now.
func (r *rig) message(chat int64, id int) telegramtest.Message {
	r.t.Helper()
	for _, m := range r.srv.Messages(chat) {
		if m.ID == id {
			return m
		}
	}
	r.t.Fatalf("no message %d in chat %d", id, chat)
	return telegramtest.Message{}
}

// newGame opens a duel in chat (key) as alice, seats bob as black and starts
// it with the lobby's buttons; it returns the first board.
func (r *rig) newGame(chat int64, key string, opts ...telegramtest.MessageOpts) telegramtest.Message {
	r.t.Helper()
	r.say(chat, alice, "/new duel", opts...)
	lobby := r.lastText(chat)
	if !hasData(lobby, "0:j:black") {
		r.t.Fatalf("the lobby offers no black seat: %q %v", lobby.Text, buttonData(lobby))
	}
	r.press(chat, lobby.ID, bob, "0:j:black")
	r.press(chat, lobby.ID, alice, "0:s")
	if g := r.mustGame(key); g.Status != storage.StatusActive {
		r.t.Fatalf("game %s is %s after start", key, g.Status)
	}
	return r.lastBoard(chat)
}

// buttonData lists the data of a message's buttons.
func buttonData(m telegramtest.Message) []string {
	var out []string
	if m.Keyboard == nil {
		return nil
	}
	for _, row := range m.Keyboard.InlineKeyboard {
		for _, b := range row {
			if b.CallbackData != nil {
				out = append(out, *b.CallbackData)
			}
		}
	}
	return out
}

// hasData reports whether a message has a button with data d.
func hasData(m telegramtest.Message, d string) bool {
	for _, x := range buttonData(m) {
		if x == d || untag(x) == d {
			return true
		}
	}
	return false
}

// findData returns the first button of m whose verb is one of verbs and
// whose argument is arg ("" matches any).
func findData(m telegramtest.Message, arg string, verbs ...string) (string, bool) {
	for _, d := range buttonData(m) {
		parts := strings.SplitN(d, ":", 3)
		if len(parts) < 2 {
			continue
		}
		got := ""
		if len(parts) == 3 {
			got = parts[2]
		}
		for _, v := range verbs {
			if parts[1] == v && (arg == "" || got == arg) {
				return d, true
			}
		}
	}
	return "", false
}

var mentionRE = regexp.MustCompile(`tg://user\?id=(\d+)`)

// mentioned is the user a board's caption mentions; 0 if none.
func mentioned(m telegramtest.Message) int64 {
	s := mentionRE.FindStringSubmatch(m.Caption)
	if s == nil {
		return 0
	}
	id, _ := strconv.ParseInt(s[1], 10, 64)
	return id
}

// tracked is the core, counting the requests it has served.
type tracked struct {
	*bot.Bot
	mu      sync.Mutex
	n       int
	changed chan struct{}
}

// Handle serves the request, then counts it.
func (t *tracked) Handle(ctx context.Context, req bot.Request, out bot.Outbox) {
	t.Bot.Handle(ctx, req, out)
	t.mu.Lock()
	t.n++
	close(t.changed)
	t.changed = make(chan struct{})
	t.mu.Unlock()
}

func (t *tracked) served() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.n
}

// waitServed waits until n requests were served.
func (t *tracked) waitServed(tb testing.TB, n int) {
	tb.Helper()
	deadline := time.After(waitLimit)
	for {
		t.mu.Lock()
		got, ch := t.n, t.changed
		t.mu.Unlock()
		if got >= n {
			return
		}
		select {
		case <-ch:
		case <-deadline:
			tb.Fatalf("only %d of %d requests served", got, n)
		}
	}
}

// clock is a settable clock for the core.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

// Now returns the clock's time.
func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// advance moves the clock on.
func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// logBuffer collects log lines.
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

// String returns everything logged.
func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// smallPNG is a tiny picture.
func smallPNG(t testing.TB) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 8, 8))); err != nil {
		t.Fatalf("png: %v", err)
	}
	return b.Bytes()
}

// key is the chat key of a chat id.
func key(chat int64) string { return "tg:" + strconv.FormatInt(chat, 10) }

// limits are the client's pacing: Telegram's real limits when the rig asks
// for them, none otherwise (tests then run at full speed).
func (r *rig) limits() *tgapi.Limits {
	if r.opts.pacing {
		l := tgapi.DefaultLimits
		return &l
	}
	return &tgapi.Limits{}
}
