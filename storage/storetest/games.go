package storetest

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// testCreate: Create fills in the record, one live game per key.
func testCreate(t *testing.T, open Open) {
	s := open(t)
	create(t, s, NewGame("tg:1", 1))
	withStatus := func(status string) *storage.Game {
		g := NewGame("tg:3", 8)
		g.Status = status
		return g
	}
	tests := []struct {
		name string
		game *storage.Game
		want error
	}{
		{"new key", NewGame("tg:2", 2), nil},
		{"thread key", NewGame("tg:2:7", 3), nil},
		{"key taken", NewGame("tg:1", 4), storage.ErrExists},
		{"empty key", NewGame("", 5), storage.ErrInvalid},
		{"key without chat", NewGame("tg:", 6), storage.ErrInvalid},
		{"key with control char", NewGame("tg:1\x00", 7), storage.ErrInvalid},
		{"finished status", withStatus(storage.StatusFinished), storage.ErrInvalid},
		{"active status", withStatus(storage.StatusActive), nil},
		{"nil game", nil, storage.ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var status string
			if tc.game != nil {
				status = tc.game.Status
			}
			err := s.Create(tc.game)
			wantErr(t, "Create", err, tc.want)
			if tc.want != nil {
				return
			}
			g := tc.game
			if status == "" {
				status = storage.StatusLobby
			}
			if g.ID == "" || strings.Contains(g.ID, ":") || g.Version != 1 || g.Status != status ||
				g.Created.IsZero() || !g.LastAction.Equal(g.Created) {
				t.Fatalf("Create did not fill the record: %+v", g)
			}
			got, err := s.Get(g.Key)
			if err != nil || got.ID != g.ID || got.Version != 1 || !got.Created.Equal(g.Created) ||
				!slices.Equal(got.Snapshot, g.Snapshot) || got.Setup.Seats[1].Name != "Bob" {
				t.Fatalf("Get after Create = %+v, %v", got, err)
			}
		})
	}
	if _, err := s.Get("tg:404"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("Get of an empty key = %v", err)
	}
}

// testUpdate: the version check, fn's errors and panics, identity.
func testUpdate(t *testing.T, open Open) {
	s := open(t)
	errFn := errors.New("engine refused the move")
	tests := []struct {
		name    string
		expect  func(v uint64) uint64
		fn      func(g *storage.Game) error
		want    error
		applied bool
	}{
		{"current version", func(v uint64) uint64 { return v }, Move("W1 e5"), nil, true},
		{"any version", func(uint64) uint64 { return storage.AnyVersion }, Move("W1 e5"), nil, true},
		{"stale version", func(v uint64) uint64 { return v - 1 }, Move("W1 e5"), storage.ErrStale, false},
		{"future version", func(v uint64) uint64 { return v + 1 }, Move("W1 e5"), storage.ErrStale, false},
		{"function error", func(v uint64) uint64 { return v }, func(g *storage.Game) error {
			g.Log = append(g.Log, "half-applied")
			return errFn
		}, errFn, false},
		{"function panics", func(v uint64) uint64 { return v }, func(g *storage.Game) error {
			g.Log = append(g.Log, "half-applied")
			panic("engine bug")
		}, storage.ErrPanicked, false},
		{"changes key", func(v uint64) uint64 { return v }, func(g *storage.Game) error { g.Key = "tg:other"; return nil }, storage.ErrInvalid, false},
		{"changes id", func(v uint64) uint64 { return v }, func(g *storage.Game) error { g.ID = "x"; return nil }, storage.ErrInvalid, false},
		{"changes version", func(v uint64) uint64 { return v }, func(g *storage.Game) error { g.Version += 5; return nil }, storage.ErrInvalid, false},
		{"sets finished", func(v uint64) uint64 { return v }, func(g *storage.Game) error { g.Status = storage.StatusFinished; return nil }, storage.ErrInvalid, false},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			key := storage.NewKey("tg", "u", string(rune('a'+i)))
			create(t, s, NewGame(key, uint64(i)))
			before := update(t, s, key, "first")
			got, err := s.Update(key, tc.expect(before.Version), tc.fn)
			wantErr(t, "Update", err, tc.want)
			after, gerr := s.Get(key)
			if gerr != nil {
				t.Fatal(gerr)
			}
			if !tc.applied {
				if after.Version != before.Version || !slices.Equal(after.Log, before.Log) {
					t.Fatalf("refused update changed the game: %+v -> %+v", before, after)
				}
				return
			}
			if got.Version != before.Version+1 || after.Version != got.Version || !slices.Equal(after.Log, []string{"first", "W1 e5"}) ||
				after.Status != storage.StatusActive {
				t.Fatalf("update not applied once: before v%d %v, after v%d %v", before.Version, before.Log, after.Version, after.Log)
			}
		})
	}
}

