package cards

import (
	"errors"
	"testing"
)

// TestIslandCatalogue proves CARDGAME.md §1 by search: 40 islands, each
// valid, every gold cell reachable from the white flag with at most 6
// cards of the full deck (CardsTo), at least 12 with a red or blue flag,
// 10 with bandits, 10 with rough ground; each file round-trips.
func TestIslandCatalogue(t *testing.T) {
	all := Islands()
	if len(all) != 40 {
		t.Fatalf("%d islands, want 40", len(all))
	}
	flags, bandits, rough := 0, 0, 0
	names := map[string]bool{}
	for i, c := range all {
		if err := c.valid(); err != nil {
			t.Errorf("island %d: %v", i+1, err)
		}
		if names[c.Name] {
			t.Errorf("island %d: name %q twice", i+1, c.Name)
		}
		names[c.Name] = true
		if c.Gold() == 0 {
			t.Errorf("island %d has no gold", i+1)
		}
		d := CardsTo(&c.Island, c.Find(FlagWhite))
		for cell := range Cell(MaxSide * MaxSide) {
			if c.At(cell).Gold() > 0 && d[cell] > MaxCardsToGold {
				t.Errorf("island %d (%s): gold at %s needs %d cards", i+1, c.Name, cell, d[cell])
			}
		}
		if c.Count(FlagR)+c.Count(FlagB) > 0 {
			flags++
		}
		if c.Count(Bandit) > 0 {
			bandits++
		}
		if c.Count(Rough) > 0 {
			rough++
		}
		back, err := ParseIsland(FormatIsland(c))
		if err != nil || back != c {
			t.Errorf("island %d: round trip: %v", i+1, err)
		}
	}
	if flags < 12 || bandits < 10 || rough < 10 {
		t.Errorf("flags %d (≥12), bandits %d (≥10), rough %d (≥10)", flags, bandits, rough)
	}
	t.Logf("flags %d, bandits %d, rough %d", flags, bandits, rough)
}

// TestCardsTo: the search on the test island: a bandit costs a weapon
// more, gold stops the way, the horse jumps water.
func TestCardsTo(t *testing.T) {
	c, err := ParseIsland("name: t\n" + testGrid)
	if err != nil {
		t.Fatal(err)
	}
	d := CardsTo(&c.Island, CellAt(0, 0))
	for _, tc := range []struct {
		cell string
		want int8
	}{{"a3", 2}, {"b3", 1}, {"e3", 2}, {"d3", 3}, {"e2", 3}, {"b2", Unreachable}} {
		x, y := int(tc.cell[0]-'a'), int(tc.cell[1]-'1')
		if got := d[CellAt(x, y)]; got != tc.want {
			t.Errorf("%s: %d cards, want %d", tc.cell, got, tc.want)
		}
	}
}

// TestParseIslandErrors: errors say line and column.
func TestParseIslandErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"name: x\nW . ?\n", "2:5: unknown cell '?'"},
		{"W .\n", "1:1: the file must start with name:"},
		{"name: x\nW .\n. . .\n", "3:1: 3 cells in a row, the first row has 2"},
		{"name: x\n. .\n", "2:1: 0 white flags (one wanted)"},
		{"name: x\nW..\n", "2:2: cells are separated by spaces"},
		{"name: x\n. . . . . .\n", "2:1: 6 cells in a row (at most 5)"},
	} {
		_, err := ParseIsland(tc.text)
		var pe *ParseError
		if !errors.As(err, &pe) || err.Error() != tc.want || !errors.Is(err, ErrIsland) {
			t.Errorf("%q: %v, want %s", tc.text, err, tc.want)
		}
	}
}

// FuzzParseIsland: no text panics the parser, and what parses formats
// and parses back the same.
func FuzzParseIsland(f *testing.F) {
	for _, c := range Islands()[:5] {
		f.Add(FormatIsland(c))
	}
	f.Add("name: x\nW ~\n")
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseIsland(text)
		if err != nil {
			return
		}
		back, err := ParseIsland(FormatIsland(c))
		if err != nil || back != c {
			t.Fatalf("round trip of %q: %v", text, err)
		}
	})
}
