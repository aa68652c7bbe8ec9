package postgres

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// benchGames and benchMoves size the fixture of BenchmarkCommitMove: that
// many active games of that many moves each.
const (
	benchGames = 200
	benchMoves = 60
)

// BenchmarkCommitMove commits one move (an Update at the version the
// player saw, appending a log entry, on games in turn) with bbolt and with PostgreSQL over
// loopback, both durable (fsync on), and reports the median and the 99th
// percentile latency.
func BenchmarkCommitMove(b *testing.B) {
	backends := []struct {
		name string
		open func(b *testing.B) storage.Store
	}{
		{"bbolt", func(b *testing.B) storage.Store {
			s, err := storage.Open(filepath.Join(b.TempDir(), "jackal.db"), storage.Options{})
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { _ = s.Close() })
			return s
		}},
		{"postgres", func(b *testing.B) storage.Store {
			s, _ := openFresh(b)
			return s
		}},
	}
	for _, be := range backends {
		b.Run(be.name, func(b *testing.B) {
			s := be.open(b)
			keys := benchFixture(b, s)
			versions := make([]uint64, len(keys))
			for i := range versions {
				versions[i] = 1
			}
			var lat []time.Duration
			for i := 0; b.Loop(); i++ {
				k := i % len(keys)
				start := time.Now()
				g, err := s.Update(keys[k], versions[k], storetest.Move(fmt.Sprintf("m%d", i)))
				lat = append(lat, time.Since(start))
				if err != nil {
					b.Fatal(err)
				}
				versions[k] = g.Version
			}
			b.StopTimer()
			slices.Sort(lat)
			b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
			b.ReportMetric(ms(lat[len(lat)*99/100]), "p99-ms")
		})
	}
}

// benchFixture creates the benchmark's games in s and returns their keys.
func benchFixture(b *testing.B, s storage.Store) []storage.Key {
	b.Helper()
	var keys []storage.Key
	for i := range benchGames {
		g := storetest.NewGame(storage.Key(fmt.Sprintf("tg:-100%07d", i)), uint64(i))
		for m := range benchMoves {
			g.Log = append(g.Log, fmt.Sprintf("W%d a%d", m, m%13))
		}
		if err := s.Create(g); err != nil {
			b.Fatal(err)
		}
		keys = append(keys, g.Key)
	}
	return keys
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
