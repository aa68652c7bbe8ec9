package main

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"
)

// waits is a startRetry.Sleep that waits for nothing and records what
// it was asked to wait; it fails as a real sleep would once ctx ended,
// and after maxWaits (a start that never ends).
type waits struct{ got []time.Duration }

// maxWaits bounds the waits a test's start may ask for.
const maxWaits = 50

// errTooManyWaits ends a test's start that keeps trying.
var errTooManyWaits = errors.New("too many waits")

func (w *waits) sleep(ctx context.Context, d time.Duration) error {
	w.got = append(w.got, d)
	if len(w.got) > maxWaits {
		return errTooManyWaits
	}
	return ctx.Err()
}

// TestServeStartRetryBackoff: passing failures are tried again after a wait
// that doubles from Base up to Max, or the API's own retry_after when
// longer, each logged in one line; another failure ends at once.
func TestServeStartRetryBackoff(t *testing.T) {
	errDown := errors.New("network is unreachable")
	errBad := errors.New("bad config")
	s := time.Second
	for _, tc := range []struct {
		name      string
		fails     []error // the tries' failures, then success
		retry     startRetry
		want      error
		wantWaits []time.Duration
	}{
		{"first try", nil, startRetry{}, nil, nil},
		{"defaults double to a minute", slices.Repeat([]error{&passing{Err: errDown}}, 9), startRetry{}, nil,
			[]time.Duration{s, 2 * s, 4 * s, 8 * s, 16 * s, 32 * s, 60 * s, 60 * s, 60 * s}},
		{"configured", slices.Repeat([]error{&passing{Err: errDown}}, 4), startRetry{Base: time.Millisecond, Max: 3 * time.Millisecond}, nil,
			[]time.Duration{time.Millisecond, 2 * time.Millisecond, 3 * time.Millisecond, 3 * time.Millisecond}},
		{"retry_after honoured", []error{&passing{Err: errDown}, &passing{Err: errDown, After: 90 * s}, &passing{Err: errDown, After: s}}, startRetry{}, nil,
			[]time.Duration{s, 90 * s, 4 * s}},
		{"fatal at once", []error{errBad, &passing{Err: errDown}}, startRetry{}, errBad, nil},
		{"fatal after passing ones", []error{&passing{Err: errDown}, errBad}, startRetry{}, errBad, []time.Duration{s}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w waits
			tc.retry.Sleep = w.sleep
			var logged bytes.Buffer
			log := slog.New(slog.NewTextHandler(&logged, nil))
			tries := 0
			err := tc.retry.run(context.Background(), log, "test", func() error {
				tries++
				if tries <= len(tc.fails) {
					return tc.fails[tries-1]
				}
				return nil
			})
			if err != tc.want {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if !slices.Equal(w.got, tc.wantWaits) {
				t.Errorf("waits %v, want %v", w.got, tc.wantWaits)
			}
			if n := strings.Count(logged.String(), "test: start failed, trying again"); n != len(tc.wantWaits) {
				t.Errorf("%d retry lines logged for %d waits:\n%s", n, len(tc.wantWaits), logged.String())
			}
			for _, line := range strings.Split(strings.TrimSpace(logged.String()), "\n") {
				if strings.Contains(line, "trying again") && (!strings.Contains(line, "attempt=") || !strings.Contains(line, "wait=") || !strings.Contains(line, errDown.Error())) {
					t.Errorf("a retry line without its attempt, wait or reason: %s", line)
				}
			}
		})
	}
}

// TestServeStartRetryStops: the end of ctx (SIGINT, SIGTERM) during a wait
// ends the retries with ctx's error, which serve takes for a clean stop.
func TestServeStartRetryStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	tries := 0
	r := startRetry{Sleep: func(ctx context.Context, d time.Duration) error {
		if tries < 3 {
			return nil
		}
		cancel() // the signal comes during the third wait
		return sleepCtx(ctx, time.Hour)
	}}
	err := r.run(ctx, slog.New(slog.DiscardHandler), "test", func() error {
		tries++
		return &passing{Err: errors.New("down")}
	})
	if !errors.Is(err, context.Canceled) || tries != 3 {
		t.Fatalf("err = %v after %d tries, want context.Canceled after 3", err, tries)
	}
}
