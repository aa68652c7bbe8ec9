package storetest

import (
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// Filled counts the records Fill writes, kind by kind, as storage.Dump
// holds them.
var Filled = map[string]int{
	"games": 5, "results": 2, "users": 2, "chats": 2, "ratings": 2, "rated": 1,
	"puzzles": 2, "campaigns": 1, "handled": 2,
}

// Fill writes records of every kind into s through the Store contract,
// for the tests of copies between stores: a lobby and an active game,
// two finished games (one on a Discord server) and an aborted one, their
// results, two users and two chats, the ratings of one rated game, two
// puzzle bests, a campaign and two handled updates (see Filled). The
// games' snapshots are Replay's.
func Fill(t testing.TB, s storage.Store) {
	t.Helper()
	must := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("fill: %s: %v", what, err)
		}
	}
	finish := func(key storage.Key, server string) string {
		g := NewGame(key, uint64(len(key)))
		g.Setup.Server = server
		must("create", s.Create(g))
		_, err := s.Update(key, storage.AnyVersion, Move("e2"))
		must("update", err)
		g, err = s.Finish(key, storage.AnyVersion, func(*storage.Game) (storage.Result, error) {
			return storage.Result{Server: server, Players: []storage.PlayerResult{
				{UserID: "u1", Name: "Ann", Gold: 3, Won: true}, {UserID: "u2", Name: "Bob", Gold: 1}}}, nil
		})
		must("finish", err)
		return g.ID
	}
	won := finish("tg:10", "")
	finish("dc:20/30", "dc:20")
	must("create", s.Create(NewGame("tg:11", 11)))
	_, err := s.Abort("tg:11", storage.AnyVersion)
	must("abort", err)
	must("create", s.Create(NewGame("tg:12", 12)))
	must("create", s.Create(NewGame("tg:10", 13)))
	_, err = s.Update("tg:10", storage.AnyVersion, Move("d4"))
	must("update", err)
	_, err = s.RateGame("classic", won, []string{"u1", "u2"}, func(map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
		return map[string]storage.PlayerRating{
			"u1": {R: 1620, RD: 300, Vol: 0.06, Games: 1}, "u2": {R: 1380, RD: 300, Vol: 0.06, Games: 1}}, nil
	})
	must("rate", err)
	must("user", s.PutUser(storage.User{ID: "u1", Lang: "ru", Name: "Ann", Notify: true, DMChat: "tg:1001"}))
	must("user", s.PutUser(storage.User{ID: "u2", Name: "Bob"}))
	must("chat", s.PutChat(storage.ChatSettings{Key: "tg:10", Lang: "ru", ReminderHours: 6, Title: "Pirates"}))
	must("chat", s.PutChat(storage.ChatSettings{Key: "dc:20/30", MaxReminders: 2}))
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	for _, r := range []storage.PuzzleResult{
		{UserID: "u1", Puzzle: 1, Solved: true, Turns: 9, Survivors: 2, Coins: 3, At: at},
		{UserID: "u2", Puzzle: 4, Turns: 20, At: at},
	} {
		_, _, err := s.RecordPuzzle(r)
		must("puzzle", err)
	}
	must("campaign", s.CreateCampaign(newCampaign("tg:40")))
	must("handled", s.MarkHandled("tg:500", at.Unix()))
	must("handled", s.MarkHandled("dc:600", at.Unix()))
}
