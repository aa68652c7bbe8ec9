package storetest

import (
	"errors"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// testLeases: a lease is its holder's until it expires; the holder renews
// it; another takes it once expired or released; bad requests are
// ErrInvalid.
func testLeases(t *testing.T, open Open) {
	st := open(t)
	s, ok := st.(storage.Leaser)
	if !ok {
		t.Fatalf("%T grants no leases", st)
	}
	t0 := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	ttl := time.Minute
	for i, tc := range []struct {
		do     string // "lease" or "release"
		holder string
		at     time.Duration
		want   bool
	}{
		{"lease", "a", 0, true},
		{"lease", "b", 30 * time.Second, false}, // a holds it
		{"lease", "a", 50 * time.Second, true},  // renewed until 1m50s
		{"lease", "b", 90 * time.Second, false},
		{"lease", "b", 110*time.Second - time.Nanosecond, false},
		{"lease", "b", 110 * time.Second, true}, // a stopped renewing: b takes over
		{"lease", "a", 112 * time.Second, false},
		{"release", "a", 113 * time.Second, false}, // not a's to give up
		{"lease", "a", 114 * time.Second, false},
		{"release", "b", 115 * time.Second, false},
		{"lease", "a", 116 * time.Second, true}, // released: free at once
	} {
		if tc.do == "release" {
			if err := s.Release("timers", tc.holder); err != nil {
				t.Fatalf("%d: release: %v", i, err)
			}
			continue
		}
		got, err := s.Lease("timers", tc.holder, t0.Add(tc.at), ttl)
		if err != nil || got != tc.want {
			t.Fatalf("%d: %s leases at %s: %v, %v; want %v", i, tc.holder, tc.at, got, err, tc.want)
		}
	}
	if ok, _ := s.Lease("other", "b", t0, ttl); !ok {
		t.Fatal("leases of other names are apart")
	}
	for _, bad := range []struct {
		name, holder string
		ttl          time.Duration
	}{{"", "a", ttl}, {"x", "", ttl}, {"x", "a", 0}} {
		if _, err := s.Lease(bad.name, bad.holder, t0, bad.ttl); !errors.Is(err, storage.ErrInvalid) {
			t.Fatalf("lease %q for %q for %s: %v", bad.name, bad.holder, bad.ttl, err)
		}
	}
}
