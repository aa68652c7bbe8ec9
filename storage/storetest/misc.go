package storetest

import (
	"bytes"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// testPuzzles: the best result of each puzzle is kept.
func testPuzzles(t *testing.T, open Open) {
	s := open(t)
	at := time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		r        storage.PuzzleResult
		want     error
		improved bool
		bestTurn int
	}{
		{"first", storage.PuzzleResult{UserID: "u1", Puzzle: 2, Turns: 9, At: at}, nil, true, 9},
		{"solved beats unsolved", storage.PuzzleResult{UserID: "u1", Puzzle: 2, Solved: true, Turns: 12, At: at}, nil, true, 12},
		{"slower", storage.PuzzleResult{UserID: "u1", Puzzle: 2, Solved: true, Turns: 14, At: at}, nil, false, 12},
		{"faster", storage.PuzzleResult{UserID: "u1", Puzzle: 2, Solved: true, Turns: 10, At: at}, nil, true, 10},
		{"other puzzle", storage.PuzzleResult{UserID: "u1", Puzzle: 1, Turns: 5, At: at}, nil, true, 5},
		{"no puzzle", storage.PuzzleResult{UserID: "u1", At: at}, storage.ErrInvalid, false, 0},
		{"no user", storage.PuzzleResult{Puzzle: 1, At: at}, storage.ErrInvalid, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			best, improved, err := s.RecordPuzzle(tc.r)
			wantErr(t, "RecordPuzzle", err, tc.want)
			if improved != tc.improved || best.Turns != tc.bestTurn {
				t.Fatalf("best %+v, improved %v", best, improved)
			}
		})
	}
	bests, err := s.PuzzleBests("u1")
	if err != nil || len(bests) != 2 || bests[0].Puzzle != 1 || bests[1].Puzzle != 2 || bests[1].Turns != 10 || !bests[1].Solved {
		t.Fatalf("PuzzleBests = %+v, %v", bests, err)
	}
	if none, err := s.PuzzleBests("u2"); err != nil || len(none) != 0 {
		t.Fatalf("PuzzleBests of a new player = %+v, %v", none, err)
	}
}

