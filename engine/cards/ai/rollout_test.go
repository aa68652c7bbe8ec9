package ai

import (
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestEnumerateShort checks that the rows come shortest first and that a
// limit leaves out the longest rows only.
func TestEnumerateShort(t *testing.T) {
	is := island(t, ". . . . .\n. . . . .\n. . W . .\n. . . . .\n. . . . 3\n")
	h := hand(cards.ArrowNE, cards.ArrowNW, cards.ArrowEW)
	tests := []struct {
		limit int
		want  []int // rows of each length
	}{
		{100, []int{0, 3, 6, 6}},
		{5, []int{0, 3, 2, 0}},
		{3, []int{0, 3, 0, 0}},
	}
	for _, tc := range tests {
		got := make([]int, 4)
		last := 0
		enumerateShort(byReach, newWalker(), &is, h, 3, tc.limit, func(row []cards.Card) {
			if len(row) < last {
				t.Errorf("limit %d: a row of %d after one of %d", tc.limit, len(row), last)
			}
			last = len(row)
			got[len(row)]++
		})
		for n := range got {
			if got[n] != tc.want[n] {
				t.Errorf("limit %d: rows by length %v, want %v", tc.limit, got, tc.want)
				break
			}
		}
	}
}

// TestNewFuture checks that the sampled future draws every card the
// viewer does not hold, and shows the islands after the current one.
func TestNewFuture(t *testing.T) {
	for seed := range uint64(4) {
		s, _ := cards.Deal(cards.Options{Seats: 3, Islands: 6}, seed)
		v := cards.ViewFor(&s, 1)
		d := cards.Sample(&v, seed)
		var f future
		newFuture(&d, 1, &f)
		if len(f.islands) != 5 {
			t.Fatalf("seed %d: %d islands to come, want 5", seed, len(f.islands))
		}
		var got [cards.NumKinds]int
		for _, c := range f.draws {
			got[c]++
		}
		for c := range cards.NumKinds {
			if want := cards.DeckCount(c) - int(v.Hand[c]); got[c] != want {
				t.Fatalf("seed %d: %d of %s to draw, want %d", seed, got[c], c, want)
			}
		}
	}
}

// TestSoloRound checks a round played alone: the row to the gold worth
// most is laid, the poor cards laid after it, and the hand is filled.
func TestSoloRound(t *testing.T) {
	tests := []struct {
		name  string
		grid  string
		hand  [cards.NumKinds]uint8
		worth float64
		gold  int
		left  [cards.NumKinds]uint8 // before the draws
	}{
		{"the 3, a poor arrow laid after", "W . 3\n. . 1\n", hand(cards.ArrowEW, cards.ArrowEW, cards.ArrowNE, cards.Horse), 1, 3, hand(cards.Horse)},
		{"the 1 by a horse", "W . 3\n. . 1\n", hand(cards.Horse, cards.ArrowSE), 1, 1, hand()},
		{"nothing to dig: the poor cards go", "W ~ ~ 3\n", hand(cards.ArrowNE, cards.ArrowNW, cards.Horse), 1, 0, hand(cards.Horse)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			is := island(t, tc.grid)
			f := future{draws: []cards.Card{cards.ArrowX, cards.ArrowX, cards.ArrowX, cards.ArrowX, cards.ArrowX}}
			s := solo{w: newWalker(), limit: DefaultSoloRows, maxRow: DefaultSoloMaxRow}
			h := tc.hand
			if g := s.round(&is, &h, tc.worth, keepFor(1), &f, true); g != tc.gold {
				t.Fatalf("gold %d, want %d", g, tc.gold)
			}
			want := tc.left
			want[cards.ArrowX] += uint8(max(1, cards.HandMin-size(&tc.left)))
			if h != want {
				t.Fatalf("hand %v, want %v", h, want)
			}
		})
	}
}
