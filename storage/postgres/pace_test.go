package postgres

import (
	"context"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage/pace"
	"github.com/jackalbot/jackal/storage/pace/pacetest"
)

// TestPaceBucketsShared: senders on two Stores of one database (two
// processes) keep a chat within one message a second and a group within
// twenty a minute together.
func TestPaceBucketsShared(t *testing.T) {
	pacetest.Run(t, func(t *testing.T, n int) []pace.Buckets {
		first, dsn := openFresh(t)
		out := []pace.Buckets{first.PaceBuckets()}
		for len(out) < n {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			s, err := Open(ctx, dsn, Options{})
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = s.Close() })
			out = append(out, s.PaceBuckets())
		}
		return out
	})
}
