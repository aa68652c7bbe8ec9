package bot

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// recorder is an Outbox that keeps what a chat would show.
type recorder struct {
	mu       sync.Mutex
	n        int
	boards   []Board
	texts    []string
	answers  []string
	privates []string
	buttons  map[string][][]Button // message id → its current buttons
	last     MessageRef            // the last board
	blockDM  bool
	failSend int // boards to fail sending (a platform error)
}

func newRecorder() *recorder { return &recorder{buttons: map[string][][]Button{}} }

func (r *recorder) next() MessageRef {
	r.n++
	return MessageRef{ChatID: "c", MessageID: strconv.Itoa(r.n)}
}

func (r *recorder) SendBoard(_ context.Context, _ Chat, b Board) (MessageRef, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failSend > 0 {
		r.failSend--
		return MessageRef{}, errors.New("HTTP 500 from the platform")
	}
	ref := r.next()
	r.boards = append(r.boards, b)
	r.buttons[ref.MessageID] = b.Buttons
	r.last = ref
	return ref, nil
}

func (r *recorder) EditBoard(_ context.Context, ref MessageRef, b Board) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.boards = append(r.boards, b)
	r.buttons[ref.MessageID+ref.InlineID] = b.Buttons
	return nil
}

func (r *recorder) EditButtons(_ context.Context, ref MessageRef, rows [][]Button) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.buttons[ref.MessageID+ref.InlineID] = rows
	return nil
}

func (r *recorder) SendText(_ context.Context, _ Chat, text string, rows [][]Button) (MessageRef, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	ref := r.next()
	r.texts = append(r.texts, text)
	r.buttons[ref.MessageID] = rows
	return ref, nil
}

func (r *recorder) EditText(_ context.Context, ref MessageRef, text string, rows [][]Button) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.texts = append(r.texts, text)
	r.buttons[ref.MessageID] = rows
	return nil
}

func (r *recorder) Answer(_ context.Context, _ Request, text string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.answers = append(r.answers, text)
	return nil
}

func (r *recorder) SendPrivate(_ context.Context, u User, text string, _ []byte) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.blockDM {
		return ErrCannotReach
	}
	r.privates = append(r.privates, u.ID+": "+text)
	return nil
}

func (r *recorder) lastAnswer() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.answers) == 0 {
		return ""
	}
	return r.answers[len(r.answers)-1]
}

func (r *recorder) lastBoard() Board {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.boards) == 0 {
		return Board{}
	}
	return r.boards[len(r.boards)-1]
}

func (r *recorder) lastText() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.texts) == 0 {
		return ""
	}
	return r.texts[len(r.texts)-1]
}

// textsWith counts the texts sent that hold sub.
func (r *recorder) textsWith(sub string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, s := range r.texts {
		if strings.Contains(s, sub) {
			n++
		}
	}
	return n
}

// fixture is a bot on a fresh store with a fake clock.
type fixture struct {
	t     *testing.T
	b     *Bot
	store *storage.Bolt
	out   *recorder
	now   time.Time
	chat  Chat
	path  string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	f := &fixture{t: t, out: newRecorder(), now: time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)}
	f.path = t.TempDir() + "/bot.db"
	f.chat = Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100"}
	f.open()
	t.Cleanup(func() {
		f.b.Close()
		f.store.Close()
	})
	return f
}

func (f *fixture) open() {
	st, err := storage.Open(f.path, storage.Options{})
	if err != nil {
		f.t.Fatal(err)
	}
	f.store = st
	b, err := New(Config{Store: st, Now: func() time.Time { return f.now }, Seed: func() uint64 { return 42 },
		BoardSize: 256, AIBudget: 50 * time.Millisecond})
	if err != nil {
		f.t.Fatal(err)
	}
	f.b = b
	f.b.Attach(PlatformTelegram, f.out)
}

// rebot replaces f's bot with one made of cfg on f's store, the fields
// cfg leaves zero as open sets them (f's clock, seed 42, 256 px), attached
// to f's recorder.
func (f *fixture) rebot(cfg Config) {
	f.t.Helper()
	cfg.Store = f.store
	if cfg.Now == nil {
		cfg.Now = func() time.Time { return f.now }
	}
	if cfg.Seed == nil {
		cfg.Seed = func() uint64 { return 42 }
	}
	if cfg.BoardSize == 0 {
		cfg.BoardSize = 256
	}
	b, err := New(cfg)
	if err != nil {
		f.t.Fatal(err)
	}
	f.b.Close()
	f.b = b
	f.b.Attach(PlatformTelegram, f.out)
}

// restart closes the store and starts a new bot on the same file.
func (f *fixture) restart() {
	f.store.Close()
	f.open()
}

func user(id string) User { return User{ID: id, Name: "U" + id} }

func (f *fixture) cmd(u User, cmd, args string) {
	f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: cmd, Args: args}, f.out)
}

func (f *fixture) press(u User, data string) {
	f.out.mu.Lock()
	last := f.out.last
	f.out.mu.Unlock()
	f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Button: f.tagged(data), Message: last}, f.out)
}

// tagged gives button data written without a tag ("0:j:black") the tag of
// the chat's game, as the bot's own buttons carry it.
func (f *fixture) tagged(data string) string {
	d, err := ParseButtonData(data)
	if err != nil || d.Tag != "" {
		return data
	}
	g, err := f.store.Get(storage.Key(f.chat.Key))
	if err != nil {
		return data
	}
	d.Tag = gameTag(g.ID)
	return d.String()
}

func (f *fixture) game() *storage.Game {
	g, err := f.store.Get(storage.Key(f.chat.Key))
	if err != nil {
		f.t.Fatalf("get game: %v", err)
	}
	return g
}

// boardCount is how many boards were sent.
func (r *recorder) boardCount() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.boards)
}
