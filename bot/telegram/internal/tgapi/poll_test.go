package tgapi

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// recorder collects what a handler saw.
type recorder struct {
	mu     sync.Mutex
	texts  map[int64][]string
	seen   []tgbotapi.Update
	topics map[int]Topic
	c      *Client
}

func newRecorder(c *Client) *recorder {
	return &recorder{texts: map[int64][]string{}, topics: map[int]Topic{}, c: c}
}

func (r *recorder) handle(_ context.Context, u tgbotapi.Update) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.seen = append(r.seen, u)
	r.topics[u.UpdateID] = Topic{ThreadID: r.c.ThreadID(u), IsTopicMessage: r.c.IsTopicMessage(u)}
	if u.Message != nil {
		r.texts[u.Message.Chat.ID] = append(r.texts[u.Message.Chat.ID], u.Message.Text)
	}
}

func (r *recorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.seen)
}

// waitCount waits until the recorder has seen n updates.
func (r *recorder) waitCount(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for r.count() < n {
		if time.Now().After(deadline) {
			t.Fatalf("handler saw %d updates, want %d", r.count(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// startRun runs c.Run in the background; the returned stop cancels it and
// returns Run's error, failing the test if Run does not return promptly.
func startRun(t *testing.T, c *Client, handle Handler) func() error {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- c.Run(ctx, handle) }()
	return func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(5 * time.Second):
			t.Fatal("Run did not return within 5 s of cancel")
			return nil
		}
	}
}

func TestRunDeliversInOrderAndStopsCleanly(t *testing.T) {
	c, srv := newClient(t, nil)
	c.Close()
	baseline := runtime.NumGoroutine()
	rec := newRecorder(c)
	chats := []int64{alice, bob, group}
	want := map[int64][]string{}
	for i := range 5 {
		for _, chat := range chats {
			text := fmt.Sprintf("msg %d", i)
			srv.SendMessage(chat, alice, text, telegramtest.MessageOpts{})
			want[chat] = append(want[chat], text)
		}
	}
	stop := startRun(t, c, rec.handle)
	rec.waitCount(t, 15)
	for i := 5; i < 10; i++ { // updates arriving during the long poll
		for _, chat := range chats {
			text := fmt.Sprintf("msg %d", i)
			srv.SendMessage(chat, alice, text, telegramtest.MessageOpts{})
			want[chat] = append(want[chat], text)
		}
	}
	rec.waitCount(t, 30)
	if err := stop(); err != nil {
		t.Fatalf("Run returned %v after cancel, want nil", err)
	}
	for _, chat := range chats {
		if got := rec.texts[chat]; !slices.Equal(got, want[chat]) {
			t.Errorf("chat %d handled %v, want %v", chat, got, want[chat])
		}
	}
	ids := make([]int, 0, len(rec.seen))
	for _, u := range rec.seen {
		ids = append(ids, u.UpdateID)
	}
	if slices.Sort(ids); len(slices.Compact(ids)) != 30 {
		t.Errorf("handled %d distinct updates, want 30", len(ids))
	}
	if n := srv.PendingUpdates(); n != 0 {
		t.Errorf("%d updates left unacknowledged after Run", n)
	}
	reqs := srv.Requests("getUpdates")
	if got := reqs[0].Params["allowed_updates"]; got != `["message","callback_query","inline_query","chosen_inline_result","my_chat_member"]` {
		t.Errorf("allowed_updates = %s", got)
	}
	if got := reqs[0].Params["timeout"]; got != "2" {
		t.Errorf("poll timeout = %s, want 2", got)
	}
	c.Close()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > baseline {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines after Run, %d before:\n%s", runtime.NumGoroutine(), baseline, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestABlockedChatHoldsNoOther: while one chat's handler waits (as it does
// for its chat's send limit), every other chat is handled. A fixed pool of
// workers shared by chats fails this.
func TestABlockedChatHoldsNoOther(t *testing.T) {
	c, srv := newClient(t, nil)
	const others = 64
	var mu sync.Mutex
	handled := map[int64]bool{}
	all := make(chan struct{})
	var waited error
	handle := func(_ context.Context, u tgbotapi.Update) {
		id := u.Message.Chat.ID
		if id == 1 {
			select {
			case <-all:
			case <-time.After(5 * time.Second):
				waited = errors.New("other chats were not handled while chat 1's handler waited")
			}
			return
		}
		mu.Lock()
		defer mu.Unlock()
		handled[id] = true
		if len(handled) == others {
			close(all)
		}
	}
	srv.SendMessage(1, 1, "slow", telegramtest.MessageOpts{})
	for i := int64(2); i < 2+others; i++ {
		srv.SendMessage(i, i, "quick", telegramtest.MessageOpts{})
	}
	stop := startRun(t, c, handle)
	select {
	case <-all:
	case <-time.After(5 * time.Second):
		mu.Lock()
		n := len(handled)
		mu.Unlock()
		t.Fatalf("%d of %d other chats handled while chat 1 waited", n, others)
	}
	if err := stop(); err != nil || waited != nil {
		t.Fatalf("Run: %v; handler: %v", err, waited)
	}
}

// TestChatOrderKept: one chat's updates are handled one at a time, in order.
func TestChatOrderKept(t *testing.T) {
	c, srv := newClient(t, nil)
	var mu sync.Mutex
	var got []string
	busy := false
	var overlap bool
	done := make(chan struct{})
	handle := func(_ context.Context, u tgbotapi.Update) {
		mu.Lock()
		if busy {
			overlap = true
		}
		busy = true
		mu.Unlock()
		time.Sleep(time.Millisecond)
		mu.Lock()
		busy = false
		got = append(got, u.Message.Text)
		if len(got) == 20 {
			close(done)
		}
		mu.Unlock()
	}
	var want []string
	for i := 0; i < 20; i++ {
		text := fmt.Sprintf("m%02d", i)
		want = append(want, text)
		srv.SendMessage(7, 7, text, telegramtest.MessageOpts{})
	}
	stop := startRun(t, c, handle)
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the chat's updates were not all handled")
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if overlap || !slices.Equal(got, want) {
		t.Fatalf("overlap %v; order %v", overlap, got)
	}
}

func TestRunReadsTopicsAndInlineCallbacks(t *testing.T) {
	c, srv := newClient(t, nil)
	ctx := testContext(t)
	rec := newRecorder(c)
	msg, err := c.SendText(ctx, group, 9, "board", keyboard("m:g2"), "")
	if err != nil {
		t.Fatal(err)
	}
	srv.SendMessage(group, alice, "/new@"+telegramtest.BotUsername, telegramtest.MessageOpts{Thread: 9, Username: "alice"})
	srv.SendMessage(group, bob, "hello", telegramtest.MessageOpts{})
	srv.Press(group, msg, bob, "m:g2")
	q := srv.InlineQuery(alice, "")
	stop := startRun(t, c, rec.handle)
	rec.waitCount(t, 4)
	if err := c.AnswerInline(ctx, q, CachedPhotoResult("r1", uploadPicture(t, c), "game", keyboard("join"))); err != nil {
		t.Fatal(err)
	}
	inl := srv.ChooseInline(alice, "r1", "")
	srv.PressInline(inl, bob, "join")
	rec.waitCount(t, 6)
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	// chats are handled concurrently: read them in update order
	s := slices.Clone(rec.seen)
	slices.SortFunc(s, func(a, b tgbotapi.Update) int { return a.UpdateID - b.UpdateID })
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"command", s[0].Message.Command(), "new"},
		{"username", s[0].Message.From.UserName, "alice"},
		{"topic thread", rec.topics[s[0].UpdateID], Topic{ThreadID: 9, IsTopicMessage: true}},
		{"plain message", rec.topics[s[1].UpdateID], Topic{}},
		{"button under topic message", rec.topics[s[2].UpdateID], Topic{ThreadID: 9, IsTopicMessage: true}},
		{"callback data", s[2].CallbackData(), "m:g2"},
		{"callback ref", CallbackRef(s[2].CallbackQuery), ChatMessage(group, msg)},
		{"inline query", s[3].InlineQuery.ID, q},
		{"chosen result", s[4].ChosenInlineResult.InlineMessageID, inl},
		{"inline callback ref", CallbackRef(s[5].CallbackQuery), InlineMessage(inl)},
		{"topic forgotten after handling", c.ThreadID(s[0]), 0},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

// uploadPicture gets a file id through the cache chat.
func uploadPicture(t *testing.T, c *Client) string {
	t.Helper()
	id, err := c.UploadForFileID(testContext(t), picture(t, 4))
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func TestRunRecoversFromFailuresAndPanics(t *testing.T) {
	c, srv := newClient(t, nil)
	srv.FailNext("getUpdates", 500, "Internal Server Error", 0)
	srv.FailNext("getUpdates", 502, "Bad Gateway", 0)
	srv.FailNext("getUpdates", 429, "Too Many Requests: retry after 1", 1)
	rec := newRecorder(c)
	handle := func(ctx context.Context, u tgbotapi.Update) {
		if u.Message.Text == "boom" {
			panic("handler bug")
		}
		rec.handle(ctx, u)
	}
	srv.SendMessage(alice, alice, "boom", telegramtest.MessageOpts{})
	srv.SendMessage(alice, alice, "after", telegramtest.MessageOpts{})
	stop := startRun(t, c, handle)
	rec.waitCount(t, 1)
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if got := rec.texts[alice]; !slices.Equal(got, []string{"after"}) {
		t.Fatalf("handled %v, want [after]", got)
	}
	if n := len(srv.Requests("getUpdates")); n < 4 {
		t.Fatalf("%d getUpdates calls, want retries after 3 failures", n)
	}
}

func TestRunStopsOnFatalErrors(t *testing.T) {
	tests := []struct {
		name  string
		setup func(*Client, *telegramtest.Server) error
		want  error
	}{
		{"token revoked", func(_ *Client, s *telegramtest.Server) error {
			s.FailNext("getUpdates", 401, "Unauthorized", 0)
			return nil
		}, ErrUnauthorized},
		{"webhook set", func(c *Client, _ *telegramtest.Server) error { return c.SetWebhook(testContext(t)) }, ErrWebhookActive},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, srv := newClient(t, func(cfg *Config) {
				cfg.Webhook = WebhookConfig{SecretToken: "s", PublicURL: "https://example.test/hook"}
			})
			if err := tt.setup(c, srv); err != nil {
				t.Fatal(err)
			}
			err := c.Run(testContext(t), func(context.Context, tgbotapi.Update) {})
			if !errors.Is(err, tt.want) {
				t.Fatalf("Run = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestRunRejectsNilHandler(t *testing.T) {
	c, _ := newClient(t, nil)
	if err := c.Run(testContext(t), nil); !errors.Is(err, ErrBadInput) {
		t.Fatalf("Run(nil) = %v, want ErrBadInput", err)
	}
}
