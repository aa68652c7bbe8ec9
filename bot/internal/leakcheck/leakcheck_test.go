package leakcheck

import (
	"runtime"
	"testing"
)

// TestRaw: each kind of leak is found, extra marks count, what the user
// typed is let through, a plain answer passes.
func TestRaw(t *testing.T) {
	for _, tc := range []struct {
		text, typed string
		extra       []string
		want        string
	}{
		{"You hold no horse.", "", nil, ""},
		{"Colour: %!s(MISSING)", "", nil, "%!"},
		{"error: <nil>", "", nil, "<nil>"},
		{"storage: get tg:1: not found", "", nil, "storage:"},
		{"at bot/turn.go:41", "", nil, ".go:"},
		{"Telegram: Bad Request", "", []string{"bad request"}, "bad request"},
		{"unknown word %!", "move %!", nil, ""},
	} {
		if got := Raw(tc.text, tc.typed, tc.extra...); got != tc.want {
			t.Errorf("Raw(%q, %q) = %q, want %q", tc.text, tc.typed, got, tc.want)
		}
	}
}

// TestPanic: a panic's line is found, with extra marks, and a quiet log
// passes.
func TestPanic(t *testing.T) {
	log := "level=INFO msg=served\nlevel=ERROR msg=\"request failed\" panic=\"boom\"\n"
	if got := Panic(log); got != `level=ERROR msg="request failed" panic="boom"` {
		t.Errorf("Panic = %q", got)
	}
	if got := Panic("level=WARN msg=\"discord: interaction failed\"", `msg="discord: interaction failed"`); got == "" {
		t.Error("an extra mark not found")
	}
	if got := Panic("level=INFO msg=served\n"); got != "" {
		t.Errorf("a quiet log: %q", got)
	}
}

// tripTB records the failures a helper reports, not failing the test.
type tripTB struct {
	testing.TB
	errors []string
}

func (r *tripTB) Helper()                        {}
func (r *tripTB) Errorf(format string, a ...any) { r.errors = append(r.errors, format) }
func (r *tripTB) Logf(string, ...any)            {}

// TestHelpersTrip: each test helper reports what it checks for, and stays
// quiet on a clean case.
func TestHelpersTrip(t *testing.T) {
	for _, tc := range []struct {
		name  string
		check func(tb testing.TB)
		trips bool
	}{
		{"raw", func(tb testing.TB) { NoRaw(tb, []string{"fine", "x <nil>"}) }, true},
		{"raw extra", func(tb testing.TB) { NoRaw(tb, []string{"discord: 500"}, "discord:") }, true},
		{"raw clean", func(tb testing.TB) { NoRaw(tb, []string{"Your move."}) }, false},
		{"panic", func(tb testing.TB) { NoPanic(tb, "msg=x panic=boom") }, true},
		{"panic extra", func(tb testing.TB) { NoPanic(tb, "msg=failed", "msg=failed") }, true},
		{"panic clean", func(tb testing.TB) { NoPanic(tb, "msg=served") }, false},
		{"goroutines clean", func(tb testing.TB) { Settled(tb, runtime.NumGoroutine(), "nothing") }, false},
		{"goroutines left", func(tb testing.TB) {
			baseline := runtime.NumGoroutine()
			stop := make(chan struct{})
			defer close(stop)
			for range GoroutineSlack + 1 {
				go func() { <-stop }()
			}
			Settled(tb, baseline, "stuck goroutines")
		}, true},
	} {
		r := &tripTB{TB: t}
		tc.check(r)
		if got := len(r.errors) > 0; got != tc.trips {
			t.Errorf("%s: tripped %v, want %v (%v)", tc.name, got, tc.trips, r.errors)
		}
	}
}