// testRekey: a chat's game, settings, results and campaign follow it to
// its new key.
func testRekey(t *testing.T, open Open) {
	s := open(t)
	done := create(t, s, NewGame("tg:-1", 1))
	finishWith(t, s, "tg:-1", storage.Result{Players: []storage.PlayerResult{{UserID: "u1", Gold: 4, Won: true}}})
	live := create(t, s, NewGame("tg:-1", 2))
	if err := s.PutChat(storage.ChatSettings{Key: "tg:-1", Lang: "ru"}); err != nil {
		t.Fatal(err)
	}
	c := newCampaign("tg:-1")
	if err := s.CreateCampaign(c); err != nil {
		t.Fatal(err)
	}
	create(t, s, NewGame("tg:-3", 3))
	if err := s.PutChat(storage.ChatSettings{Key: "tg:-4"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		old, new storage.Key
		want     error
	}{
		{"new has a game", "tg:-1", "tg:-3", storage.ErrExists},
		{"new has settings", "tg:-1", "tg:-4", storage.ErrExists},
		{"nothing under old", "tg:-9", "tg:-8", storage.ErrNotFound},
		{"same key", "tg:-1", "tg:-1", storage.ErrInvalid},
		{"bad key", "tg", "tg:-8", storage.ErrInvalid},
		{"moved", "tg:-1", "tg:-2", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { wantErr(t, "Rekey", s.Rekey(tc.old, tc.new), tc.want) })
	}
	g, err := s.Get("tg:-2")
	if err != nil || g.ID != live.ID || g.Key != "tg:-2" || g.Version != live.Version+1 {
		t.Fatalf("moved game = %+v, %v", g, err)
	}
	if _, err := s.Get("tg:-1"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("the old key still has a game: %v", err)
	}
	if cs, err := s.GetChat("tg:-2"); err != nil || cs.Lang != "ru" || cs.Key != "tg:-2" {
		t.Fatalf("moved settings = %+v, %v", cs, err)
	}
	if st, err := s.StatsByChat("tg:-2"); err != nil || len(st) != 1 || st[0].Gold != 4 {
		t.Fatalf("moved stats = %+v, %v", st, err)
	}
	if id, err := s.LastFinished("tg:-2"); err != nil || id != done.ID {
		t.Fatalf("LastFinished after the move = %q, %v", id, err)
	}
	if r, err := s.Result(done.ID); err != nil || r.Key != "tg:-2" {
		t.Fatalf("moved result = %+v, %v", r, err)
	}
	if a, err := s.Archived(done.ID); err != nil || a.Key != "tg:-1" {
		t.Fatalf("an archived game changed key: %+v, %v", a, err)
	}
	if got, err := s.ActiveCampaign("tg:-2"); err != nil || got.ID != c.ID || got.Version != 2 {
		t.Fatalf("moved campaign = %+v, %v", got, err)
	}
	noProblems(t, s)
}

// testHandled: a handled update is known as such, and only it.
func testHandled(t *testing.T, open Open) {
	s := open(t)
	now := time.Date(2025, 7, 1, 0, 0, 0, 0, time.UTC).Unix()
	if err := s.MarkHandled("tg:1", now); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkHandled("tg:1", now+5); err != nil {
		t.Fatalf("marking an update again: %v", err)
	}
	tests := []struct {
		id   string
		want bool
	}{{"tg:1", true}, {"tg:2", false}, {"dc:1", false}}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			if got, err := s.Handled(tc.id); err != nil || got != tc.want {
				t.Fatalf("Handled = %v, %v, want %v", got, err, tc.want)
			}
		})
	}
	for _, id := range []string{"", string(bytes.Repeat([]byte("x"), 129))} {
		if err := s.MarkHandled(id, now); !errors.Is(err, storage.ErrInvalid) {
			t.Fatalf("MarkHandled(%.10q) = %v", id, err)
		}
		if _, err := s.MarkFirst(id, now); !errors.Is(err, storage.ErrInvalid) {
			t.Fatalf("MarkFirst(%.10q) = %v", id, err)
		}
	}
	for i, tc := range []struct {
		id    string
		first bool
	}{{"tg:1", false}, {"web:a", true}, {"web:a", false}, {"web:b", true}} {
		if first, err := s.MarkFirst(tc.id, now); err != nil || first != tc.first {
			t.Fatalf("%d: MarkFirst(%s) = %v, %v; want %v", i, tc.id, first, err, tc.first)
		}
	}
	if seen, err := s.Handled("web:b"); err != nil || !seen {
		t.Fatalf("an id marked first is not handled: %v %v", seen, err)
	}
	// many at once: exactly one is first
	var mu sync.Mutex
	var wg sync.WaitGroup
	firsts := 0
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			first, err := s.MarkFirst("web:race", now)
			if err != nil {
				t.Error(err)
			}
			if first {
				mu.Lock()
				firsts++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firsts != 1 {
		t.Fatalf("%d of 8 concurrent marks were first", firsts)
	}
}

// testCheck: Check finds a snapshot that is not its log's, a log that
// does not replay, and survives a replayer's panic.
func testCheck(t *testing.T, open Open) {
	s := open(t)
	noProblems(t, s)
	create(t, s, NewGame("tg:1", 1))
	update(t, s, "tg:1", "a")
	bad := NewGame("tg:2", 2)
	bad.Snapshot = []byte("not the replay")
	create(t, s, bad)
	create(t, s, NewGame("tg:3", 3))
	if _, err := s.Update("tg:3", storage.AnyVersion, func(g *storage.Game) error {
		g.Log = append(g.Log, "boom")
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	create(t, s, NewGame("tg:4", 4))
	finishWith(t, s, "tg:4", storage.Result{})
	problems, err := s.Check(Replay)
	if err != nil {
		t.Fatal(err)
	}
	found := map[storage.Key]bool{}
	for _, p := range problems {
		found[p.Key] = true
	}
	if len(problems) != 2 || !found["tg:2"] || !found["tg:3"] {
		t.Fatalf("Check = %v, want the snapshot of tg:2 and the panic of tg:3", problems)
	}
	if _, err := s.Check(nil); !errors.Is(err, storage.ErrInvalid) {
		t.Fatalf("Check without a replayer = %v", err)
	}
}

// testBackup: Backup writes what it says it wrote.
func testBackup(t *testing.T, open Open) {
	s := open(t)
	create(t, s, NewGame("tg:1", 1))
	finishWith(t, s, "tg:1", storage.Result{Players: []storage.PlayerResult{{UserID: "u1"}}})
	var buf bytes.Buffer
	n, err := s.Backup(&buf)
	if err != nil || n != int64(buf.Len()) || n == 0 {
		t.Fatalf("Backup = %d, %v; %d bytes written", n, err, buf.Len())
	}
	if _, err := s.Backup(nil); !errors.Is(err, storage.ErrInvalid) {
		t.Fatalf("Backup to nothing = %v", err)
	}
}
