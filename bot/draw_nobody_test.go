package bot

import (
	"context"
	"slices"
	"strings"
	"testing"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// TestDrawNobodyScored: a duel ended by agreement before anyone brought
// gold aboard is a draw everywhere: a press on its old board says so (in
// English and Russian), and the chat's statistics count the game played
// by each, won by none.
func TestDrawNobodyScored(t *testing.T) {
	tests := []struct{ lang, want, not string }{
		{"en", "over: a draw", "won"},
		{"ru", "окончена вничью", "победа"},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			f := fixtureIn(t, tc.lang)
			startDuel(f)
			old := f.out.last
			tag := gameTag(f.game().ID)
			f.cmd(user("1"), "end", "")
			f.press(user("2"), "0:v:y")
			if _, err := f.store.Get(storage.Key(f.chat.Key)); err == nil {
				t.Fatal("the game did not end when both agreed")
			}
			d, err := ParseButtonData("0:a:W1 g2")
			if err != nil {
				t.Fatal(err)
			}
			d.Tag = tag
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: user("1"), Button: d.String(), Message: old}, f.out)
			if a := f.out.lastAnswer(); !strings.Contains(a, tc.want) || strings.Contains(a, tc.not) {
				t.Errorf("a press on the finished game's board answers %q, want %q", a, tc.want)
			}
			stats, err := f.store.StatsByChat(storage.Key(f.chat.Key))
			if err != nil {
				t.Fatal(err)
			}
			if len(stats) != 2 {
				t.Fatalf("stats of %d players, want 2: %+v", len(stats), stats)
			}
			for _, s := range stats {
				if s.Games != 1 || s.Wins != 0 {
					t.Errorf("%s: %d games, %d wins; want 1 game, no win", s.UserID, s.Games, s.Wins)
				}
			}
		})
	}
}

// TestDrawWinnersOf: the winners the bot counts: none when nobody scored
// (the engines list every side then), and a shared win of equal non-zero
// totals stays one.
func TestDrawWinnersOf(t *testing.T) {
	tests := []struct {
		name string
		out  gm.Outcome
		want []string
	}{
		{"nobody scored", gm.Outcome{Over: true, Scores: map[string]int{"W": 0, "B": 0}, Winners: []string{"W", "B"}}, nil},
		{"nobody scored, four crews", gm.Outcome{Over: true, Scores: map[string]int{"W": 0, "Y": 0, "B": 0, "R": 0}, Winners: []string{"W", "Y", "B", "R"}}, nil},
		{"a shared win", gm.Outcome{Over: true, Scores: map[string]int{"W": 3, "B": 3}, Winners: []string{"W", "B"}}, []string{"W", "B"}},
		{"one winner", gm.Outcome{Over: true, Scores: map[string]int{"W": 3, "B": 0}, Winners: []string{"W"}}, []string{"W"}},
		{"a resignation at 0", gm.Outcome{Over: true, Scores: map[string]int{"W": 0, "B": 0}, Winners: []string{"B"}}, []string{"B"}},
		{"no winners", gm.Outcome{Over: true, Scores: map[string]int{"W": 2, "B": 2}}, nil},
		{"one seat at 0", gm.Outcome{Over: true, Scores: map[string]int{"W": 0}, Winners: []string{"W"}}, []string{"W"}},
	}
	for _, tc := range tests {
		if got := winnersOf(tc.out); !slices.Equal(got, tc.want) {
			t.Errorf("%s: winners %v, want %v", tc.name, got, tc.want)
		}
	}
}
