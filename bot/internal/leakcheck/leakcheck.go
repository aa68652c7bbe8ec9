// Package leakcheck finds what must never reach a user or a log: a Go
// error or value shown as it is (a fmt verb gone wrong, a nil, a
// package's prefix, a file and line) and a panic. The robustness tests of
// the core (package bot) and of the adapters (bot/telegram, bot/discord)
// share it, each adding the marks of its own platform, and its test
// helpers (NoRaw, NoPanic, Settled: for tests only).
package leakcheck

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"time"
)

// rawMarks betray a Go error or a Go value shown to a user as it is.
var rawMarks = []string{"%!", "runtime error", "<nil>", "nil pointer", "index out of range", "goroutine",
	"panic", "internal error", "invalid memory", "interface conversion", "storage:", "bbolt", "json:",
	"unexpected end of json", "strconv.", "context deadline", "context canceled", ".go:", "0xc0",
	"[]string{", "map["}

// panicMarks are log lines that tell of a panic (recovered or not) or of
// a request the core gave up on.
var panicMarks = []string{"panic=", "panicked", "request failed"}

// Raw returns the first mark of a raw Go error or value in text, with the
// caller's extra marks ("telegram:"), case aside; a mark also in typed
// (what the user wrote, which the bot may echo) does not count. "" when
// there is none.
func Raw(text, typed string, extra ...string) string {
	low, in := strings.ToLower(text), strings.ToLower(typed)
	for _, marks := range [][]string{rawMarks, extra} {
		for _, m := range marks {
			if m = strings.ToLower(m); strings.Contains(low, m) && !strings.Contains(in, m) {
				return m
			}
		}
	}
	return ""
}

// Panic returns the first line of log that tells of a panic, with the
// caller's extra marks; "" when there is none.
func Panic(log string, extra ...string) string {
	for _, line := range strings.Split(log, "\n") {
		for _, marks := range [][]string{panicMarks, extra} {
			for _, m := range marks {
				if strings.Contains(line, m) {
					return line
				}
			}
		}
	}
	return ""
}

// NoRaw fails the test for each text of shown that holds a raw Go error
// or value (Raw, with the caller's extra marks).
func NoRaw(t testing.TB, shown []string, extra ...string) {
	t.Helper()
	for _, s := range shown {
		if m := Raw(s, "", extra...); m != "" {
			t.Errorf("a raw error shown (%q): %.300q", m, s)
		}
	}
}

// NoPanic fails the test when log tells of a panic (Panic, with the
// caller's extra marks).
func NoPanic(t testing.TB, log string, extra ...string) {
	t.Helper()
	if line := Panic(log, extra...); line != "" {
		t.Errorf("the log tells of a panic: %.500s", line)
	}
}

// GoroutineSlack is how many goroutines more than before odd traffic may
// be left (idle keep-alive connections come and go).
const GoroutineSlack = 6

// Settled fails the test when the goroutines do not come back, within 3
// seconds, to within GoroutineSlack of baseline: something the traffic
// (what) started never ended. With ROBUST_DEBUG set it logs the counts.
func Settled(t testing.TB, baseline int, what string) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > baseline+GoroutineSlack {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Errorf("%d goroutines after the %s, %d before:\n%s", runtime.NumGoroutine(), what, baseline, buf[:runtime.Stack(buf, true)])
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	if os.Getenv("ROBUST_DEBUG") != "" {
		t.Logf("goroutines: %d before, %d after", baseline, runtime.NumGoroutine())
	}
}
