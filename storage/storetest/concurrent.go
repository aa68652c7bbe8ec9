package storetest

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// testTwoWriters: two writers press a button at the same version at once,
// many times over: exactly one of each pair wins, the other gets
// ErrStale, and the game holds the winners' moves only.
func testTwoWriters(t *testing.T, open Open) {
	s := open(t)
	g := create(t, s, NewGame("tg:-1", 1))
	const rounds = 30
	var applied []string
	for round := range rounds {
		cur, err := s.Get(g.Key)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for w := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[w] = s.Update(g.Key, cur.Version, Move(fmt.Sprintf("r%d-w%d", round, w)))
			}()
		}
		wg.Wait()
		won := -1
		for w, err := range errs {
			switch {
			case err == nil && won < 0:
				won = w
			case err == nil:
				t.Fatalf("round %d: both writers won at version %d", round, cur.Version)
			case !errors.Is(err, storage.ErrStale):
				t.Fatalf("round %d: writer %d: %v", round, w, err)
			}
		}
		if won < 0 {
			t.Fatalf("round %d: nobody won: %v", round, errs)
		}
		applied = append(applied, fmt.Sprintf("r%d-w%d", round, won))
	}
	final, err := s.Get(g.Key)
	if err != nil || !slices.Equal(final.Log, applied) || final.Version != rounds+1 {
		t.Fatalf("final log %v at version %d (%v), want %v", final.Log, final.Version, err, applied)
	}
	noProblems(t, s)
}

// testNoLostUpdate: N goroutines each apply M moves with AnyVersion: every
// move is stored exactly once.
func testNoLostUpdate(t *testing.T, open Open) {
	s := open(t)
	g := create(t, s, NewGame("tg:-1", 1))
	const workers, moves = 8, 15
	var wg sync.WaitGroup
	errs := make(chan error, workers*moves)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range moves {
				if _, err := s.Update(g.Key, storage.AnyVersion, Move(fmt.Sprintf("w%d-%d", w, i))); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	final, err := s.Get(g.Key)
	if err != nil || len(final.Log) != workers*moves || final.Version != workers*moves+1 {
		t.Fatalf("%d moves at version %d (%v), want %d", len(final.Log), final.Version, err, workers*moves)
	}
	seen := map[string]bool{}
	for _, m := range final.Log {
		if seen[m] {
			t.Fatalf("move %s stored twice", m)
		}
		seen[m] = true
	}
	// each worker's moves in its order
	for w := range workers {
		next := 0
		for _, m := range final.Log {
			if m == fmt.Sprintf("w%d-%d", w, next) {
				next++
			}
		}
		if next != moves {
			t.Fatalf("worker %d's moves out of order in %v", w, final.Log)
		}
	}
	noProblems(t, s)
}

// testCreateRace: several creators of a game in one chat at once: one
// wins, the others get ErrExists.
func testCreateRace(t *testing.T, open Open) {
	s := open(t)
	const creators = 6
	var wg sync.WaitGroup
	errs := make([]error, creators)
	for i := range creators {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = s.Create(NewGame("tg:-5", uint64(i)))
		}()
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, storage.ErrExists):
			t.Fatalf("Create: %v", err)
		}
	}
	if won != 1 {
		t.Fatalf("%d creators won, want 1: %v", won, errs)
	}
	if active, err := s.ListActive(); err != nil || len(active) != 1 {
		t.Fatalf("ListActive = %+v, %v", active, err)
	}
}

// testClosed: a closed store refuses everything with ErrClosed.
func testClosed(t *testing.T, open Open) {
	s := open(t)
	create(t, s, NewGame("tg:1", 1))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("a second Close: %v", err)
	}
	calls := []struct {
		name string
		call func() error
	}{
		{"Get", func() error { _, err := s.Get("tg:1"); return err }},
		{"Create", func() error { return s.Create(NewGame("tg:2", 2)) }},
		{"Update", func() error { _, err := s.Update("tg:1", storage.AnyVersion, Move("x")); return err }},
		{"ListActive", func() error { _, err := s.ListActive(); return err }},
		{"PutUser", func() error { return s.PutUser(storage.User{ID: "u1"}) }},
		{"MarkHandled", func() error { return s.MarkHandled("tg:1", 1) }},
	}
	for _, tc := range calls {
		t.Run(tc.name, func(t *testing.T) { wantErr(t, tc.name, tc.call(), storage.ErrClosed) })
	}
}
