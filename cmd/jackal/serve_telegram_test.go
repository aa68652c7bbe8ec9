package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// testTGToken is the token the fake Bot API expects.
const testTGToken = "123:abc"

// fakeBotAPI is a Bot API on loopback whose getMe answers as getMe
// says (by the call's number, from 1; hangUp: no answer), then serves
// long polling empty.
type fakeBotAPI struct {
	*httptest.Server
	getMe   func(n int) (status int, body string)
	mu      sync.Mutex
	calls   int           // getMe calls
	polling chan struct{} // closed at the first getUpdates
	once    sync.Once
}

func newFakeBotAPI(t *testing.T, getMe func(n int) (int, string)) *fakeBotAPI {
	f := &fakeBotAPI{getMe: getMe, polling: make(chan struct{})}
	f.Server = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeBotAPI) serve(w http.ResponseWriter, r *http.Request) {
	method, ok := strings.CutPrefix(r.URL.Path, "/bot"+testTGToken+"/")
	if !ok {
		http.Error(w, `{"ok":false,"error_code":404,"description":"Not Found"}`, http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	switch method {
	case "getMe":
		f.mu.Lock()
		f.calls++
		n := f.calls
		f.mu.Unlock()
		status, body := f.getMe(n)
		if status == hangUp {
			if c, _, err := http.NewResponseController(w).Hijack(); err == nil {
				c.Close()
			}
			return
		}
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	case "getUpdates":
		f.once.Do(func() { close(f.polling) })
		select {
		case <-r.Context().Done():
		case <-time.After(20 * time.Millisecond): // a short long poll
		}
		fmt.Fprint(w, `{"ok":true,"result":[]}`)
	default:
		fmt.Fprint(w, `{"ok":true,"result":true}`)
	}
}

// getMeCalls is how many times getMe was called.
func (f *fakeBotAPI) getMeCalls() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls
}

// Bot API answers to getMe.
const (
	meOK           = `{"ok":true,"result":{"id":1,"is_bot":true,"first_name":"Jackal","username":"jackal_test_bot"}}`
	meBadGateway   = `<html><body>502 Bad Gateway</body></html>`
	meUnauthorized = `{"ok":false,"error_code":401,"description":"Unauthorized"}`
	meNotFound     = `{"ok":false,"error_code":404,"description":"Not Found"}`
	meTooMany      = `{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 7","parameters":{"retry_after":7}}`
)

// hangUp is a getMe status closing the connection without an answer,
// as a network down would.
const hangUp = 0

// failingFirst answers getMe with status and body n times, then meOK.
func failingFirst(n, status int, body string) func(int) (int, string) {
	return func(call int) (int, string) {
		if call <= n {
			return status, body
		}
		return http.StatusOK, meOK
	}
}

// serveConfig writes a configuration serving Telegram at api (a fake)
// on a bbolt store of its own, and sets the token's variable.
func serveConfig(t *testing.T, api string) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "c.yaml")
	cfg := "storage:\n  path: " + filepath.Join(dir, "j.db") + "\ntelegram:\n  enabled: true\n  token_env: JACKAL_TEST_TG_TOKEN\n" +
		"  api_endpoint: " + api + "/bot%s/%s\n"
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("JACKAL_TEST_TG_TOKEN", testTGToken)
	return path
}

// instantRetries makes serve's start-up retries wait for nothing,
// recording the waits asked for, for the test.
func instantRetries(t *testing.T) *waits {
	w := &waits{}
	saved := startRetries
	startRetries = startRetry{Sleep: w.sleep}
	t.Cleanup(func() { startRetries = saved })
	return w
}

