package main

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage/postgres/pgtest"
)

// testCluster is the private PostgreSQL cluster of this test binary,
// started by the first test that needs it and stopped by TestMain.
var testCluster struct {
	once    sync.Once
	cluster *pgtest.Cluster
	err     error
}

// newTestDSN returns the DSN of a new, empty database of the test
// cluster, starting it the first time.
func newTestDSN(t *testing.T) string {
	t.Helper()
	testCluster.once.Do(func() { testCluster.cluster, testCluster.err = pgtest.Start() })
	if testCluster.err != nil {
		t.Fatal(testCluster.err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	dsn, err := testCluster.cluster.NewDatabase(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return dsn
}

// stopTestCluster stops the test cluster if a test started it.
func stopTestCluster() {
	if testCluster.cluster != nil {
		_ = testCluster.cluster.Stop()
	}
}
