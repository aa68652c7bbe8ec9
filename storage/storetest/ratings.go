package storetest

import (
	"errors"
	"maps"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// testRatings: a game is rated once, from the ratings before it, and the
// ratings are checked before anything is written.
func testRatings(t *testing.T, open Open) {
	s := open(t)
	var ids []string
	for i := range 3 {
		key := storage.NewKey("tg", "r", string(rune('a'+i)))
		g := create(t, s, NewGame(key, uint64(i)))
		finishWith(t, s, key, storage.Result{Players: []storage.PlayerResult{{UserID: "u1", Won: true}, {UserID: "u2"}}})
		ids = append(ids, g.ID)
	}
	rating := func(r float64, games int) storage.PlayerRating {
		return storage.PlayerRating{R: r, RD: 100, Vol: 0.06, Games: games}
	}
	calls := 0
	bump := func(current map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
		calls++
		next := map[string]storage.PlayerRating{}
		for _, u := range []string{"u1", "u2"} {
			p, ok := current[u]
			if !ok {
				p = rating(1500, 0)
			}
			delta := 20.0
			if u == "u2" {
				delta = -20
			}
			next[u] = rating(p.R+delta, p.Games+1)
		}
		return next, nil
	}
	errUpdate := errors.New("no rating today")
	tests := []struct {
		name      string
		game      string
		gameID    string
		users     []string
		update    func(map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error)
		want      error
		rated     bool
		wantCalls int
	}{
		{"first game", "classic", ids[0], []string{"u1", "u2"}, bump, nil, true, 1},
		{"rated again", "classic", ids[0], []string{"u1", "u2"}, bump, nil, false, 1},
		{"second game", "classic", ids[1], []string{"u1", "u2"}, bump, nil, true, 2},
		{"no result", "classic", "20250101T000000Z-0000000000", []string{"u1"}, bump, storage.ErrNotFound, false, 2},
		{"update fails", "classic", ids[2], []string{"u1", "u2"}, func(map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
			return nil, errUpdate
		}, errUpdate, false, 2},
		{"not a player", "classic", ids[2], []string{"u1"}, bump, storage.ErrInvalid, false, 3},
		{"no deviation", "classic", ids[2], []string{"u1", "u2"}, func(map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
			return map[string]storage.PlayerRating{"u1": {R: 1600, Games: 1}}, nil
		}, storage.ErrInvalid, false, 3},
		{"update panics", "classic", ids[2], []string{"u1", "u2"}, func(map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
			panic("rating bug")
		}, storage.ErrPanicked, false, 3},
		{"nil update", "classic", ids[2], []string{"u1"}, nil, storage.ErrInvalid, false, 3},
		{"another ruleset", "archipelago", ids[2], []string{"u1", "u2"}, bump, nil, true, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rated, err := s.RateGame(tc.game, tc.gameID, tc.users, tc.update)
			wantErr(t, "RateGame", err, tc.want)
			if rated != tc.rated || calls != tc.wantCalls {
				t.Fatalf("rated %v after %d calls, want %v after %d", rated, calls, tc.rated, tc.wantCalls)
			}
		})
	}
	got, err := s.Ratings("classic")
	if err != nil || len(got) != 2 || got[0].UserID != "u1" || got[0].R != 1540 || got[0].Games != 2 ||
		got[1].UserID != "u2" || got[1].R != 1460 || got[0].Game != "classic" || got[0].Updated.IsZero() {
		t.Fatalf("Ratings = %+v, %v", got, err)
	}
	if p, err := s.RatingOf("classic", "u2"); err != nil || p.R != 1460 {
		t.Fatalf("RatingOf u2 = %+v, %v", p, err)
	}
	if _, err := s.RatingOf("classic", "u3"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("RatingOf a player never rated = %v", err)
	}
	arch, err := s.Ratings("archipelago")
	byUser := map[string]float64{}
	for _, p := range arch {
		byUser[p.UserID] = p.R
	}
	if err != nil || !maps.Equal(byUser, map[string]float64{"u1": 1520, "u2": 1480}) {
		t.Fatalf("Ratings of another ruleset = %+v, %v", arch, err)
	}
	if none, err := s.Ratings("cards"); err != nil || len(none) != 0 {
		t.Fatalf("Ratings of a ruleset never rated = %+v, %v", none, err)
	}
	noProblems(t, s)
}
