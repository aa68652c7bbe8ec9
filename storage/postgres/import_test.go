package postgres

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// filledBolt is a bbolt store holding storetest.Fill's records, and its
// dump.
func filledBolt(t *testing.T) (*storage.Bolt, *storage.Dump) {
	t.Helper()
	b, err := storage.Open(filepath.Join(t.TempDir(), "j.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	storetest.Fill(t, b)
	d, err := b.Dump()
	if err != nil {
		t.Fatal(err)
	}
	return b, d
}

// TestImportCopiesEveryRecord imports a bbolt store's dump and reads it
// back equal (the times of games rated to PostgreSQL's microsecond), with
// both stores' checks clean and the same answers to the contract's reads.
func TestImportCopiesEveryRecord(t *testing.T) {
	ctx := context.Background()
	b, want := filledBolt(t)
	s, _ := openFresh(t)
	if err := s.Import(ctx, want, false); err != nil {
		t.Fatalf("Import: %v", err)
	}
	got, err := s.Dump(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i := range want.Rated {
		want.Rated[i].At = want.Rated[i].At.Truncate(time.Microsecond)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the copy differs:\n got %+v\nwant %+v", got, want)
	}
	if problems, err := s.Check(storetest.Replay); err != nil || len(problems) > 0 {
		t.Fatalf("Check of the copy: %v %v", problems, err)
	}
	for _, read := range []func(storage.Store) (any, error){
		func(st storage.Store) (any, error) { return st.ListActive() },
		func(st storage.Store) (any, error) { return st.ListArchived() },
		func(st storage.Store) (any, error) { return st.StatsByChat("tg:10") },
		func(st storage.Store) (any, error) { return st.StatsByServer("dc:20") },
		func(st storage.Store) (any, error) { return st.StatsByUser("u2") },
		func(st storage.Store) (any, error) { return st.ActiveCampaign("tg:40") },
		func(st storage.Store) (any, error) { return st.LastFinished("tg:10") },
	} {
		from, ferr := read(b)
		to, terr := read(s)
		if ferr != nil || terr != nil || !reflect.DeepEqual(from, to) {
			t.Errorf("bbolt answers %+v (%v), the copy %+v (%v)", from, ferr, to, terr)
		}
	}
}

// TestImportIntoNonEmpty: a store holding records refuses an import
// (ErrNotEmpty, nothing written) unless told to replace them, which
// leaves exactly the dump.
func TestImportIntoNonEmpty(t *testing.T) {
	ctx := context.Background()
	_, d := filledBolt(t)
	for _, tc := range []struct {
		name    string
		replace bool
		want    error
		users   int
	}{
		{"refused", false, ErrNotEmpty, 1},
		{"replaced", true, nil, storetest.Filled["users"]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openFresh(t)
			if err := s.PutUser(storage.User{ID: "stranger"}); err != nil {
				t.Fatal(err)
			}
			if err := s.Import(ctx, d, tc.replace); !errors.Is(err, tc.want) {
				t.Fatalf("Import: %v, want %v", err, tc.want)
			}
			got, err := s.Dump(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Users) != tc.users {
				t.Fatalf("%d users after the import, want %d", len(got.Users), tc.users)
			}
			_, err = s.GetUser("stranger")
			if tc.replace != errors.Is(err, storage.ErrNotFound) {
				t.Fatalf("the stranger after the import: %v", err)
			}
		})
	}
}
