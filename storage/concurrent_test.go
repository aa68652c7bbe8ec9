package storage

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
)

// TestConcurrentWriters has many goroutines press buttons on one game at
// once: each reads the version, then updates with it. Every move must be
// applied exactly once or refused with ErrStale.
func TestConcurrentWriters(t *testing.T) {
	tests := []struct {
		name    string
		workers int
		tries   int
	}{
		{"two players double-pressing", 2, 50},
		{"crowd", 16, 25},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openTemp(t)
			g := mustCreate(t, s, newGame("tg:-1001", 1))
			var (
				mu      sync.Mutex
				applied []string
				stale   int
				wg      sync.WaitGroup
			)
			errs := make(chan error, tc.workers)
			for w := range tc.workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range tc.tries {
						cur, err := s.Get(g.Key)
						if err != nil {
							errs <- err
							return
						}
						move := fmt.Sprintf("w%d-%d", w, i)
						_, err = s.Update(g.Key, cur.Version, appendMove(move))
						mu.Lock()
						switch {
						case err == nil:
							applied = append(applied, move)
						case errors.Is(err, ErrStale):
							stale++
						default:
							mu.Unlock()
							errs <- err
							return
						}
						mu.Unlock()
					}
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Fatal(err)
			}
			final, err := s.Get(g.Key)
			if err != nil {
				t.Fatal(err)
			}
			if len(applied)+stale != tc.workers*tc.tries {
				t.Fatalf("%d applied + %d stale != %d attempts", len(applied), stale, tc.workers*tc.tries)
			}
			if len(final.Log) != len(applied) || final.Version != uint64(len(applied))+1 {
				t.Fatalf("log has %d moves at version %d, %d were acknowledged", len(final.Log), final.Version, len(applied))
			}
			gotSorted, wantSorted := slices.Sorted(slices.Values(final.Log)), slices.Sorted(slices.Values(applied))
			if !slices.Equal(gotSorted, wantSorted) {
				t.Fatalf("stored moves %v differ from acknowledged %v", final.Log, applied)
			}
			if problems, err := s.Check(fakeReplay); err != nil || len(problems) > 0 {
				t.Fatalf("Check = %v, %v", problems, err)
			}
		})
	}
}

// TestLockstepPresses has every player read the same version and then
// press at once, round after round: exactly one press per round may win.
func TestLockstepPresses(t *testing.T) {
	tests := []struct {
		players, rounds int
	}{{2, 20}, {8, 20}}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d players", tc.players), func(t *testing.T) {
			s, _ := openTemp(t)
			g := mustCreate(t, s, newGame("dc:5", 1))
			wins, stale := 0, 0
			for round := range tc.rounds {
				var read, done sync.WaitGroup
				start := make(chan struct{})
				results := make(chan error, tc.players)
				for p := range tc.players {
					read.Add(1)
					done.Add(1)
					go func() {
						defer done.Done()
						cur, err := s.Get(g.Key)
						read.Done()
						if err != nil {
							results <- err
							return
						}
						<-start
						_, err = s.Update(g.Key, cur.Version, appendMove(fmt.Sprintf("r%d-p%d", round, p)))
						results <- err
					}()
				}
				read.Wait()
				close(start)
				done.Wait()
				close(results)
				for err := range results {
					switch {
					case err == nil:
						wins++
					case errors.Is(err, ErrStale):
						stale++
					default:
						t.Fatal(err)
					}
				}
			}
			final, err := s.Get(g.Key)
			if err != nil {
				t.Fatal(err)
			}
			if wins != tc.rounds || stale != (tc.players-1)*tc.rounds || len(final.Log) != tc.rounds {
				t.Fatalf("%d wins, %d stale, %d moves stored; want %d, %d, %d",
					wins, stale, len(final.Log), tc.rounds, (tc.players-1)*tc.rounds, tc.rounds)
			}
		})
	}
}
