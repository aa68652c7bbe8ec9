package cardsn

import (
	"strings"
	"testing"
	"unicode"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// TestIslandNames: every island card has a Russian name, in Cyrillic, no
// two alike, naming no card a hand may hold (a group reads it); English
// keeps the card's own name; no card is "?".
func TestIslandNames(t *testing.T) {
	seen := map[string]bool{}
	for id := range cards.NumIslandCards() {
		en, ru := IslandName(narrate.EN, uint8(id)), IslandName(narrate.RU, uint8(id))
		if want := cards.Islands()[id].Name; en != want {
			t.Errorf("island %d in English: %q, want %q", id, en, want)
		}
		if ru == en || !strings.ContainsFunc(ru, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
			t.Errorf("island %d (%s) has no Russian name: %q", id, en, ru)
		}
		if seen[ru] {
			t.Errorf("two islands are called %q", ru)
		}
		seen[ru] = true
		for c := cards.Card(0); c < cards.NumKinds; c++ {
			for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
				name := strings.ToLower(CardName(l, c))
				if strings.Contains(strings.ToLower(IslandName(l, uint8(id))), name) {
					t.Errorf("island %d's name %q names the card %q", id, IslandName(l, uint8(id)), name)
				}
			}
		}
	}
	if len(islandRU) != cards.NumIslandCards() {
		t.Errorf("%d Russian names for %d islands: one names no card", len(islandRU), cards.NumIslandCards())
	}
	if got := IslandName(narrate.RU, uint8(cards.NumIslandCards())); got != "?" {
		t.Errorf("no such island: %q, want ?", got)
	}
}

// TestStatusIslandInRussian: the Russian status names the island in
// Russian.
func TestStatusIslandInRussian(t *testing.T) {
	s := deal(t, 2, 4, 3)
	v := cards.ViewFor(&s, cards.Spectator)
	want := "«" + islandRU[cards.Islands()[v.IslandID].Name] + "»"
	if got := Status(narrate.RU, &v); !strings.Contains(got, want) {
		t.Errorf("status %q, want %s in it", got, want)
	}
}
