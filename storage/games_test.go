package storage

import (
	"errors"
	"slices"
	"testing"
)

// Create, Update, Finish and Abort are tested by the contract suite
// (package storetest, run by contract_test.go) against bbolt and
// PostgreSQL alike.

func TestListActive(t *testing.T) {
	s, _ := openTemp(t)
	keys := []Key{"tg:3", "dc:1", "tg:1:9"}
	for i, k := range keys {
		mustCreate(t, s, newGame(k, uint64(i)))
		for m := 0; m < i; m++ {
			if _, err := s.Update(k, AnyVersion, appendMove("m")); err != nil {
				t.Fatal(err)
			}
		}
	}
	ai := newGame("tg:4", 4)
	ai.Setup.Seats[1] = Seat{Crew: "black", AI: "hard"}
	mustCreate(t, s, ai)
	if _, err := s.Abort("tg:4", AnyVersion); err != nil {
		t.Fatal(err)
	}
	list, err := s.ListActive()
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		key   Key
		moves int
	}{{"dc:1", 1}, {"tg:1:9", 2}, {"tg:3", 0}}
	if len(list) != len(want) {
		t.Fatalf("ListActive = %+v", list)
	}
	for i, w := range want {
		got := list[i]
		if got.Key != w.key || got.Moves != w.moves || got.Version != uint64(w.moves+1) || !slices.Equal(got.Players, []string{"u1", "u2"}) {
			t.Errorf("summary %d = %+v, want key %s moves %d", i, got, w.key, w.moves)
		}
	}
}

func TestClosedAndReadOnly(t *testing.T) {
	s, path := openTemp(t)
	g := mustCreate(t, s, newGame("tg:1", 1))
	if err := s.PutUser(User{ID: "u1", Lang: "ru"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	ro, err := Open(path, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	calls := []struct {
		name string
		call func(st Store) error
		ro   error // expected error on the read-only store
	}{
		{"Get", func(st Store) error { _, err := st.Get("tg:1"); return err }, nil},
		{"GetUser", func(st Store) error { _, err := st.GetUser("u1"); return err }, nil},
		{"ListActive", func(st Store) error { _, err := st.ListActive(); return err }, nil},
		{"Export", func(st Store) error { _, err := st.Export(g.ID); return err }, nil}, // a game in play, by its id
		{"Create", func(st Store) error { return st.Create(newGame("tg:2", 2)) }, ErrReadOnly},
		{"Update", func(st Store) error { _, err := st.Update("tg:1", AnyVersion, appendMove("x")); return err }, ErrReadOnly},
		{"Abort", func(st Store) error { _, err := st.Abort("tg:1", AnyVersion); return err }, ErrReadOnly},
		{"PutUser", func(st Store) error { return st.PutUser(User{ID: "u3"}) }, ErrReadOnly},
		{"PutChat", func(st Store) error { return st.PutChat(ChatSettings{Key: "tg:1"}) }, ErrReadOnly},
		{"Rekey", func(st Store) error { return st.Rekey("tg:1", "tg:2") }, ErrReadOnly},
	}
	for _, c := range calls {
		t.Run(c.name, func(t *testing.T) {
			if err := c.call(s); !errors.Is(err, ErrClosed) {
				t.Errorf("after Close: %v, want ErrClosed", err)
			}
			if err := c.call(ro); !errors.Is(err, c.ro) || (c.ro == nil) != (err == nil) {
				t.Errorf("read-only: %v, want %v", err, c.ro)
			}
		})
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}
