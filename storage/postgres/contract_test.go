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
