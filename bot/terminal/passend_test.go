package terminal

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
)

// passWatch is Play's output: once a pass screen is printed it calls
// reached (once).
type passWatch struct {
	mu      sync.Mutex
	buf     strings.Builder
	once    sync.Once
	reached func()
}

func (w *passWatch) Write(p []byte) (int, error) {
	w.mu.Lock()
	n, err := w.buf.Write(p)
	at := strings.HasSuffix(strings.TrimRight(w.buf.String(), "\n"), "press Enter. ━━")
	w.mu.Unlock()
	if at {
		w.once.Do(w.reached)
	}
	return n, err
}

func (w *passWatch) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// TestEndAtThePassScreen: the input ending (Ctrl-D), or Ctrl-C, at a hot
// seat's first pass screen ends Play there: nothing follows the pass
// screen but the line's end; before, the hint and a prompt were printed
// after it, for a session already over ("^CType a move …").
func TestEndAtThePassScreen(t *testing.T) {
	for _, tc := range []struct {
		name      string
		interrupt bool
	}{
		{"end of the input", false},
		{"Ctrl-C", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newBot(t)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var in io.Reader = strings.NewReader("")
			out := &passWatch{reached: func() {}}
			if tc.interrupt {
				r, w := io.Pipe() // a keyboard nobody types on
				defer w.Close()
				in, out.reached = r, cancel
			}
			err := Play(ctx, b, Options{New: "cards islands=2", Humans: 2}, in, out)
			if tc.interrupt != errors.Is(err, context.Canceled) || !tc.interrupt && err != nil {
				t.Fatalf("Play ended with %v", err)
			}
			text := out.String()
			i := strings.LastIndex(text, "press Enter. ━━")
			if i < 0 {
				t.Fatalf("no pass screen:\n%s", tail(text, 800))
			}
			if after := text[i+len("press Enter. ━━"):]; strings.TrimSpace(after) != "" || !strings.HasPrefix(after, "\n") {
				t.Fatalf("after the pass screen, %q", after)
			}
		})
	}
}
