package archipirata

import "strings"

// Card is one card of the game: equipment, chest or permanent. The zero
// value is NoCard. Hidden and Chest are only ever seen in views.
type Card uint8

// The cards. Equipment first, then chests, then permanents.
const (
	NoCard Card = iota
	Sabre
	Bomb
	Compass
	Aid
	Rum
	Gold
	RumChest
	Reef
	Fort
	Whirlpool
	Tavern
	Storm
	Lookout
	Harbor
	Kraken
	// Hidden is a face-down card in a view.
	Hidden
	// Chest is a chest whose identity the viewer does not know.
	Chest
	numCards
)

// NumHeld is the number of card kinds a team can keep (Sabre…RumChest).
const NumHeld = int(RumChest) + 1

var cardNames = [numCards]string{"-", "sabre", "bomb", "compass", "aid", "rum", "gold", "rum-chest",
	"reef", "fort", "whirlpool", "tavern", "storm", "lookout", "harbor", "kraken", "?", "chest"}

// String is the card's notation name.
func (c Card) String() string {
	if c >= numCards {
		return "?"
	}
	return cardNames[c]
}

// IsEquipment reports whether c is sabre, bomb, compass, aid or rum.
func (c Card) IsEquipment() bool { return c >= Sabre && c <= Rum }

// IsChest reports whether c is a gold or rum chest.
func (c Card) IsChest() bool { return c == Gold || c == RumChest }

// IsPermanent reports whether c is one of the 8 permanents.
func (c Card) IsPermanent() bool { return c >= Reef && c <= Kraken }

// OwnColour reports whether activating c needs the last pirate placed to be
// of the mover's colour (the `*` cards: gold, rum-chest, aid, bomb).
func (c Card) OwnColour() bool { return c == Gold || c == RumChest || c == Aid || c == Bomb }

// equipmentCounts is the box: 32 equipment cards.
var equipmentCounts = [...]struct {
	c Card
	n int
}{{Sabre, 8}, {Bomb, 6}, {Compass, 6}, {Aid, 6}, {Rum, 6}}

// BoxCount is how many cards of kind c the box holds (ARCHIPIRATA.md §1):
// sabre 8, bomb, compass, aid and rum 6 each, gold 6, rum-chest 2, each
// permanent 1; 0 for a value that is no card of the box.
func BoxCount(c Card) int {
	switch {
	case c == Gold:
		return 6
	case c == RumChest:
		return 2
	case c.IsPermanent():
		return 1
	}
	for _, e := range equipmentCounts {
		if e.c == c {
			return e.n
		}
	}
	return 0
}

// ParseCard reads a card's notation name, case-insensitively.
func ParseCard(name string) (Card, bool) {
	for c := Sabre; c <= Kraken; c++ {
		if strings.EqualFold(cardNames[c], name) {
			return c, true
		}
	}
	return NoCard, false
}
