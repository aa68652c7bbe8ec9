package storage_test

import (
	"path/filepath"
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// dumpCounts counts the records of d kind by kind, under the names of
// storetest.Filled.
func dumpCounts(d *storage.Dump) map[string]int {
	return map[string]int{
		"games": len(d.Games), "results": len(d.Results), "users": len(d.Users), "chats": len(d.Chats),
		"ratings": len(d.Ratings), "rated": len(d.Rated), "puzzles": len(d.Puzzles),
		"campaigns": len(d.Campaigns), "handled": len(d.Handled),
	}
}

// TestBoltDump fills a bbolt store with every kind of record and checks
// that Dump reads each, in the order of its keys, and counts the
// updates left in the journal.
func TestBoltDump(t *testing.T) {
	s, err := storage.Open(filepath.Join(t.TempDir(), "j.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	empty, err := s.Dump()
	if err != nil || empty.Unhandled != 0 || len(empty.Games) != 0 {
		t.Fatalf("an empty store dumps %+v, %v", empty, err)
	}
	storetest.Fill(t, s)
	if _, err := s.UpdateJournal("tg").Keep([]int{7, 8}, [][]byte{[]byte(`{}`), []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	d, err := s.Dump()
	if err != nil {
		t.Fatal(err)
	}
	for kind, want := range storetest.Filled {
		if got := dumpCounts(d)[kind]; got != want {
			t.Errorf("%s: %d records, want %d", kind, got, want)
		}
	}
	if d.Unhandled != 2 {
		t.Errorf("unhandled: %d, want 2", d.Unhandled)
	}
	for i := 1; i < len(d.Games); i++ {
		if d.Games[i-1].ID >= d.Games[i].ID {
			t.Fatalf("games out of order: %s before %s", d.Games[i-1].ID, d.Games[i].ID)
		}
	}
	if d.Rated[0].Game != "classic" || d.Rated[0].At.IsZero() || d.Handled[0].ID != "dc:600" || d.Handled[0].At == 0 {
		t.Fatalf("rated %+v, handled %+v", d.Rated, d.Handled)
	}
}
