package ai

import (
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestDiscards checks which cards are laid at a row's end to be rid of
// them: those worth less than a draw, while the draws replace them.
func TestDiscards(t *testing.T) {
	tests := []struct {
		name  string
		rest  [cards.NumKinds]uint8
		lead  bool
		least int
		want  []cards.Card
	}{
		{"a poor arrow in a short hand goes", hand(cards.ArrowNE, cards.Weapon, cards.Friday), false, 0, []cards.Card{cards.ArrowNE}},
		{"good cards stay", hand(cards.Horse, cards.ArrowX, cards.ArrowPlus), false, 0, nil},
		{"no draw replaces a card of a long hand", hand(cards.ArrowNE, cards.ArrowNE, cards.Horse, cards.ArrowX, cards.ArrowPlus), false, 0, nil},
		{"a flag leads an empty row", hand(cards.ArrowNE, cards.FlagRed), true, 1, []cards.Card{cards.FlagRed, cards.ArrowNE}},
		{"no flag after a row's first card", hand(cards.FlagRed, cards.FlagBlue), false, 0, nil},
		{"one flag at most", hand(cards.FlagRed, cards.FlagBlue, cards.Weapon), true, 1, []cards.Card{cards.FlagBlue}},
		{"at least one card for an empty row", hand(cards.Horse, cards.ArrowX, cards.ArrowPlus, cards.ArrowNS, cards.ArrowEW), true, 1, []cards.Card{cards.ArrowEW}},
		{"specials are never laid", hand(cards.Rum, cards.Double), true, 1, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, worth := discards(tc.rest, tc.lead, tc.least, nil)
			if !equal(got, tc.want) {
				t.Fatalf("lays %v, want %v", got, tc.want)
			}
			kept := tc.rest
			for _, c := range got {
				kept[c]--
			}
			if w := handValue(&kept); w != worth {
				t.Fatalf("worth %.3f, the hand kept is worth %.3f", worth, w)
			}
		})
	}
}

// TestSpendFrom checks that the specials a way spends leave the hand, no
// more than it holds.
func TestSpendFrom(t *testing.T) {
	h := hand(cards.Weapon, cards.Friday, cards.Friday, cards.Double, cards.Horse)
	spendFrom(&h, spend{w: 2, f: 1, d: 1})
	if want := hand(cards.Friday, cards.Horse); h != want {
		t.Fatalf("hand %v, want %v", h, want)
	}
}

// TestRiddance checks that a row laid to be rid of cards is ordered so
// that its pirate spends a friday on the rough ground it can reach.
func TestRiddance(t *testing.T) {
	is := island(t, ". ^ . 3\nW . . .\n. . . .\n")
	h := hand(cards.ArrowNS, cards.ArrowNE, cards.Friday)
	got := riddance(newWalker(), &is, &h, []cards.Card{cards.ArrowNS, cards.ArrowNE})
	if want := []cards.Card{cards.ArrowNE, cards.ArrowNS}; !equal(got, want) {
		t.Fatalf("riddance %v, want %v", got, want)
	}
	none := hand(cards.ArrowNS, cards.ArrowNE)
	if got := riddance(newWalker(), &is, &none, []cards.Card{cards.ArrowNS, cards.ArrowNE}); !equal(got, []cards.Card{cards.ArrowNS, cards.ArrowNE}) {
		t.Fatalf("without a special: %v, want the row as it was", got)
	}
}

// TestTails checks the variants of a row with each number of cards laid
// at its end, and the hands they leave.
func TestTails(t *testing.T) {
	h := hand(cards.ArrowEW, cards.ArrowEW, cards.ArrowNE, cards.Horse, cards.Rum, cards.Weapon)
	core := []cards.Card{cards.ArrowEW, cards.ArrowEW}
	chs := tails(nil, h, core, spend{w: 1}, true, 3)
	want := [][]cards.Card{core, {cards.ArrowEW, cards.ArrowEW, cards.ArrowNE},
		{cards.ArrowEW, cards.ArrowEW, cards.ArrowNE, cards.Horse}}
	if len(chs) != len(want) {
		t.Fatalf("%d variants, want %d", len(chs), len(want))
	}
	afters := [][cards.NumKinds]uint8{hand(cards.ArrowNE, cards.Horse), hand(cards.Horse), {}}
	for i, c := range chs {
		if !equal(c.row, want[i]) || c.after != afters[i] || c.coins != 3 {
			t.Errorf("variant %d: %v leaving %v (%.0f coins), want %v leaving %v", i, c.row, c.after, c.coins, want[i], afters[i])
		}
	}
}