// testUpdateMissing: Update of nothing, of a bad key, with no function.
func testUpdateMissing(t *testing.T, open Open) {
	s := open(t)
	create(t, s, NewGame("tg:1", 1))
	tests := []struct {
		name string
		key  storage.Key
		fn   func(g *storage.Game) error
		want error
	}{
		{"no game", "tg:404", Move("x"), storage.ErrNotFound},
		{"bad key", "nocolon", Move("x"), storage.ErrInvalid},
		{"nil function", "tg:1", nil, storage.ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.Update(tc.key, storage.AnyVersion, tc.fn)
			wantErr(t, "Update", err, tc.want)
		})
	}
}

// testFinishAndAbort: the archive, the result, the freed key.
func testFinishAndAbort(t *testing.T, open Open) {
	s := open(t)
	finished := time.Date(2025, 1, 2, 3, 4, 5, 6000, time.UTC)
	errFn := errors.New("not over yet")
	tests := []struct {
		name       string
		stale      bool
		abort      bool
		fnErr      error
		want       error
		wantStatus string
	}{
		{name: "finish", wantStatus: storage.StatusFinished},
		{name: "finish stale", stale: true, want: storage.ErrStale},
		{name: "finish function error", fnErr: errFn, want: errFn},
		{name: "abort", abort: true, wantStatus: storage.StatusAborted},
		{name: "abort stale", abort: true, stale: true, want: storage.ErrStale},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			key := storage.NewKey("tg", "f", string(rune('a'+i)))
			g := create(t, s, NewGame(key, 1))
			g = update(t, s, key, "W1 e5")
			expect := g.Version
			if tc.stale {
				expect--
			}
			var out *storage.Game
			var err error
			if tc.abort {
				out, err = s.Abort(key, expect)
			} else {
				out, err = s.Finish(key, expect, func(g *storage.Game) (storage.Result, error) {
					g.Log = append(g.Log, "last")
					g.Snapshot = snap(g.Setup, g.Log)
					return storage.Result{Finished: finished, Players: []storage.PlayerResult{
						{UserID: "u1", Name: "Ann", Gold: 5, Won: true}, {UserID: "u2", Name: "Bob", Gold: 2},
					}}, tc.fnErr
				})
			}
			wantErr(t, "Finish/Abort", err, tc.want)
			if tc.want != nil {
				if live, err := s.Get(key); err != nil || live.Version != g.Version {
					t.Fatalf("refused end changed the game: %+v, %v", live, err)
				}
				if _, err := s.Archived(g.ID); !errors.Is(err, storage.ErrNotFound) {
					t.Fatalf("refused end archived the game: %v", err)
				}
				return
			}
			if out.Status != tc.wantStatus || out.Version != g.Version+1 {
				t.Fatalf("ended game %+v", out)
			}
			if _, err := s.Get(key); !errors.Is(err, storage.ErrNotFound) {
				t.Fatalf("Get after the end = %v", err)
			}
			arch, err := s.Archived(g.ID)
			if err != nil || arch.Status != tc.wantStatus || arch.Version != out.Version || arch.Key != key {
				t.Fatalf("Archived = %+v, %v", arch, err)
			}
			res, rerr := s.Result(g.ID)
			last, lerr := s.LastFinished(key)
			if tc.abort {
				if !errors.Is(rerr, storage.ErrNotFound) || !errors.Is(lerr, storage.ErrNotFound) {
					t.Fatalf("aborted game: Result %v, LastFinished %v", rerr, lerr)
				}
			} else {
				if rerr != nil || res.GameID != g.ID || res.Key != key || !res.Finished.Equal(finished) || len(res.Players) != 2 {
					t.Fatalf("Result = %+v, %v", res, rerr)
				}
				if !slices.Equal(arch.Log, []string{"W1 e5", "last"}) {
					t.Fatalf("the last move is not archived: %v", arch.Log)
				}
				if lerr != nil || last != g.ID {
					t.Fatalf("LastFinished = %q, %v", last, lerr)
				}
			}
			again := create(t, s, NewGame(key, 2))
			if again.ID == g.ID {
				t.Fatal("a new game reused the archived game's ID")
			}
		})
	}
	_, err := s.Finish("tg:404", storage.AnyVersion, func(*storage.Game) (storage.Result, error) { return storage.Result{}, nil })
	wantErr(t, "Finish of no game", err, storage.ErrNotFound)
	_, err = s.Finish("tg:f:a", storage.AnyVersion, nil)
	wantErr(t, "Finish with no function", err, storage.ErrInvalid)
	_, err = s.Abort("tg:404", storage.AnyVersion)
	wantErr(t, "Abort of no game", err, storage.ErrNotFound)
	_, err = s.Archived("nope")
	wantErr(t, "Archived of no game", err, storage.ErrNotFound)
	noProblems(t, s)
}

