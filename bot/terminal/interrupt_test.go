package terminal

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// promptWatch is Play's output: once the prompt is printed it calls
// reached (once).
type promptWatch struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	once    sync.Once
	reached func()
}

func (w *promptWatch) Write(p []byte) (int, error) {
	w.mu.Lock()
	n, err := w.buf.Write(p)
	at := strings.HasSuffix(w.buf.String(), "\n> ")
	w.mu.Unlock()
	if at {
		w.once.Do(w.reached)
	}
	return n, err
}

// TestInterruptAtThePrompt: the context ending while Play waits at the
// prompt for a line that does not come (Ctrl-C, which jackal play turns
// into the context's end) ends Play at once with the context's error, the
// game kept; before, Play went on waiting for the line, and Ctrl-C did
// nothing until Enter.
func TestInterruptAtThePrompt(t *testing.T) {
	b, st := newBot(t)
	in, w := io.Pipe() // a keyboard nobody types on
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := &promptWatch{reached: cancel}
	done := make(chan error, 1)
	go func() { done <- Play(ctx, b, Options{New: "duel ai:easy", Humans: 1}, in, out) }()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Play ended with %v, want context.Canceled", err)
		}
	case <-time.After(time.Minute): // a guard against a hang, not a measure
		t.Fatal("Play still waits for a line after the context ended")
	}
	if _, err := st.Get(storage.Key(ChatKey)); err != nil {
		t.Errorf("the game was not kept: %v", err)
	}
}
