package storage

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// bump is an update for RateGame that gives each player R+delta (1500 for
// a player never rated), RD 300, one game more, and records what it saw.
func bump(delta float64, seen *map[string]PlayerRating, players ...string) func(map[string]PlayerRating) (map[string]PlayerRating, error) {
	return func(cur map[string]PlayerRating) (map[string]PlayerRating, error) {
		if seen != nil {
			*seen = cur
		}
		out := map[string]PlayerRating{}
		for _, u := range players {
			p, ok := cur[u]
			if !ok {
				p = PlayerRating{R: 1500, Vol: 0.06}
			}
			p.R += delta
			p.RD = 300
			p.Games++
			p.Name = strings.ToUpper(u)
			out[u] = p
		}
		return out, nil
	}
}

// TestRateGame: a game is rated once, from the ratings before it; a
// player never rated is absent from what update sees; a refused rating
// or a failing update changes nothing; bad input is ErrInvalid and a game
// without a result ErrNotFound.
func TestRateGame(t *testing.T) {
	s, _ := openTemp(t)
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	g1 := finishGame(t, s, "tg:1", t0, PlayerResult{UserID: "ann", Won: true}, PlayerResult{UserID: "bob"})
	g2 := finishGame(t, s, "tg:1", t0.Add(time.Hour), PlayerResult{UserID: "ann"}, PlayerResult{UserID: "bob", Won: true})
	g3 := finishGame(t, s, "tg:1", t0.Add(2*time.Hour), PlayerResult{UserID: "ann"}, PlayerResult{UserID: "bob", Won: true})

	var seen map[string]PlayerRating
	for _, tc := range []struct {
		name      string
		game, id  string
		users     []string
		update    func(map[string]PlayerRating) (map[string]PlayerRating, error)
		wantRated bool
		wantErr   error
		wantSeen  int // how many current ratings update saw; -1: not called
	}{
		{"first game", "classic", g1, []string{"ann", "bob"}, bump(10, &seen, "ann", "bob"), true, nil, 0},
		{"the same game again", "classic", g1, []string{"ann", "bob"}, bump(10, &seen, "ann", "bob"), false, nil, -1},
		{"a refused rating", "classic", g2, []string{"ann", "bob"}, func(map[string]PlayerRating) (map[string]PlayerRating, error) {
			return map[string]PlayerRating{"ann": {R: math.NaN(), RD: 1, Vol: 1, Games: 1}}, nil
		}, false, ErrInvalid, -1},
		{"a rating of someone else", "classic", g2, []string{"ann", "bob"}, bump(1, nil, "ann", "cid"), false, ErrInvalid, -1},
		{"update fails", "classic", g2, []string{"ann", "bob"}, func(map[string]PlayerRating) (map[string]PlayerRating, error) {
			return nil, errBadAction
		}, false, errBadAction, -1},
		{"update panics", "classic", g2, []string{"ann", "bob"}, func(map[string]PlayerRating) (map[string]PlayerRating, error) {
			panic("boom")
		}, false, ErrPanicked, -1},
		{"second game", "classic", g2, []string{"ann", "bob"}, bump(5, &seen, "ann", "bob"), true, nil, 2},
		{"another game's ratings", "archipelago", g3, []string{"ann", "bob"}, bump(1, &seen, "ann"), true, nil, 0},
		{"no result", "classic", "20250101T000000Z-0000000000", []string{"ann"}, bump(1, nil, "ann"), false, ErrNotFound, -1},
		{"empty game", "", g3, []string{"ann"}, bump(1, nil, "ann"), false, ErrInvalid, -1},
		{"bad game ID", "classic", "tg:1", []string{"ann"}, bump(1, nil, "ann"), false, ErrInvalid, -1},
		{"bad user", "classic", g3, []string{"a\x00b"}, bump(1, nil, "ann"), false, ErrInvalid, -1},
		{"nil update", "classic", g3, []string{"ann"}, nil, false, ErrInvalid, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			seen = nil
			rated, err := s.RateGame(tc.game, tc.id, tc.users, tc.update)
			if rated != tc.wantRated || !errors.Is(err, tc.wantErr) || (tc.wantErr == nil) != (err == nil) {
				t.Fatalf("RateGame = %v, %v; want %v, %v", rated, err, tc.wantRated, tc.wantErr)
			}
			if tc.wantSeen >= 0 && len(seen) != tc.wantSeen {
				t.Fatalf("update saw %d ratings (%+v), want %d", len(seen), seen, tc.wantSeen)
			}
		})
	}
	ann, err := s.RatingOf("classic", "ann")
	if err != nil || ann.R != 1515 || ann.Games != 2 || ann.Name != "ANN" || ann.Game != "classic" || ann.UserID != "ann" || ann.Updated.IsZero() {
		t.Fatalf("ann's classic rating: %+v %v", ann, err)
	}
	if _, err := s.RatingOf("archipelago", "bob"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("bob's archipelago rating: %v, want ErrNotFound", err)
	}
	if _, err := s.RatingOf("classic", ""); !errors.Is(err, ErrInvalid) {
		t.Fatalf("an empty user's rating: %v, want ErrInvalid", err)
	}
	if problems, err := s.Check(fakeReplay); err != nil || len(problems) != 0 {
		t.Fatalf("check: %v %v", problems, err)
	}
}

