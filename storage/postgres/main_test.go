package postgres

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage/postgres/pgtest"
)

// cluster is the private PostgreSQL cluster of this test binary.
var cluster *pgtest.Cluster

// TestMain starts the private cluster, runs the tests and stops it.
func TestMain(m *testing.M) {
	var err error
	cluster, err = pgtest.Start()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	if err := cluster.Stop(); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
	os.Exit(code)
}

// openFresh opens a store on a new, empty database and closes it at the
// end of the test.
func openFresh(t testing.TB) (*Store, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dsn, err := cluster.NewDatabase(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(ctx, dsn, Options{})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s, dsn
}

// openAgain opens another store on the database dsn (another process, or
// the same one restarted) and closes it at the end of the test.
func openAgain(t testing.TB, dsn string) *Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := Open(ctx, dsn, Options{})
	if err != nil {
		t.Fatalf("Open again: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}
