package pgtest

import (
	"context"
	"testing"
	"time"
)

// Fresh starts a private cluster for tb, stopped when tb ends, and
// returns it with the connection string of an empty database in it; it
// ends tb at once when either cannot be had.
func Fresh(tb testing.TB) (*Cluster, string) {
	tb.Helper()
	c, err := Start()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = c.Stop() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dsn, err := c.NewDatabase(ctx)
	if err != nil {
		tb.Fatal(err)
	}
	return c, dsn
}