// testLists: ListActive by key, ListArchived oldest first, LastFinished
// the newest result.
func testLists(t *testing.T, open Open) {
	s := open(t)
	if got, err := s.ListActive(); err != nil || len(got) != 0 {
		t.Fatalf("ListActive of an empty store = %v, %v", got, err)
	}
	base := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	for i, key := range []storage.Key{"tg:3", "dc:9", "tg:1", "tg:2"} {
		g := NewGame(key, uint64(i))
		g.Created = base.Add(time.Duration(-i) * time.Hour)
		g.Setup.Seats = append(g.Setup.Seats, storage.Seat{Crew: "red", AI: "easy"})
		create(t, s, g)
	}
	update(t, s, "tg:1", "a")
	update(t, s, "tg:1", "b")
	active, err := s.ListActive()
	if err != nil {
		t.Fatal(err)
	}
	var keys []storage.Key
	for _, sum := range active {
		keys = append(keys, sum.Key)
	}
	if !slices.Equal(keys, []storage.Key{"dc:9", "tg:1", "tg:2", "tg:3"}) {
		t.Fatalf("ListActive keys %v", keys)
	}
	if sum := active[1]; sum.Moves != 2 || sum.Version != 3 || sum.Status != storage.StatusActive ||
		!slices.Equal(sum.Players, []string{"u1", "u2"}) || sum.ID == "" {
		t.Fatalf("summary of tg:1 = %+v", sum)
	}
	// archive in an order unlike LastAction's: tg:3 (oldest action) last
	for i, key := range []storage.Key{"tg:2", "tg:1", "tg:3"} {
		_, err := s.Update(key, storage.AnyVersion, func(g *storage.Game) error {
			g.LastAction = base.Add(time.Duration(10-3*i) * time.Minute)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if key == "tg:1" {
			_, err = s.Abort(key, storage.AnyVersion)
		} else {
			_, err = s.Finish(key, storage.AnyVersion, func(*storage.Game) (storage.Result, error) {
				return storage.Result{Finished: base.Add(time.Duration(i) * time.Minute)}, nil
			})
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	archived, err := s.ListArchived()
	if err != nil {
		t.Fatal(err)
	}
	keys = keys[:0]
	for _, sum := range archived {
		keys = append(keys, sum.Key)
	}
	if !slices.Equal(keys, []storage.Key{"tg:3", "tg:1", "tg:2"}) {
		t.Fatalf("ListArchived keys %v, want oldest action first", keys)
	}
	if active, _ := s.ListActive(); len(active) != 1 || active[0].Key != "dc:9" {
		t.Fatalf("ListActive after the ends = %+v", active)
	}
	// two results in one chat: the later finish is the last, whatever
	// the order of the calls
	for i, at := range []time.Duration{2 * time.Hour, time.Hour} {
		create(t, s, NewGame("tg:5", uint64(i)))
		finishWith(t, s, "tg:5", storage.Result{Finished: base.Add(at)})
	}
	id, err := s.LastFinished("tg:5")
	if err != nil {
		t.Fatal(err)
	}
	if res, err := s.Result(id); err != nil || !res.Finished.Equal(base.Add(2*time.Hour)) {
		t.Fatalf("LastFinished = %s, finished %v (%v)", id, res.Finished, err)
	}
	noProblems(t, s)
}

// testExport: a live game by key and by ID, the last finished by key, a
// game by ID.
func testExport(t *testing.T, open Open) {
	s := open(t)
	g := create(t, s, NewGame("tg:1", 1))
	update(t, s, "tg:1", "a")
	type doc struct {
		key     storage.Key
		id      string
		status  string
		results bool
	}
	check := func(ref string, want doc) {
		t.Helper()
		out, err := s.Export(ref)
		if err != nil {
			t.Fatalf("Export %s: %v", ref, err)
		}
		var got storage.GameExport
		if err := decodeJSON(out, &got); err != nil || got.Format != "jackal-game" || got.Game == nil ||
			got.Game.Key != want.key || got.Game.ID != want.id || got.Game.Status != want.status ||
			(got.Result != nil) != want.results || out[len(out)-1] != '\n' {
			t.Fatalf("Export %s = %s (%v)", ref, out, err)
		}
	}
	check("tg:1", doc{"tg:1", g.ID, storage.StatusActive, false})
	check(g.ID, doc{"tg:1", g.ID, storage.StatusActive, false}) // as ListActive shows it
	finishWith(t, s, "tg:1", storage.Result{Players: []storage.PlayerResult{{UserID: "u1", Won: true}}})
	check("tg:1", doc{"tg:1", g.ID, storage.StatusFinished, true})
	check(g.ID, doc{"tg:1", g.ID, storage.StatusFinished, true})
	h := create(t, s, NewGame("tg:2", 2))
	if _, err := s.Abort("tg:2", storage.AnyVersion); err != nil {
		t.Fatal(err)
	}
	check(h.ID, doc{"tg:2", h.ID, storage.StatusAborted, false})
	for _, ref := range []string{"tg:404", "20250101T000000Z-0000000000"} {
		if _, err := s.Export(ref); !errors.Is(err, storage.ErrNotFound) {
			t.Fatalf("Export %s = %v, want not found", ref, err)
		}
	}
	if _, err := s.Export("tg:"); !errors.Is(err, storage.ErrInvalid) {
		t.Fatalf("Export of a bad key = %v", err)
	}
}

// testOddText: any text in a log, a name or a snapshot comes back as it
// went in (invalid UTF-8 as JSON leaves it: U+FFFD).
func testOddText(t *testing.T, open Open) {
	s := open(t)
	tests := []struct {
		name, text, want string
	}{
		{"nul", "a\x00b", "a\x00b"},
		{"quotes and escapes", `"\u0000" \n '`, `"\u0000" \n '`},
		{"emoji and cyrillic", "🏴‍☠️ Пират", "🏴‍☠️ Пират"},
		{"invalid utf-8", "bad\xffbyte", "bad\uFFFDbyte"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			key := storage.NewKey("tg", "odd", string(rune('a'+i)))
			g := NewGame(key, uint64(i))
			g.Setup.Seats[0].Name = tc.text
			g.Snapshot = []byte(tc.text)
			create(t, s, g)
			if _, err := s.Update(key, 1, func(g *storage.Game) error {
				g.Log = append(g.Log, tc.text)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			got, err := s.Get(key)
			if err != nil || len(got.Log) != 1 || got.Log[0] != tc.want || got.Setup.Seats[0].Name != tc.want ||
				string(got.Snapshot) != tc.text {
				t.Fatalf("Get = %q, %q, %q (%v), want %q", got.Log, got.Setup.Seats[0].Name, got.Snapshot, err, tc.want)
			}
		})
	}
}
