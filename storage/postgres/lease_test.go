package postgres

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

// TestLeaseTwoProcesses: two Stores on one database (two pools, as two
// processes have) contend for the timers' lease: at every instant exactly
// one of them holds it, and the other takes it over once the holder
// stops renewing it (it closed, as a dead process does).
func TestLeaseTwoProcesses(t *testing.T) {
	a, dsn := openFresh(t)
	b := openAgain(t, dsn)
	t0 := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	ttl := 30 * time.Second
	stores := []*Store{a, b}
	// a tick every 10s while both are alive: the same one always wins
	holder := -1
	for tick := range 6 {
		now := t0.Add(time.Duration(tick) * 10 * time.Second)
		won := contend(t, stores, now, ttl)
		if len(won) != 1 {
			t.Fatalf("tick %d: holders %v, want one", tick, won)
		}
		if holder >= 0 && won[0] != holder {
			t.Fatalf("tick %d: the lease moved from %d to %d while renewed", tick, holder, won[0])
		}
		holder = won[0]
	}
	// the holder dies: its pool is gone, its lease runs out
	dead, alive := stores[holder], stores[1-holder]
	if err := dead.Close(); err != nil {
		t.Fatal(err)
	}
	last := t0.Add(50 * time.Second)
	tests := []struct {
		at   time.Duration
		want bool
	}{
		{10 * time.Second, false},
		{ttl - time.Second, false},
		{ttl, true}, // expired: taken over
		{ttl + 10*time.Second, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.at), func(t *testing.T) {
			got, err := alive.Lease("timers", fmt.Sprint(1-holder), last.Add(tc.at), ttl)
			if err != nil || got != tc.want {
				t.Fatalf("survivor's lease = %v, %v; want %v", got, err, tc.want)
			}
		})
	}
}

// contend has every store ask for the timers' lease at now, all at once,
// and returns the indexes of those that got it.
func contend(t *testing.T, stores []*Store, now time.Time, ttl time.Duration) []int {
	t.Helper()
	var wg sync.WaitGroup
	got := make([]bool, len(stores))
	errs := make([]error, len(stores))
	for i, s := range stores {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = s.Lease("timers", fmt.Sprint(i), now, ttl)
		}()
	}
	wg.Wait()
	var won []int
	for i := range stores {
		if errs[i] != nil {
			t.Fatalf("store %d: %v", i, errs[i])
		}
		if got[i] {
			won = append(won, i)
		}
	}
	return won
}