// syncBuffer is a log output safe for the goroutines of serve.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestServeTelegramStartRetries: a Bot API that fails getMe for a while
// (a 5xx, a 429) is tried again, each try logged, and serve goes on to
// poll once it answers; a 429's retry_after is waited whole.
func TestServeTelegramStartRetries(t *testing.T) {
	for _, tc := range []struct {
		name      string
		getMe     func(int) (int, string)
		firstWait time.Duration
	}{
		{"502 three times", failingFirst(3, http.StatusBadGateway, meBadGateway), time.Second},
		{"network down twice", failingFirst(2, hangUp, ""), time.Second},
		{"503 JSON once", failingFirst(1, http.StatusServiceUnavailable, `{"ok":false,"error_code":503,"description":"Service Unavailable"}`), time.Second},
		{"429 with retry_after", failingFirst(2, http.StatusTooManyRequests, meTooMany), 7 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := instantRetries(t)
			api := newFakeBotAPI(t, tc.getMe)
			path := serveConfig(t, api.URL)
			var logged syncBuffer
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan error, 1)
			go func() { done <- serve(ctx, path, &logged) }()
			select {
			case <-api.polling:
			case err := <-done:
				t.Fatalf("serve ended before polling: %v\n%s", err, logged.String())
			}
			cancel()
			if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
				t.Fatalf("serve: %v", err)
			}
			if len(w.got) == 0 || w.got[0] != tc.firstWait {
				t.Errorf("waits %v, want a first of %v", w.got, tc.firstWait)
			}
			out := logged.String()
			if n := strings.Count(out, "telegram: start failed, trying again"); n != len(w.got) {
				t.Errorf("%d retry lines for %d waits:\n%s", n, len(w.got), out)
			}
			if !strings.Contains(out, "telegram: serving") || strings.Contains(out, testTGToken) {
				t.Errorf("the log does not say it serves, or shows the token:\n%s", out)
			}
		})
	}
}

// TestServeTelegramTokenRejected: a token the Bot API refuses (401, or
// 404 for a malformed one) stops serve at once, in one line naming the
// variable the token came from, without a retry.
func TestServeTelegramTokenRejected(t *testing.T) {
	for _, tc := range []struct {
		name, body, want string
		status           int
	}{
		{"401", meUnauthorized, "401 Unauthorized", http.StatusUnauthorized},
		{"404", meNotFound, "404 Not Found", http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := instantRetries(t)
			api := newFakeBotAPI(t, failingFirst(1000, tc.status, tc.body))
			path := serveConfig(t, api.URL)
			var out, errw strings.Builder
			code := run([]string{"serve", "-config", path}, nil, &out, &errw)
			msg := strings.TrimSpace(errw.String())
			if code != 1 || strings.Count(msg, "\n") != 0 || !strings.HasPrefix(msg, "jackal serve: telegram: bot token rejected") ||
				!strings.Contains(msg, tc.want) || !strings.Contains(msg, "JACKAL_TEST_TG_TOKEN") || strings.Contains(msg, testTGToken) {
				t.Fatalf("exit %d, stderr %q", code, msg)
			}
			if len(w.got) != 0 || api.getMeCalls() > 2 {
				t.Fatalf("tried again: waits %v, %d getMe calls", w.got, api.getMeCalls())
			}
		})
	}
}

// TestServeTelegramStopsWhileRetrying: a stop (SIGINT, SIGTERM: serve's
// ctx ends) while the Bot API still fails ends serve cleanly.
func TestServeTelegramStopsWhileRetrying(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	saved := startRetries
	tries := 0
	startRetries = startRetry{Sleep: func(ctx context.Context, d time.Duration) error {
		if tries++; tries < 3 {
			return nil
		}
		cancel() // the signal comes during the third wait
		return sleepCtx(ctx, time.Hour)
	}}
	t.Cleanup(func() { startRetries = saved })
	api := newFakeBotAPI(t, failingFirst(1<<30, http.StatusBadGateway, meBadGateway))
	path := serveConfig(t, api.URL)
	var logged syncBuffer
	if err := serve(ctx, path, &logged); err != nil && !errors.Is(err, context.Canceled) {
		t.Fatalf("serve = %v, want a clean stop\n%s", err, logged.String())
	}
	if n := strings.Count(logged.String(), "trying again"); n != 3 {
		t.Fatalf("%d retry lines, want 3:\n%s", n, logged.String())
	}
}

// TestServeTelegramOtherFailures: a refusal that no wait mends (a 400),
// or a getMe that answers but still fails the start (an answer the
// client cannot read), stops serve with the client's error: at once, or
// after one more try (the API may have come up in between).
func TestServeTelegramOtherFailures(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int
		body   string
		want   string
		waits  int
	}{
		{"400", http.StatusBadRequest, `{"ok":false,"error_code":400,"description":"Bad Request: no"}`, "400 Bad Request: no", 0},
		{"unreadable", http.StatusOK, `{"ok":true,"result":"not a user"}`, "telegram:", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := instantRetries(t)
			api := newFakeBotAPI(t, failingFirst(1000, tc.status, tc.body))
			path := serveConfig(t, api.URL)
			var logged syncBuffer
			err := serve(context.Background(), path, &logged)
			if err == nil || errors.Is(err, errTokenRejected) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("serve = %v, want the client's error %q", err, tc.want)
			}
			if len(w.got) != tc.waits {
				t.Fatalf("waits %v, want %d", w.got, tc.waits)
			}
		})
	}
}
