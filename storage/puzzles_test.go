package storage

import (
	"errors"
	"testing"
)

// TestPuzzleResultBeats: solved beats unsolved; among solved, fewer turns,
// then more survivors, then more coins; a tie does not beat.
func TestPuzzleResultBeats(t *testing.T) {
	base := PuzzleResult{Solved: true, Turns: 10, Survivors: 2, Coins: 3}
	for _, tc := range []struct {
		name string
		r    PuzzleResult
		want bool
	}{
		{"same", base, false},
		{"fewer turns", PuzzleResult{Solved: true, Turns: 9, Survivors: 1, Coins: 3}, true},
		{"more turns", PuzzleResult{Solved: true, Turns: 11, Survivors: 3, Coins: 3}, false},
		{"more survivors", PuzzleResult{Solved: true, Turns: 10, Survivors: 3, Coins: 3}, true},
		{"unsolved", PuzzleResult{Solved: false, Turns: 1, Survivors: 3, Coins: 3}, false},
	} {
		if got := tc.r.Beats(base); got != tc.want {
			t.Errorf("%s: Beats = %v, want %v", tc.name, got, tc.want)
		}
	}
	if !base.Beats(PuzzleResult{Turns: 3, Survivors: 3, Coins: 3}) {
		t.Error("a solved result does not beat an unsolved one")
	}
	if !(PuzzleResult{Coins: 2, Turns: 12}).Beats(PuzzleResult{Coins: 1, Turns: 5}) {
		t.Error("among unsolved results, more coins do not beat fewer turns")
	}
}

// TestRecordPuzzle: the first result is kept; a worse one is not; a
// better one replaces it; each player and puzzle apart; bad input is
// refused with ErrInvalid and changes nothing.
func TestRecordPuzzle(t *testing.T) {
	s, _ := openTemp(t)
	rec := func(r PuzzleResult) (PuzzleResult, bool) {
		t.Helper()
		best, improved, err := s.RecordPuzzle(r)
		if err != nil {
			t.Fatal(err)
		}
		return best, improved
	}
	if best, ok := rec(PuzzleResult{UserID: "u1", Puzzle: 3, Solved: true, Turns: 9, Survivors: 2}); !ok || best.Turns != 9 {
		t.Fatalf("first result: %+v %v", best, ok)
	}
	if best, ok := rec(PuzzleResult{UserID: "u1", Puzzle: 3, Solved: true, Turns: 11, Survivors: 3}); ok || best.Turns != 9 {
		t.Fatalf("a worse result: %+v %v", best, ok)
	}
	if best, ok := rec(PuzzleResult{UserID: "u1", Puzzle: 3, Solved: true, Turns: 7, Survivors: 1}); !ok || best.Turns != 7 {
		t.Fatalf("a better result: %+v %v", best, ok)
	}
	rec(PuzzleResult{UserID: "u1", Puzzle: 12, Turns: 4})
	rec(PuzzleResult{UserID: "u10", Puzzle: 1, Solved: true, Turns: 4})
	got, err := s.PuzzleBests("u1")
	if err != nil || len(got) != 2 || got[0].Puzzle != 3 || got[0].Turns != 7 || got[1].Puzzle != 12 {
		t.Fatalf("u1's bests: %v %+v", err, got)
	}
	for _, bad := range []PuzzleResult{{UserID: "", Puzzle: 1}, {UserID: "u1", Puzzle: 0}, {UserID: "u1", Puzzle: 2, Turns: -1}} {
		if _, _, err := s.RecordPuzzle(bad); !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v: %v, want ErrInvalid", bad, err)
		}
	}
	if got, _ := s.PuzzleBests("u1"); len(got) != 2 {
		t.Fatalf("a refused result changed the bests: %+v", got)
	}
}
