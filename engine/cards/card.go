package cards

import "fmt"

// Card is the kind of an action card. The deck holds NumCards cards of
// NumKinds kinds (DeckCount gives how many of each).
type Card uint8

// The action cards.
const (
	ArrowNE   Card = iota // one step north-east
	ArrowNW               // one step north-west
	ArrowSE               // one step south-east
	ArrowSW               // one step south-west
	ArrowEW               // one step east or west (chosen)
	ArrowNS               // one step north or south (chosen)
	ArrowX                // one step to any diagonal neighbour (chosen)
	ArrowPlus             // one step east, west, north or south (chosen)
	Horse                 // a knight's jump (chosen)
	FlagRed               // start on the red flag; first in a plan only
	FlagBlue              // start on the blue flag; first in a plan only
	Friday                // special: rough ground entered costs 1 step
	Weapon                // special: beat a bandit entered and go on
	Double                // special: make an arrow's or horse's move again
	Rum                   // special: +1 step for another player
	NumKinds              // number of kinds
)

// NumCards is the size of the action deck.
const NumCards = 60

// deckCount is how many cards of each kind the deck holds (CARDGAME.md §2).
var deckCount = [NumKinds]uint8{3, 3, 3, 3, 5, 5, 4, 5, 6, 4, 4, 3, 4, 4, 4}

// DeckCount is how many cards of kind c the deck holds.
func DeckCount(c Card) int {
	if c >= NumKinds {
		return 0
	}
	return int(deckCount[c])
}

var cardNames = [NumKinds]string{"arrow-ne", "arrow-nw", "arrow-se", "arrow-sw", "arrow-ew",
	"arrow-ns", "arrow-x", "arrow-plus", "horse", "flag-red", "flag-blue", "friday", "weapon",
	"double", "rum"}

// String is the card's id as the notation writes it ("arrow-ew").
func (c Card) String() string {
	if c >= NumKinds {
		return fmt.Sprintf("card(%d)", uint8(c))
	}
	return cardNames[c]
}

// ParseCard reads a card id.
func ParseCard(text string) (Card, bool) {
	for c, n := range cardNames {
		if n == text {
			return Card(c), true
		}
	}
	return 0, false
}

// IsSpecial reports whether c is played from the hand while resolving
// (friday, weapon, double, rum) rather than placed in a plan.
func (c Card) IsSpecial() bool { return c >= Friday && c < NumKinds }

// IsFlag reports whether c is a flag card.
func (c Card) IsFlag() bool { return c == FlagRed || c == FlagBlue }

// IsMove reports whether c is an arrow or the horse: a card that moves
// the pirate and that a double may copy.
func (c Card) IsMove() bool { return c <= Horse }

// Dirs are the directions a move card may take, in the order Legal lists
// them; one direction for the printed diagonals (no choice is asked).
func (c Card) Dirs() []Dir {
	switch c {
	case ArrowNE:
		return []Dir{NE}
	case ArrowNW:
		return []Dir{NW}
	case ArrowSE:
		return []Dir{SE}
	case ArrowSW:
		return []Dir{SW}
	case ArrowEW:
		return []Dir{E, W}
	case ArrowNS:
		return []Dir{N, S}
	case ArrowX:
		return []Dir{NE, SE, SW, NW}
	case ArrowPlus:
		return []Dir{N, E, S, W}
	case Horse:
		return []Dir{NNE, ENE, ESE, SSE, SSW, WSW, WNW, NNW}
	}
	return nil
}

// IsChoice reports whether resolving c asks its owner for a direction.
func (c Card) IsChoice() bool { return len(c.Dirs()) > 1 }
