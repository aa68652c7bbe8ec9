package storage

import (
	"errors"
	"slices"
	"testing"
	"time"
)

// finishGame plays a game under key to its end with the given players.
func finishGame(t *testing.T, s *Bolt, key Key, at time.Time, players ...PlayerResult) string {
	t.Helper()
	g := mustCreate(t, s, newGame(key, uint64(at.Unix())))
	if _, err := s.Finish(key, g.Version, func(g *Game) (Result, error) {
		return Result{Finished: at, Players: players}, nil
	}); err != nil {
		t.Fatal(err)
	}
	return g.ID
}

func TestStats(t *testing.T) {
	s, _ := openTemp(t)
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	finishGame(t, s, "tg:1", t0,
		PlayerResult{UserID: "ann", Name: "Ann", Gold: 10, Won: true},
		PlayerResult{UserID: "bob", Name: "Bob", Gold: 4},
		PlayerResult{Name: "Robot", Crew: "red", Gold: 12}) // AI: not counted
	finishGame(t, s, "tg:1", t0.Add(time.Hour),
		PlayerResult{UserID: "bob", Name: "Bobby", Gold: 6, Won: true},
		PlayerResult{UserID: "ann", Name: "Ann", Gold: 3})
	finishGame(t, s, "tg:1", t0.Add(2*time.Hour), // one user, two crews
		PlayerResult{UserID: "cid", Name: "Cid", Crew: "white", Gold: 2, Won: true},
		PlayerResult{UserID: "cid", Name: "Cid", Crew: "black", Gold: 1})
	finishGame(t, s, "dc:9", t0,
		PlayerResult{UserID: "ann", Name: "Annie", Gold: 7, Won: true})
	g := mustCreate(t, s, newGame("tg:1", 99))
	if _, err := s.Abort(g.Key, g.Version); err != nil { // no result
		t.Fatal(err)
	}

	chats := []struct {
		key  Key
		want []Stat
	}{
		{"tg:1", []Stat{
			{UserID: "ann", Name: "Ann", Games: 2, Wins: 1, Gold: 13},
			{UserID: "bob", Name: "Bobby", Games: 2, Wins: 1, Gold: 10},
			{UserID: "cid", Name: "Cid", Games: 1, Wins: 1, Gold: 3},
		}},
		{"dc:9", []Stat{{UserID: "ann", Name: "Annie", Games: 1, Wins: 1, Gold: 7}}},
		{"tg:404", []Stat{}},
	}
	for _, c := range chats {
		t.Run("chat "+string(c.key), func(t *testing.T) {
			got, err := s.StatsByChat(c.key)
			if err != nil || !slices.Equal(got, c.want) {
				t.Fatalf("StatsByChat = %+v, %v; want %+v", got, err, c.want)
			}
		})
	}
	users := []struct {
		id   string
		want Stat
	}{
		{"ann", Stat{UserID: "ann", Name: "Ann", Games: 3, Wins: 2, Gold: 20}},
		{"bob", Stat{UserID: "bob", Name: "Bobby", Games: 2, Wins: 1, Gold: 10}},
		{"nobody", Stat{UserID: "nobody"}},
	}
	for _, u := range users {
		t.Run("user "+u.id, func(t *testing.T) {
			got, err := s.StatsByUser(u.id)
			if err != nil || got != u.want {
				t.Fatalf("StatsByUser = %+v, %v; want %+v", got, err, u.want)
			}
		})
	}
	if _, err := s.StatsByChat("bad"); !errors.Is(err, ErrInvalid) {
		t.Errorf("StatsByChat(bad key) = %v", err)
	}
	if _, err := s.StatsByUser(""); !errors.Is(err, ErrInvalid) {
		t.Errorf("StatsByUser(\"\") = %v", err)
	}
}
