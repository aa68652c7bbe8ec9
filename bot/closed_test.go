package bot

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
)

// closingOut is a recorder whose chat may close to the bot: its boards
// are then refused with ErrChatClosed, and counted.
type closingOut struct {
	*recorder
	cmu     sync.Mutex
	closed  bool
	refused int
}

func (o *closingOut) SendBoard(ctx context.Context, chat Chat, b Board) (MessageRef, error) {
	o.cmu.Lock()
	if o.closed {
		o.refused++
		o.cmu.Unlock()
		return MessageRef{}, fmt.Errorf("%w: kicked from the group", ErrChatClosed)
	}
	o.cmu.Unlock()
	return o.recorder.SendBoard(ctx, chat, b)
}

// set closes or opens the chat.
func (o *closingOut) set(closed bool) {
	o.cmu.Lock()
	defer o.cmu.Unlock()
	o.closed = closed
}

// refusals is how many boards were refused.
func (o *closingOut) refusals() int {
	o.cmu.Lock()
	defer o.cmu.Unlock()
	return o.refused
}

// logLines collects log lines, safe for concurrent use.
type logLines struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logLines) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

// count is how many lines hold every one of subs.
func (l *logLines) count(subs ...string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, line := range strings.Split(l.buf.String(), "\n") {
		all := true
		for _, s := range subs {
			all = all && strings.Contains(line, s)
		}
		if all {
			n++
		}
	}
	return n
}

// TestClosedChatLoggedOnceAndTriedLess: a chat that refuses the bot
// (ErrChatClosed) keeps its board owed; the refusal is logged once as a
// warning and then at Debug, and the check a minute tries the chat after
// 1, 2, 4, … minutes, up to an hour, not every minute. Once the chat takes
// the bot again the owed board goes out with the next try, and a later
// refusal is news again.
func TestClosedChatLoggedOnceAndTriedLess(t *testing.T) {
	f := newFixture(t)
	logs := &logLines{}
	f.rebot(Config{Log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	startDuel(f)
	out := &closingOut{recorder: f.out}
	f.b.Attach(PlatformTelegram, out)
	move := func() {
		t.Helper()
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		a := engine.Legal(*g.cl())[0]
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: *seatUser(g.actor()),
			Button: g.button(VerbAct, a.String()), Message: f.out.last}, out)
	}
	const warned = `level=WARN msg="send board"`

	out.set(true)
	move()
	if !f.game().BoardOwed || out.refusals() != 1 {
		t.Fatalf("the move's board: %d refused, owed %v; want refused once and owed", out.refusals(), f.game().BoardOwed)
	}
	for range 90 { // an hour and a half of checks, a minute apart
		f.now = f.now.Add(time.Minute)
		f.b.ResendOwed(context.Background())
	}
	// tried after 1, 2, 4, 8, 16, 32 and 64 minutes
	if got := out.refusals() - 1; got != 7 {
		t.Errorf("the checks tried the closed chat %d times in 90 minutes, want 7", got)
	}
	if n := logs.count(warned); n != 1 {
		t.Errorf("the closed chat logged %d warnings, want 1", n)
	}
	if n := logs.count("level=DEBUG", `msg="send board"`, "closed=true"); n != 7 {
		t.Errorf("%d refusals logged at Debug, want 7", n)
	}

	out.set(false)
	f.now = f.now.Add(time.Hour)
	boards := f.out.boardCount()
	if n := f.b.ResendOwed(context.Background()); n != 1 || f.out.boardCount() != boards+1 || f.game().BoardOwed {
		t.Fatalf("the chat open again: %d resent, %d boards posted, owed %v; want the owed board posted",
			n, f.out.boardCount()-boards, f.game().BoardOwed)
	}
	if logs.count("the chat takes the bot's boards again") != 1 {
		t.Errorf("the chat's opening not logged once")
	}

	out.set(true)
	move()
	if n := logs.count(warned); n != 2 {
		t.Errorf("a refusal after a board went out logged %d warnings in all, want 2", n)
	}
	f.now = f.now.Add(time.Minute)
	if n := f.b.ResendOwed(context.Background()); n != 1 {
		t.Errorf("the check a minute after the new refusal tried %d boards, want 1", n)
	}
}

// TestClosedChatsForgotten: the check forgets a closed chat whose game is
// no longer listed (ended, or left), and a chat's backoff is its own.
func TestClosedChatsForgotten(t *testing.T) {
	var s closedChats
	now := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	if !s.refused("tg:-1") || s.refused("tg:-1") || !s.refused("tg:-2") {
		t.Fatalf("refused: the first refusal of a chat is news, the second not")
	}
	s.tried("tg:-1", now)
	if s.due("tg:-1", now.Add(time.Minute-time.Second)) || !s.due("tg:-1", now.Add(time.Minute)) || !s.due("tg:-2", now) {
		t.Errorf("due: -1 waits a minute after its refused try, -2 was not tried")
	}
	s.keep(map[string]bool{"tg:-2": true})
	if !s.due("tg:-1", now) || !s.refused("tg:-1") {
		t.Errorf("a chat no longer listed is forgotten")
	}
	if !s.opened("tg:-2") || s.opened("tg:-2") {
		t.Errorf("opened: true once for a closed chat")
	}
}
