package storage

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestCreate(t *testing.T) {
	s, _ := openTemp(t)
	mustCreate(t, s, newGame("tg:1", 1))
	tests := []struct {
		name string
		game *Game
		want error
	}{
		{"new key", newGame("tg:2", 2), nil},
		{"thread key", newGame("tg:2:7", 3), nil},
		{"key taken", newGame("tg:1", 4), ErrExists},
		{"empty key", newGame("", 5), ErrInvalid},
		{"key without chat", newGame("tg:", 6), ErrInvalid},
		{"key with control char", newGame("tg:1\x00", 7), ErrInvalid},
		{"finished status", func() *Game { g := newGame("tg:3", 8); g.Status = StatusFinished; return g }(), ErrInvalid},
		{"nil game", nil, ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := s.Create(tc.game)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Create = %v, want %v", err, tc.want)
			}
			if tc.want != nil {
				return
			}
			g := tc.game
			if g.ID == "" || strings.Contains(g.ID, ":") || g.Version != 1 || g.Status != StatusLobby || g.Created.IsZero() {
				t.Fatalf("Create did not fill the record: %+v", g)
			}
			got, err := s.Get(g.Key)
			if err != nil || got.ID != g.ID || got.Version != 1 {
				t.Fatalf("Get after Create = %+v, %v", got, err)
			}
		})
	}
}

func TestUpdate(t *testing.T) {
	errFn := errors.New("engine refused the move")
	tests := []struct {
		name    string
		expect  func(v uint64) uint64
		fn      func(g *Game) error
		want    error
		applied bool
	}{
		{"current version", func(v uint64) uint64 { return v }, appendMove("W1 e5"), nil, true},
		{"any version", func(uint64) uint64 { return AnyVersion }, appendMove("W1 e5"), nil, true},
		{"stale version", func(v uint64) uint64 { return v - 1 }, appendMove("W1 e5"), ErrStale, false},
		{"future version", func(v uint64) uint64 { return v + 1 }, appendMove("W1 e5"), ErrStale, false},
		{"function error", func(v uint64) uint64 { return v }, func(g *Game) error {
			g.Log = append(g.Log, "half-applied")
			return errFn
		}, errFn, false},
		{"function panics", func(v uint64) uint64 { return v }, func(g *Game) error {
			g.Log = append(g.Log, "half-applied")
			panic("engine bug")
		}, ErrPanicked, false},
		{"changes key", func(v uint64) uint64 { return v }, func(g *Game) error { g.Key = "tg:other"; return nil }, ErrInvalid, false},
		{"changes id", func(v uint64) uint64 { return v }, func(g *Game) error { g.ID = "x"; return nil }, ErrInvalid, false},
		{"changes version", func(v uint64) uint64 { return v }, func(g *Game) error { g.Version += 5; return nil }, ErrInvalid, false},
		{"sets finished", func(v uint64) uint64 { return v }, func(g *Game) error { g.Status = StatusFinished; return nil }, ErrInvalid, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openTemp(t)
			g := mustCreate(t, s, newGame("tg:1", 1))
			if _, err := s.Update(g.Key, g.Version, appendMove("first")); err != nil {
				t.Fatal(err)
			}
			before, _ := s.Get(g.Key)
			got, err := s.Update(g.Key, tc.expect(before.Version), tc.fn)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Update = %v, want %v", err, tc.want)
			}
			after, _ := s.Get(g.Key)
			if !tc.applied {
				if after.Version != before.Version || !slices.Equal(after.Log, before.Log) {
					t.Fatalf("refused update changed the game: %+v -> %+v", before, after)
				}
				return
			}
			if got.Version != before.Version+1 || after.Version != got.Version || len(after.Log) != len(before.Log)+1 {
				t.Fatalf("update not applied once: before v%d %v, after v%d %v", before.Version, before.Log, after.Version, after.Log)
			}
		})
	}
}

func TestUpdateMissing(t *testing.T) {
	s, _ := openTemp(t)
	tests := []struct {
		name string
		key  Key
		fn   func(g *Game) error
		want error
	}{
		{"no game", "tg:404", appendMove("x"), ErrNotFound},
		{"bad key", "nocolon", appendMove("x"), ErrInvalid},
		{"nil function", "tg:1", nil, ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := s.Update(tc.key, AnyVersion, tc.fn); !errors.Is(err, tc.want) {
				t.Fatalf("Update = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestFinishAndAbort(t *testing.T) {
	finished := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	errFn := errors.New("not over yet")
	tests := []struct {
		name       string
		stale      bool
		abort      bool
		fnErr      error
		want       error
		wantStatus string
	}{
		{name: "finish", wantStatus: StatusFinished},
		{name: "finish stale", stale: true, want: ErrStale},
		{name: "finish function error", fnErr: errFn, want: errFn},
		{name: "abort", abort: true, wantStatus: StatusAborted},
		{name: "abort stale", abort: true, stale: true, want: ErrStale},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openTemp(t)
			g := mustCreate(t, s, newGame("dc:5", 1))
			v := g.Version
			if tc.stale {
				v--
			}
			var got *Game
			var err error
			if tc.abort {
				got, err = s.Abort(g.Key, v)
			} else {
				got, err = s.Finish(g.Key, v, func(g *Game) (Result, error) {
					if tc.fnErr != nil {
						return Result{}, tc.fnErr
					}
					_ = appendMove("final")(g)
					return Result{Finished: finished, Players: []PlayerResult{{UserID: "u1", Gold: 9, Won: true}}}, nil
				})
			}
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if tc.want != nil {
				if still, err := s.Get(g.Key); err != nil || still.Version != g.Version {
					t.Fatalf("refused end changed the game: %+v %v", still, err)
				}
				return
			}
			if _, err := s.Get(g.Key); !errors.Is(err, ErrNotFound) {
				t.Fatalf("game still active: %v", err)
			}
			arch, err := s.Archived(g.ID)
			if err != nil || arch.Status != tc.wantStatus || arch.Version != g.Version+1 || got.Status != tc.wantStatus {
				t.Fatalf("Archived = %+v, %v", arch, err)
			}
			res, err := s.Result(g.ID)
			if tc.abort {
				if !errors.Is(err, ErrNotFound) {
					t.Fatalf("aborted game has a result: %+v %v", res, err)
				}
			} else if err != nil || res.GameID != g.ID || res.Key != g.Key || !res.Finished.Equal(finished) || !slices.Equal(arch.Log, []string{"final"}) {
				t.Fatalf("Result = %+v, %v; log %v", res, err, arch.Log)
			}
			if err := s.Create(newGame(g.Key, 2)); err != nil {
				t.Fatalf("new game after the end: %v", err)
			}
		})
	}
}

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
		{"Export", func(st Store) error { _, err := st.Export(g.ID); return err }, ErrNotFound},
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
