package ai

import (
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestAnswerSpecial checks the answers when a pirate on its way to gold
// enters rough ground or a bandit: easy keeps a friday that wins it
// nothing, hard spends it (a friday in the hand clogs it); both spend the
// weapon without which the plan ends.
func TestAnswerSpecial(t *testing.T) {
	tests := []struct {
		name  string
		grid  string
		pend  cards.Pending
		level string
		want  cards.ActKind
	}{
		{"easy keeps a friday", "W ^ 3\n", cards.PendFriday, "easy", cards.ActNo},
		{"hard spends a friday", "W ^ 3\n", cards.PendFriday, "hard", cards.ActPlay},
		{"easy spends a weapon", "W X 3\n", cards.PendWeapon, "easy", cards.ActPlay},
		{"hard spends a weapon", "W X 3\n", cards.PendWeapon, "hard", cards.ActPlay},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			is := island(t, tc.grid)
			v := cards.View{Seats: 2, NumIsl: 10, Island: is, Phase: cards.PhaseResolve, Pend: tc.pend,
				Hand: hand(cards.Friday, cards.Weapon, cards.ArrowNS), Steps: 1}
			v.Status[0], v.Status[1] = cards.Ready, cards.Ready
			v.Row[0][0], v.Row[0][1], v.RowN[0] = cards.ArrowEW, cards.ArrowEW, 2
			v.Pos[0] = is.Find(cards.FlagWhite) + 1 // the cell east of the flag
			v.Dug[0], v.Dug[1], v.Pos[1] = cards.NoCell, cards.NoCell, cards.NoCell
			a, err := New(tc.level, 1)
			if err != nil {
				t.Fatal(err)
			}
			var pl *player
			switch x := a.(type) {
			case *Easy:
				pl = &x.player
			case *Hard:
				pl = &x.player
			}
			if got := pl.answer(&v); got.Kind != tc.want {
				t.Fatalf("%s answers %v, want kind %v", tc.level, got, tc.want)
			}
		})
	}
}

// TestAnswerJunk checks the way on chosen when one digs a 2 and the
// other a 1 across rough ground: easy takes the 2, hard the 1 while
// islands remain, its friday spent (a friday kept clogs the hand).
func TestAnswerJunk(t *testing.T) {
	is := island(t, "2 W ^ 1\n")
	for _, tc := range []struct {
		level string
		want  cards.Dir
	}{{"easy", cards.W}, {"hard", cards.E}} {
		v := cards.View{Seats: 2, NumIsl: 10, Island: is, Phase: cards.PhaseResolve, Pend: cards.PendDir,
			Hand: hand(cards.Friday, cards.ArrowNS)}
		v.Status[0], v.Status[1] = cards.Ready, cards.Ready
		v.Row[0][0], v.Row[0][1], v.RowN[0] = cards.ArrowEW, cards.ArrowEW, 2
		v.Pos[0] = is.Find(cards.FlagWhite)
		v.Dug[0], v.Dug[1], v.Pos[1] = cards.NoCell, cards.NoCell, cards.NoCell
		a, err := New(tc.level, 1)
		if err != nil {
			t.Fatal(err)
		}
		var pl *player
		switch x := a.(type) {
		case *Easy:
			pl = &x.player
		case *Hard:
			pl = &x.player
		}
		if got := pl.answer(&v); got.Kind != cards.ActDir || got.Dir != tc.want {
			t.Fatalf("%s answers %v, want %v", tc.level, got, tc.want)
		}
	}
}
