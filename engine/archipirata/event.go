package archipirata

import "strconv"

// EventKind tells what happened.
type EventKind uint8

// Event kinds.
const (
	EvTaken     EventKind = iota + 1 // Island: pirates taken into hand (N of them)
	EvRumSpent                       // Island: skipped with a rum (Card: rum or rum-chest; N=1: the card before, doubled by Piet Hein)
	EvSown                           // Island, Colour: a pirate placed
	EvWhirlpool                      // Island: a pirate carried past this whirlpool
	EvActivated                      // Island, Card: equipment resolved and kept
	EvChest                          // Island, Card: chest claimed face down (Card hidden in others' views)
	EvRevealed                       // Island, Card: permanent revealed
	EvTavern                         // Island, Card: card drawn thanks to a tavern
	EvStorm                          // Island: pirates blown to the next island clockwise (N of them)
	EvInjured                        // Island, Colour: a pirate injured to its airship
	EvAided                          // Island, Colour: an injured pirate put back
	EvLooked                         // Island: Seat looked at that pile, N the index of its top card then
	EvCombat                         // Island, Colour: winners of a combat, N injured
	EvExtraTurn                      // a compass gave another turn
	EvGameOver                       // Colour: winning team (N=1 for a draw), Card unused
	EvCaptain                        // Seat revealed and used captain N (Island: option)
)

// Event is one thing that happened, in order.
type Event struct {
	Kind   EventKind
	Seat   uint8
	Island uint8
	Card   Card
	Colour Colour
	N      uint8
}

var eventNames = [...]string{"", "taken", "rum", "sown", "whirlpool", "activated", "chest", "revealed",
	"tavern", "storm", "injured", "aided", "looked", "combat", "extra-turn", "game-over", "captain"}

// colourLetter is R or W.
func colourLetter(c Colour) string {
	if c == White {
		return "W"
	}
	return "R"
}

// String writes an event as scenario files expect it: its name, then the
// island (1–8) and what else it carries, e.g. `injured 3 W`, `revealed 4 storm`,
// `rum 5 rum`, `rum 6 doubled` (a skip Piet Hein's doubling paid),
// `combat 2 R 1`, `game-over W`.
func (e Event) String() string {
	if int(e.Kind) >= len(eventNames) || e.Kind == 0 {
		return "?"
	}
	name := eventNames[e.Kind]
	isl := strconv.Itoa(int(e.Island) + 1)
	switch e.Kind {
	case EvTaken, EvStorm:
		return name + " " + isl + " " + strconv.Itoa(int(e.N))
	case EvSown, EvInjured, EvAided:
		return name + " " + isl + " " + colourLetter(e.Colour)
	case EvRumSpent:
		if e.N == 1 {
			return name + " " + isl + " doubled"
		}
		return name + " " + isl + " " + e.Card.String()
	case EvActivated, EvChest, EvRevealed, EvTavern:
		return name + " " + isl + " " + e.Card.String()
	case EvWhirlpool, EvLooked:
		return name + " " + isl
	case EvCombat:
		return name + " " + isl + " " + colourLetter(e.Colour) + " " + strconv.Itoa(int(e.N))
	case EvCaptain:
		return name + " " + Captain(e.N).String()
	case EvGameOver:
		if e.N == 1 {
			return name + " draw"
		}
		return name + " " + colourLetter(e.Colour)
	}
	return name
}
