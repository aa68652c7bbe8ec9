package storetest

import (
	"errors"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// Journal is an update journal of a store: the updates a platform client
// fetched, kept until handled (the Telegram client's Journal).
type Journal interface {
	Keep(ids []int, raws [][]byte) ([]int, error)
	Done(id int) error
	Pending() ([]int, [][]byte, error)
}

// OpenJournal returns the journal of source in a store of the test's own;
// reopen, when not nil, returns it again from a store opened anew on the
// same data (the process restarted).
type OpenJournal func(t *testing.T) (journal func(source string) Journal, reopen func(source string) Journal)

// RunJournal runs the update journal's contract: an update is kept once
// (fresh the first time only), forgotten when done, listed in id order
// with its bytes, per source, and still there after a restart.
func RunJournal(t *testing.T, open OpenJournal) {
	journal, reopen := open(t)
	j := journal("tg")
	if ids, raws, err := j.Pending(); err != nil || len(ids) != 0 || len(raws) != 0 {
		t.Fatalf("a new journal: %v %q %v", ids, raws, err)
	}
	steps := []struct {
		ids   []int
		raws  []string
		fresh []int
	}{
		{[]int{5, 3, 9}, []string{"five", "three", "nine"}, []int{5, 3, 9}},
		{[]int{9, 10}, []string{"nine", "ten"}, []int{10}},
		{nil, nil, nil},
		{[]int{-7}, []string{""}, []int{-7}}, // ids are the platform's: any int
	}
	for _, st := range steps {
		raws := make([][]byte, len(st.raws))
		for i, r := range st.raws {
			raws[i] = []byte(r)
		}
		fresh, err := j.Keep(st.ids, raws)
		if err != nil || !slices.Equal(fresh, st.fresh) {
			t.Fatalf("Keep(%v) = %v, %v; want %v fresh", st.ids, fresh, err, st.fresh)
		}
	}
	if _, err := j.Keep([]int{1, 2}, [][]byte{[]byte("one")}); !errors.Is(err, storage.ErrInvalid) {
		t.Fatalf("Keep of 2 ids and 1 update: %v, want ErrInvalid", err)
	}
	for _, id := range []int{3, -7, 404} { // 404 was never kept: no error
		if err := j.Done(id); err != nil {
			t.Fatalf("Done(%d): %v", id, err)
		}
	}
	check := func(what string, j Journal) {
		t.Helper()
		ids, raws, err := j.Pending()
		if err != nil || !slices.Equal(ids, []int{5, 9, 10}) || len(raws) != 3 ||
			string(raws[0]) != "five" || string(raws[1]) != "nine" || string(raws[2]) != "ten" {
			t.Fatalf("%s: Pending = %v %q %v; want 5 9 10 five nine ten", what, ids, raws, err)
		}
	}
	check("pending", j)
	if other, _, err := journal("dc").Pending(); err != nil || len(other) != 0 {
		t.Fatalf("another source sees %v (%v)", other, err)
	}
	if reopen != nil {
		check("after a restart", reopen("tg"))
	}
}
