package ai

import (
	"math"
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
			got, worth := discards(tc.rest, tc.lead, tc.least, keepFor(1), nil)
			if !equal(got, tc.want) {
				t.Fatalf("lays %v, want %v", got, tc.want)
			}
			kept := tc.rest
			for _, c := range got {
				kept[c]--
			}
			if w := handValue(&kept, keepFor(1)); math.Abs(w-worth) > 1e-9 {
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

// TestKeepFor checks the worth of the hand carried on by the islands
// left: nothing after the last island, the table's last row past its
// end, and with islands left a friday or a weapon worth less than
// nothing, a horse more than a draw.
func TestKeepFor(t *testing.T) {
	if kv := keepFor(0); *kv != (keep{}) {
		t.Fatalf("no island left: worth %v, want none", *kv)
	}
	if keepFor(20) != keepFor(9) {
		t.Fatal("past the table: not its last row")
	}
	for l := 2; l <= 9; l++ {
		kv := keepFor(l)
		if kv.card[cards.Friday] >= 0 || kv.card[cards.Weapon] >= 0 || kv.card[cards.Horse] <= kv.draw {
			t.Fatalf("%d islands left: friday %.2f weapon %.2f horse %.2f draw %.2f", l,
				kv.card[cards.Friday], kv.card[cards.Weapon], kv.card[cards.Horse], kv.draw)
		}
	}
}

// TestKeptWorth checks that with islands left a friday spent makes the
// hand kept worth more than a coin, and that on the last island only the
// tie-break counts.
func TestKeptWorth(t *testing.T) {
	v := cards.View{Seats: 2, NumIsl: 10, Hand: hand(cards.Friday, cards.ArrowNS)}
	if with, without := keptWorth(&v, spend{f: 1}), keptWorth(&v, spend{}); with < without+1 {
		t.Fatalf("a friday spent: worth %.2f, kept %.2f", with, without)
	}
	v.Round = 9
	if w := keptWorth(&v, spend{f: 1}); w != 2*dumpTie {
		t.Fatalf("last island: worth %.4f, want the tie-break %.4f", w, 2*dumpTie)
	}
}
