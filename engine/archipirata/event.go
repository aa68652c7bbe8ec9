package archipirata

// EventKind tells what happened.
type EventKind uint8

// Event kinds.
const (
	EvTaken     EventKind = iota + 1 // Island: pirates taken into hand (N of them)
	EvRumSpent                       // Island: skipped with a rum (Card: rum or rum-chest)
	EvSown                           // Island, Colour: a pirate placed
	EvWhirlpool                      // Island: a pirate carried past this whirlpool
	EvActivated                      // Island, Card: equipment resolved and kept
	EvChest                          // Island, Card: chest claimed face down (Card hidden in others' views)
	EvRevealed                       // Island, Card: permanent revealed
	EvTavern                         // Island, Card: card drawn thanks to a tavern
	EvStorm                          // Island: pirates blown to the next island clockwise (N of them)
	EvInjured                        // Island, Colour: a pirate injured to its airship
	EvAided                          // Island, Colour: an injured pirate put back
	EvLooked                         // Island: Seat looked at that pile
	EvCombat                         // Island, Colour: winners of a combat, N injured
	EvExtraTurn                      // a compass gave another turn
	EvGameOver                       // Colour: winning team (N=1 for a draw), Card unused
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
