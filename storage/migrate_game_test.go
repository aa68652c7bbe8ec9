package storage

import (
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// TestMigrateSummariesNameTheirGame opens a schema-4 file whose summary of
// an Archipirata game does not name its game (as that schema wrote it):
// the migration writes it again, the list names the game and the check is
// clean.
func TestMigrateSummariesNameTheirGame(t *testing.T) {
	s, path := openTemp(t)
	g := newGame("tg:1", 1)
	g.Setup.Game = "archipirata"
	mustCreate(t, s, g)
	mustCreate(t, s, newGame("tg:2", 2))
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	old := summarize(g)
	old.Game = ""
	if err := db.Update(func(tx *bolt.Tx) error { return putJSON(tx.Bucket(bucketSummaries), []byte("tg:1"), old) }); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	setSchema(t, path, 4)
	s, err = Open(path, Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	list, err := s.ListActive()
	if err != nil || len(list) != 2 {
		t.Fatalf("ListActive: %v %v", list, err)
	}
	if list[0].Game != "archipirata" || list[1].Game != "" {
		t.Fatalf("games %q and %q, want archipirata and classic's empty id", list[0].Game, list[1].Game)
	}
	if problems, err := s.Check(fakeReplay); err != nil || len(problems) > 0 {
		t.Fatalf("check after the migration: %v %v", problems, err)
	}
}
