package cards

import (
	"fmt"
)

// EventKind tells what happened.
type EventKind uint8

// Event kinds.
const (
	EvIsland    EventKind = iota + 1 // N: the round's island (catalogue index)
	EvTortuga                        // Seat paid N coins for M cards
	EvPlanned                        // Seat's row holds N cards (no identity: plans are secret)
	EvReady                          // Seat confirmed its row
	EvPass                           // Seat sits the round out
	EvReveal                         // Seat's row is face up (State.Row)
	EvRum                            // Seat played a rum on Other
	EvFlag                           // Seat's Card (a flag) put it at Cell, NoCell: no such flag, the plan ends
	EvMove                           // Seat's Card moved it From → Cell in Dir (Cell NoCell: not made; N=1 off the card, 0 into water)
	EvRough                          // Seat entered rough ground at Cell, N steps (1 with Friday)
	EvBandit                         // Seat entered a bandit at Cell: N=1 beaten with a weapon, 0 the plan ends
	EvDouble                         // Seat doubled its Card
	EvDig                            // Seat digs at Cell after N steps
	EvStop                           // Seat's plan is over at Cell after N steps
	EvPaid                           // Seat took N coins at Cell
	EvReshuffle                      // the discard (N cards) became the deck
	EvDraw                           // Seat drew Card (Hidden in other seats' events, see EventFor)
	EvFirst                          // Seat holds the first-player token
	EvGameOver                       // the game ended (N: State.EndedBy)
	EvRowCard                        // Seat's revealed row holds Card at place N (0 first), after its EvReveal
)

// Hidden is the card of an event a seat may not see.
const Hidden Card = 254

// Event is one thing that happened, in order.
type Event struct {
	Kind  EventKind
	Seat  uint8
	Other uint8
	Card  Card
	Dir   Dir
	From  Cell
	Cell  Cell
	N     uint8
	M     uint8
}

var eventNames = [...]string{"", "island", "tortuga", "planned", "ready", "pass", "reveal", "rum",
	"flag", "move", "rough", "bandit", "double", "dig", "stop", "paid", "reshuffle", "draw", "first",
	"game-over", "row-card"}

// String writes an event for logs and scenario files, e.g. `move p1
// arrow-ew e b1-c1`, `paid p2 c3 3`.
func (e Event) String() string {
	if e.Kind == 0 || int(e.Kind) >= len(eventNames) {
		return "?"
	}
	name, who := eventNames[e.Kind], SeatName(int(e.Seat))
	card := e.Card.String()
	if e.Card == Hidden {
		card = "?"
	}
	switch e.Kind {
	case EvIsland:
		return fmt.Sprintf("%s %d", name, e.N+1)
	case EvTortuga:
		return fmt.Sprintf("%s %s %d %d", name, who, e.N, e.M)
	case EvPlanned, EvDig, EvStop:
		if e.Kind == EvPlanned {
			return fmt.Sprintf("%s %s %d", name, who, e.N)
		}
		return fmt.Sprintf("%s %s %s %d", name, who, e.Cell, e.N)
	case EvRum:
		return fmt.Sprintf("%s %s @%s", name, who, SeatName(int(e.Other)))
	case EvFlag:
		return fmt.Sprintf("%s %s %s %s", name, who, card, e.Cell)
	case EvMove:
		return fmt.Sprintf("%s %s %s %s %s-%s", name, who, card, e.Dir, e.From, e.Cell)
	case EvRough, EvBandit, EvPaid:
		return fmt.Sprintf("%s %s %s %d", name, who, e.Cell, e.N)
	case EvDouble, EvDraw:
		return fmt.Sprintf("%s %s %s", name, who, card)
	case EvRowCard:
		return fmt.Sprintf("%s %s %s %d", name, who, card, e.N+1)
	case EvReshuffle, EvGameOver:
		return fmt.Sprintf("%s %d", name, e.N)
	}
	return name + " " + who
}

// EventFor is e as seat may see it: another seat's drawn card reads
// Hidden.
func EventFor(e Event, seat int) Event {
	if e.Kind == EvDraw && int(e.Seat) != seat {
		e.Card = Hidden
	}
	return e
}
