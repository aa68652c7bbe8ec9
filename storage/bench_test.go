package storage

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Benchmark fixture: benchGames active games of benchMoves actions each,
// built once per test binary run and removed by TestMain.
const (
	benchGames = 10_000
	benchMoves = 60
	benchBatch = 500
)

var (
	benchOnce sync.Once
	benchDir  string
	benchErr  error
)

// benchFixture returns the path of the shared fixture database, building
// it on first use.
func benchFixture(b *testing.B) string {
	b.Helper()
	benchOnce.Do(func() {
		benchDir, benchErr = os.MkdirTemp("", "jackal-bench-")
		if benchErr == nil {
			benchErr = buildFixture(filepath.Join(benchDir, "jackal.db"))
		}
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return filepath.Join(benchDir, "jackal.db")
}

// removeBenchFixture deletes the fixture directory, if one was made.
func removeBenchFixture() {
	if benchDir != "" {
		_ = os.RemoveAll(benchDir)
	}
}

// benchKey is the key of fixture game i.
func benchKey(i int) Key { return Key(fmt.Sprintf("tg:-100%07d", i)) }

// buildFixture writes benchGames games, benchBatch per transaction.
func buildFixture(path string) error {
	s, err := Open(path, Options{})
	if err != nil {
		return err
	}
	defer s.Close()
	now := time.Now()
	for start := 0; start < benchGames; start += benchBatch {
		err := s.db.Update(func(tx *bolt.Tx) error {
			for i := start; i < start+benchBatch && i < benchGames; i++ {
				g := newGame(benchKey(i), uint64(i))
				g.ID = newGameID(now) + fmt.Sprint(i)
				g.Status = StatusActive
				g.Version = benchMoves + 1
				g.Created, g.LastAction = now, now
				for m := 0; m < benchMoves; m++ {
					g.Log = append(g.Log, fmt.Sprintf("W%d e%d +c", m%4+1, m%13))
				}
				g.Snapshot = mustSnap(g.Setup, g.Log)
				if err := putActive(tx, g); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// BenchmarkCommitMove commits one move (read, version check, append,
// write, fsync) to one of 10,000 stored games, and reports the median and
// 99th percentile latency.
func BenchmarkCommitMove(b *testing.B) {
	s, err := Open(benchFixture(b), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	versions := map[Key]uint64{}
	durations := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		key := benchKey(i * 7919 % benchGames)
		v, ok := versions[key]
		if !ok {
			v = AnyVersion
		}
		start := time.Now()
		g, err := s.Update(key, v, appendMove(fmt.Sprintf("B%d", i)))
		durations = append(durations, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
		versions[key] = g.Version
	}
	b.StopTimer()
	slices.Sort(durations)
	b.ReportMetric(float64(durations[len(durations)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(durations[len(durations)*99/100].Microseconds())/1000, "p99-ms")
}

// BenchmarkOpenListActive opens the store holding 10,000 games, lists the
// active games and closes it.
func BenchmarkOpenListActive(b *testing.B) {
	path := benchFixture(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := Open(path, Options{})
		if err != nil {
			b.Fatal(err)
		}
		list, err := s.ListActive()
		if err != nil || len(list) < benchGames {
			b.Fatalf("ListActive: %d games, %v", len(list), err)
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck verifies all 10,000 games with a replayer that hashes
// the log, as `jackal db check` does.
func BenchmarkCheck(b *testing.B) {
	s, err := Open(benchFixture(b), Options{ReadOnly: true})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if problems, err := s.Check(fakeReplay); err != nil || len(problems) > 0 {
			b.Fatalf("Check = %v, %v", problems[:min(3, len(problems))], err)
		}
	}
}

// BenchmarkListActive lists the active games of an open store holding
// 10,000 games.
func BenchmarkListActive(b *testing.B) {
	s, err := Open(benchFixture(b), Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if list, err := s.ListActive(); err != nil || len(list) < benchGames {
			b.Fatalf("ListActive: %d games, %v", len(list), err)
		}
	}
}
