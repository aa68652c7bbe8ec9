package storetest

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// testStats: results feed the leaderboards of a chat, a server and a user.
func testStats(t *testing.T, open Open) {
	s := open(t)
	base := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	games := []struct {
		key     storage.Key
		server  string
		players []storage.PlayerResult
	}{
		{"dc:10", "dc:g1", []storage.PlayerResult{{UserID: "ann", Name: "Ann", Gold: 10, Won: true}, {UserID: "bob", Name: "Bob", Gold: 3}}},
		{"dc:10", "dc:g1", []storage.PlayerResult{{UserID: "ann", Name: "Anna", Gold: 1}, {UserID: "bob", Name: "Bob", Gold: 8, Won: true}, {Crew: "red", Gold: 20, Won: true}}},
		{"dc:11", "dc:g1", []storage.PlayerResult{{UserID: "bob", Name: "Bob", Gold: 4, Won: true}, {UserID: "cid", Name: "Cid", Gold: 4}}},
		{"tg:1", "", []storage.PlayerResult{{UserID: "ann", Name: "Ann T", Gold: 7, Won: true}, {UserID: "ann", Gold: 2}}},
	}
	for i, g := range games {
		game := NewGame(g.key, uint64(i))
		game.Setup.Server = g.server
		create(t, s, game)
		finishWith(t, s, g.key, storage.Result{Finished: base.Add(time.Duration(i) * time.Hour), Players: g.players})
	}
	tests := []struct {
		name string
		get  func() ([]storage.Stat, error)
		want []storage.Stat
	}{
		{"chat dc:10", func() ([]storage.Stat, error) { return s.StatsByChat("dc:10") }, []storage.Stat{
			// a tie on wins, gold and games: by name
			{UserID: "ann", Name: "Anna", Games: 2, Wins: 1, Gold: 11},
			{UserID: "bob", Name: "Bob", Games: 2, Wins: 1, Gold: 11},
		}},
		{"server dc:g1", func() ([]storage.Stat, error) { return s.StatsByServer("dc:g1") }, []storage.Stat{
			{UserID: "bob", Name: "Bob", Games: 3, Wins: 2, Gold: 15},
			{UserID: "ann", Name: "Anna", Games: 2, Wins: 1, Gold: 11},
			{UserID: "cid", Name: "Cid", Games: 1, Gold: 4},
		}},
		{"chat tg:1", func() ([]storage.Stat, error) { return s.StatsByChat("tg:1") }, []storage.Stat{
			{UserID: "ann", Name: "Ann T", Games: 1, Wins: 1, Gold: 9},
		}},
		{"chat without games", func() ([]storage.Stat, error) { return s.StatsByChat("tg:404") }, []storage.Stat{}},
		{"server without games", func() ([]storage.Stat, error) { return s.StatsByServer("dc:g2") }, []storage.Stat{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.get()
			if err != nil || len(got) != len(tc.want) || (len(got) > 0 && !slices.Equal(got, tc.want)) {
				t.Fatalf("got %+v, %v, want %+v", got, err, tc.want)
			}
		})
	}
	users := []struct {
		id   string
		want storage.Stat
	}{
		{"ann", storage.Stat{UserID: "ann", Name: "Ann T", Games: 3, Wins: 2, Gold: 20}},
		{"bob", storage.Stat{UserID: "bob", Name: "Bob", Games: 3, Wins: 2, Gold: 15}},
		{"nobody", storage.Stat{UserID: "nobody"}},
	}
	for _, tc := range users {
		t.Run("user "+tc.id, func(t *testing.T) {
			if got, err := s.StatsByUser(tc.id); err != nil || got != tc.want {
				t.Fatalf("StatsByUser = %+v, %v, want %+v", got, err, tc.want)
			}
		})
	}
	if _, err := s.StatsByUser(""); !errors.Is(err, storage.ErrInvalid) {
		t.Fatalf("StatsByUser of no one = %v", err)
	}
	if _, err := s.StatsByChat("x"); !errors.Is(err, storage.ErrInvalid) {
		t.Fatalf("StatsByChat of a bad key = %v", err)
	}
	noProblems(t, s)
}
