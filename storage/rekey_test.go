package storage

import (
	"errors"
	"slices"
	"testing"
	"time"
)

func TestRekey(t *testing.T) {
	const old, new Key = "tg:-4001", "tg:-1004001"
	setup := func(t *testing.T) (*Bolt, *Game, string) {
		s, _ := openTemp(t)
		id := finishGame(t, s, old, time.Unix(1000, 0), PlayerResult{UserID: "ann", Name: "Ann", Gold: 5, Won: true})
		g := mustCreate(t, s, newGame(old, 7))
		if _, err := s.Update(old, g.Version, appendMove("W1 e5")); err != nil {
			t.Fatal(err)
		}
		if err := s.PutChat(ChatSettings{Key: old, Lang: "ru", ReminderHours: 6}); err != nil {
			t.Fatal(err)
		}
		return s, g, id
	}
	tests := []struct {
		name     string
		prepare  func(t *testing.T, s *Bolt)
		from, to Key
		want     error
	}{
		{name: "supergroup migration", from: old, to: new},
		{name: "new key has a game", prepare: func(t *testing.T, s *Bolt) { mustCreate(t, s, newGame(new, 1)) }, from: old, to: new, want: ErrExists},
		{name: "new key has settings", prepare: func(t *testing.T, s *Bolt) {
			if err := s.PutChat(ChatSettings{Key: new}); err != nil {
				t.Fatal(err)
			}
		}, from: old, to: new, want: ErrExists},
		{name: "nothing under old", from: "tg:-5", to: new, want: ErrNotFound},
		{name: "same key", from: old, to: old, want: ErrInvalid},
		{name: "bad key", from: old, to: "-100", want: ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, g, id := setup(t)
			if tc.prepare != nil {
				tc.prepare(t, s)
			}
			err := s.Rekey(tc.from, tc.to)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Rekey = %v, want %v", err, tc.want)
			}
			if tc.want != nil {
				if cur, err := s.Get(old); err != nil || cur.Version != g.Version+1 {
					t.Fatalf("refused Rekey changed the old game: %+v, %v", cur, err)
				}
				return
			}
			if _, err := s.Get(old); !errors.Is(err, ErrNotFound) {
				t.Fatalf("old key still has a game: %v", err)
			}
			moved, err := s.Get(new)
			if err != nil || moved.Key != new || moved.ID != g.ID || moved.Version != g.Version+2 || !slices.Equal(moved.Log, []string{"W1 e5"}) {
				t.Fatalf("moved game = %+v, %v", moved, err)
			}
			if c, err := s.GetChat(new); err != nil || c.Key != new || c.Lang != "ru" {
				t.Fatalf("moved settings = %+v, %v", c, err)
			}
			if _, err := s.GetChat(old); !errors.Is(err, ErrNotFound) {
				t.Fatalf("old settings remain: %v", err)
			}
			stats, err := s.StatsByChat(new)
			if err != nil || len(stats) != 1 || stats[0].UserID != "ann" {
				t.Fatalf("stats did not follow the chat: %+v, %v", stats, err)
			}
			if r, err := s.Result(id); err != nil || r.Key != new {
				t.Fatalf("result key = %+v, %v", r, err)
			}
			if stats, _ := s.StatsByChat(old); len(stats) != 0 {
				t.Fatalf("old chat still has stats: %+v", stats)
			}
			if problems, err := s.Check(fakeReplay); err != nil || len(problems) > 0 {
				t.Fatalf("Check after Rekey = %v, %v", problems, err)
			}
		})
	}
}
