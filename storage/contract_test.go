package storage_test

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// TestContract runs the Store contract suite against bbolt, each test on a
// new file.
func TestContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storage.Store {
		s, err := storage.Open(filepath.Join(t.TempDir(), "jackal.db"), storage.Options{Timeout: 200 * time.Millisecond})
		if err != nil {
			t.Fatalf("Open: %v", err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return s
	})
}
