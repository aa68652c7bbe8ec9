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
			v := resolving(is, tc.pend, hand(cards.Friday, cards.Weapon, cards.ArrowNS))
			v.Steps = 1
			v.Pos[0]++ // the cell east of the flag
			if got := playerOf(t, tc.level).answer(&v); got.Kind != tc.want {
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
		v := resolving(is, cards.PendDir, hand(cards.Friday, cards.ArrowNS))
		if got := playerOf(t, tc.level).answer(&v); got.Kind != cards.ActDir || got.Dir != tc.want {
			t.Fatalf("%s answers %v, want %v", tc.level, got, tc.want)
		}
	}
}

// resolving is the view of seat p1 of a two-player game of ten islands,
// on its first, resolving p1's row (arrow-ew arrow-ew) with the question
// pend asked, p1 holding h, its pirate on the white flag.
func resolving(is cards.Island, pend cards.Pending, h [cards.NumKinds]uint8) cards.View {
	v := cards.View{Seats: 2, NumIsl: 10, Island: is, Phase: cards.PhaseResolve, Pend: pend, Hand: h}
	v.Status[0], v.Status[1] = cards.Ready, cards.Ready
	v.Row[0][0], v.Row[0][1], v.RowN[0] = cards.ArrowEW, cards.ArrowEW, 2
	v.Pos[0] = is.Find(cards.FlagWhite)
	v.Dug[0], v.Dug[1], v.Pos[1] = cards.NoCell, cards.NoCell, cards.NoCell
	return v
}

// playerOf is the player of a level that answers the resolution (easy or
// hard).
func playerOf(t *testing.T, level string) *player {
	t.Helper()
	a, err := New(level, 1)
	if err != nil {
		t.Fatal(err)
	}
	switch x := a.(type) {
	case *Easy:
		return &x.player
	case *Hard:
		return &x.player
	}
	t.Fatalf("%s does not answer the resolution", level)
	return nil
}
