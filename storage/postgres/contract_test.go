package postgres

import (
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// TestContract runs the Store contract suite against PostgreSQL, each
// test on a new database of the private cluster.
func TestContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storage.Store {
		s, _ := openFresh(t)
		return s
	})
}

// TestUpdateJournal runs the update journal's contract against the
// update_journal table, read again through a second Store (a restarted
// process) after the first closed.
func TestUpdateJournal(t *testing.T) {
	storetest.RunJournal(t, func(t *testing.T) (func(string) storetest.Journal, func(string) storetest.Journal) {
		s, dsn := openFresh(t)
		journal := func(source string) storetest.Journal { return s.UpdateJournal(source) }
		reopen := func(source string) storetest.Journal {
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			return openAgain(t, dsn).UpdateJournal(source)
		}
		return journal, reopen
	})
}