// TestRatings: the ratings of a game, best first (R, then RD, then
// games), apart from other games'.
func TestRatings(t *testing.T) {
	s, _ := openTemp(t)
	id := finishGame(t, s, "tg:1", time.Unix(5000, 0), PlayerResult{UserID: "a"}, PlayerResult{UserID: "b"})
	put := map[string]PlayerRating{
		"a": {R: 1600, RD: 200, Vol: 0.06, Games: 3},
		"b": {R: 1700, RD: 300, Vol: 0.06, Games: 1},
		"c": {R: 1600, RD: 100, Vol: 0.06, Games: 9},
		"d": {R: 1600, RD: 100, Vol: 0.06, Games: 10},
	}
	if _, err := s.RateGame("classic", id, []string{"a", "b", "c", "d"}, func(map[string]PlayerRating) (map[string]PlayerRating, error) {
		return put, nil
	}); err != nil {
		t.Fatal(err)
	}
	id2 := finishGame(t, s, "tg:1", time.Unix(6000, 0), PlayerResult{UserID: "a"})
	if _, err := s.RateGame("classic2", id2, []string{"z"}, func(map[string]PlayerRating) (map[string]PlayerRating, error) {
		return map[string]PlayerRating{"z": {R: 2000, RD: 50, Vol: 0.06, Games: 1}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		game string
		want []string
	}{
		{"classic", []string{"b", "d", "c", "a"}},
		{"classic2", []string{"z"}},
		{"archipirata", nil},
	} {
		got, err := s.Ratings(tc.game)
		var ids []string
		for _, p := range got {
			ids = append(ids, p.UserID)
		}
		if err != nil || !slices.Equal(ids, tc.want) {
			t.Errorf("Ratings(%s) = %v, %v; want %v", tc.game, ids, err, tc.want)
		}
	}
	if _, err := s.Ratings(""); !errors.Is(err, ErrInvalid) {
		t.Errorf("Ratings(\"\") = %v, want ErrInvalid", err)
	}
}

// TestStatsByServer: the results of a server's chats add up to its
// leaderboard; a result takes its game's Setup.Server unless it names
// one; other servers and chats without one stay apart.
func TestStatsByServer(t *testing.T) {
	s, _ := openTemp(t)
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	finish := func(key Key, server, setupServer string, players ...PlayerResult) {
		t.Helper()
		g := newGame(key, uint64(len(key)))
		g.Setup.Server = setupServer
		mustCreate(t, s, g)
		t0 = t0.Add(time.Minute)
		if _, err := s.Finish(key, g.Version, func(*Game) (Result, error) {
			return Result{Finished: t0, Server: server, Players: players}, nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	finish("dc:1", "dc:500", "", PlayerResult{UserID: "ann", Name: "Ann", Gold: 5, Won: true}, PlayerResult{UserID: "bob", Name: "Bob", Gold: 2})
	finish("dc:2", "", "dc:500", PlayerResult{UserID: "bob", Name: "Bob", Gold: 9, Won: true}, PlayerResult{UserID: "cid", Name: "Cid", Gold: 1})
	finish("dc:2", "", "dc:500", PlayerResult{UserID: "bob", Name: "Bob", Gold: 3, Won: true}, PlayerResult{UserID: "ann", Name: "Ann", Gold: 1})
	finish("dc:3", "dc:501", "", PlayerResult{UserID: "ann", Name: "Ann", Gold: 7, Won: true})
	finish("tg:1", "", "", PlayerResult{UserID: "ann", Name: "Ann", Gold: 7, Won: true})
	for _, tc := range []struct {
		server string
		want   []Stat
		err    error
	}{
		{"dc:500", []Stat{
			{UserID: "bob", Name: "Bob", Games: 3, Wins: 2, Gold: 14},
			{UserID: "ann", Name: "Ann", Games: 2, Wins: 1, Gold: 6},
			{UserID: "cid", Name: "Cid", Games: 1, Gold: 1},
		}, nil},
		{"dc:501", []Stat{{UserID: "ann", Name: "Ann", Games: 1, Wins: 1, Gold: 7}}, nil},
		{"dc:404", []Stat{}, nil},
		{"", nil, ErrInvalid},
		{"dc:\x01", nil, ErrInvalid},
	} {
		t.Run(tc.server, func(t *testing.T) {
			got, err := s.StatsByServer(tc.server)
			if !errors.Is(err, tc.err) || (tc.err == nil && !slices.Equal(got, tc.want)) {
				t.Fatalf("StatsByServer = %+v, %v; want %+v, %v", got, err, tc.want, tc.err)
			}
		})
	}
	if problems, err := s.Check(fakeReplay); err != nil || len(problems) != 0 {
		t.Fatalf("check: %v %v", problems, err)
	}
	g := mustCreate(t, s, newGame("dc:9", 9))
	if _, err := s.Finish("dc:9", g.Version, func(*Game) (Result, error) { return Result{Server: "bad\x00"}, nil }); !errors.Is(err, ErrInvalid) {
		t.Fatalf("a result with a bad server: %v, want ErrInvalid", err)
	}
}

// TestCheckRatings: Check finds a server index entry lost, one left
// stale, a rating under another's key, a bad rating and a rated game
// without a result.
func TestCheckRatings(t *testing.T) {
	for _, tc := range []struct {
		name   string
		damage func(tx *bolt.Tx, r Result) error
		want   string
	}{
		{"healthy", func(*bolt.Tx, Result) error { return nil }, ""},
		{"lost server entry", func(tx *bolt.Tx, r Result) error {
			return tx.Bucket(bucketByServer).Delete(indexKey(r.Server, r))
		}, "missing from the index of server dc:500"},
		{"stale server entry", func(tx *bolt.Tx, r Result) error {
			return tx.Bucket(bucketByServer).Put(indexKey("dc:501", r), nil)
		}, "stale entry of dc:501"},
		{"rating under another key", func(tx *bolt.Tx, r Result) error {
			b := tx.Bucket(bucketRatings)
			return b.Put(ratingKey("classic", "zed"), b.Get(ratingKey("classic", "ann")))
		}, "record is ann's rating in classic"},
		{"bad rating", func(tx *bolt.Tx, r Result) error {
			return putJSON(tx.Bucket(bucketRatings), ratingKey("classic", "ann"), PlayerRating{UserID: "ann", Game: "classic", R: 1500, RD: -1, Vol: 0.06, Games: 1})
		}, "invalid input"},
		{"rated without a result", func(tx *bolt.Tx, r Result) error {
			return putJSON(tx.Bucket(bucketRated), []byte("20250101T000000Z-0000000000"), ratedGame{Game: "classic"})
		}, "rated game without a result"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openTemp(t)
			g := newGame("dc:1", 1)
			g.Setup.Server = "dc:500"
			mustCreate(t, s, g)
			if _, err := s.Finish("dc:1", g.Version, func(*Game) (Result, error) {
				return Result{Players: []PlayerResult{{UserID: "ann", Won: true}, {UserID: "bob"}}}, nil
			}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.RateGame("classic", g.ID, []string{"ann", "bob"}, bump(1, nil, "ann", "bob")); err != nil {
				t.Fatal(err)
			}
			r, err := s.Result(g.ID)
			if err != nil || r.Server != "dc:500" {
				t.Fatalf("result: %+v %v", r, err)
			}
			raw(t, s, func(tx *bolt.Tx) error { return tc.damage(tx, r) })
			problems, err := s.Check(fakeReplay)
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == "" {
				if len(problems) != 0 {
					t.Fatalf("healthy store: %v", problems)
				}
				return
			}
			if !slices.ContainsFunc(problems, func(p CheckProblem) bool { return strings.Contains(p.Problem, tc.want) }) {
				t.Fatalf("problems = %v, want one containing %q", problems, tc.want)
			}
		})
	}
}

// TestMigrateRatings opens a schema-7 file (no ratings, no server index)
// holding a result that names a server: the migration creates the
// buckets and indexes the result, and the check is clean.
func TestMigrateRatings(t *testing.T) {
	s, path := openTemp(t)
	g := newGame("dc:1", 1)
	g.Setup.Server = "dc:500"
	mustCreate(t, s, g)
	if _, err := s.Finish("dc:1", g.Version, func(*Game) (Result, error) {
		return Result{Players: []PlayerResult{{UserID: "ann", Name: "Ann", Won: true}}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		for _, b := range [][]byte{bucketByServer, bucketRatings, bucketRated} {
			if err := tx.DeleteBucket(b); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	setSchema(t, path, 7)
	s, err = Open(path, Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	stats, err := s.StatsByServer("dc:500")
	if err != nil || len(stats) != 1 || stats[0].UserID != "ann" {
		t.Fatalf("the server's stats after the migration: %+v %v", stats, err)
	}
	if got, err := s.Ratings("classic"); err != nil || len(got) != 0 {
		t.Fatalf("ratings after the migration: %+v %v", got, err)
	}
	if problems, err := s.Check(fakeReplay); err != nil || len(problems) > 0 {
		t.Fatalf("check after the migration: %v %v", problems, err)
	}
}
