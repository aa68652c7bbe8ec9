package scenario

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// readTestdata reads a file of testdata.
func readTestdata(name string) ([]byte, error) { return os.ReadFile(filepath.Join("testdata", name)) }

// build parses and builds a scenario's text.
func build(t *testing.T, text string) cards.State {
	t.Helper()
	f, err := Parse([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.Build()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// deckOf is the deck's cards, top first.
func deckOf(s *cards.State) []cards.Card {
	d := slices.Clone(s.Deck[:s.DeckN])
	slices.Reverse(d)
	return d
}

// TestBuildCards: the 60 cards are all somewhere; a deck given is in its
// order, top first, the rest in the discard; a deck left out holds the
// rest, shuffled by the seed.
func TestBuildCards(t *testing.T) {
	full := func(s *cards.State) {
		t.Helper()
		n := s.CardCount()
		for c := range cards.NumKinds {
			if n[c] != cards.DeckCount(c) {
				t.Errorf("%d %s, want %d", n[c], c, cards.DeckCount(c))
			}
		}
	}
	base := "seats: 3\n" + grid + "hands: {p1: [horse, rum], p3: [horse]}\n"
	given := build(t, base+"deck: [arrow-ne, horse, rum]\ndiscard: [double]\n")
	full(&given)
	if got := deckOf(&given); !slices.Equal(got, []cards.Card{cards.ArrowNE, cards.Horse, cards.Rum}) {
		t.Errorf("deck %v, want arrow-ne horse rum from the top", got)
	}
	if given.Discard[cards.Horse] != 3 || given.Discard[cards.Double] != 4 || given.HandSize(1) != 0 {
		t.Errorf("discard %v, p2's hand %d", given.Discard, given.HandSize(1))
	}
	left := build(t, base+"discard: [double]\nseed: 7\n")
	full(&left)
	if left.DeckN != 60-3-1 || left.Discard[cards.Double] != 1 {
		t.Errorf("deck %d, discard %v", left.DeckN, left.Discard)
	}
	again := build(t, base+"discard: [double]\nseed: 7\n")
	other := build(t, base+"discard: [double]\nseed: 8\n")
	if !slices.Equal(deckOf(&left), deckOf(&again)) || slices.Equal(deckOf(&left), deckOf(&other)) {
		t.Error("the deck is not shuffled by the seed alone")
	}
	empty := build(t, base+"deck: []\n")
	if empty.DeckN != 0 || discardSize(&empty) != 57 {
		t.Errorf("deck: [] gave a deck of %d, a discard of %d", empty.DeckN, discardSize(&empty))
	}
}

// TestBuildIsland: island-id puts that card at the round's place in the
// game's islands (no island twice); a grid may carry its name: line; the
// first player is the deal's (p1) unless given.
func TestBuildIsland(t *testing.T) {
	for _, id := range []int{1, 17, 40} {
		for seed := range 5 {
			f := File{Seats: 2, Islands: 10, Round: 3, IslandID: id, Seed: uint64(seed)}
			s, err := f.Build()
			if err != nil {
				t.Fatal(err)
			}
			ids := s.IslandIDs[:s.NumIsl]
			if s.IslandID() != id-1 || s.Island != cards.Islands()[id-1].Island {
				t.Errorf("island-id %d: the round's island is %d", id, s.IslandID()+1)
			}
			sorted := slices.Sorted(slices.Values(ids))
			if len(slices.Compact(sorted)) != len(ids) {
				t.Errorf("island-id %d, seed %d: islands %v", id, seed, ids)
			}
		}
	}
	named := build(t, "seats: 2\nisland: |\n  name: Mine\n  W . 1\n")
	plain := build(t, "seats: 2\nisland: |\n  W . 1\nfirst: p2\n")
	if named.Island != plain.Island || named.Island.W != 3 {
		t.Errorf("a grid with its name: line reads %v, without %v", named.Island, plain.Island)
	}
	if named.First != 0 || plain.First != 1 {
		t.Errorf("first %d and %d, want p1 and p2", named.First, plain.First)
	}
}
