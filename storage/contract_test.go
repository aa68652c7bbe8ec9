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

// TestUpdateJournal runs the update journal's contract against the bbolt
// file's journal, reopened from the file after a close.
func TestUpdateJournal(t *testing.T) {
	storetest.RunJournal(t, func(t *testing.T) (func(string) storetest.Journal, func(string) storetest.Journal) {
		path := filepath.Join(t.TempDir(), "jackal.db")
		s, err := storage.Open(path, storage.Options{Timeout: 200 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		journal := func(source string) storetest.Journal { return s.UpdateJournal(source) }
		reopen := func(source string) storetest.Journal {
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			again, err := storage.Open(path, storage.Options{Timeout: 200 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = again.Close() })
			return again.UpdateJournal(source)
		}
		return journal, reopen
	})
}
