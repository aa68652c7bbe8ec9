package archipirata

import "github.com/jackalbot/jackal/engine/splitmix"

// Board sizes.
const (
	NumIslands = 8  // islands in the ring, index 0 is island 1 (the wreck)
	PileSize   = 6  // cards in each island's pile at the deal
	NumPirates = 8  // pirates per colour
	NumCards   = 48 // 32 equipment, 8 chests, 8 permanents
	MaxSeats   = 4
)

// Colour is a pirate colour; team t plays colour t.
type Colour uint8

// The two colours.
const (
	Red   Colour = 0
	White Colour = 1
)

// Pending is a choice the mover must answer before the turn goes on.
type Pending uint8

// Pending choices.
const (
	PendNone    Pending = iota
	PendAid             // choose the island for an injured pirate
	PendLookout         // choose the pile to look at
	PendInjure          // a captain: choose the island of a pirate to injure (RULINGS 15)
	PendPlace           // a captain: choose the island for an injured pirate
)

// End reasons, stored in State.EndedBy.
const (
	EndNone       uint8 = iota
	EndGold             // a team holds 3 gold chests
	EndEliminated       // a team has no pirate on the board
	EndNoMove           // the player to move has no legal move
	EndStall            // the stall rule (see doc.go, RULINGS)
	EndResigned         // a team resigned (Resign)
	EndAgreed           // the players agreed to stop (Conclude)
)

// StallTurns is the number of consecutive turns without a card taken from a
// pile after which the game ends (RULINGS: stall).
const StallTurns = 60

// State is a whole game. It is a plain value: copying it copies the game.
type State struct {
	Seed  uint64
	RNG   uint64 // splitmix64 state, the only source of chance
	Seats uint8  // 2 or 4
	Adv   bool   // advanced variant (captains)

	Pile [NumIslands][PileSize]Card // from top (index 0) to bottom
	Top  [NumIslands]uint8          // index of the current top card; PileSize when empty
	Perm [NumIslands]Card           // the permanent revealed on each island, NoCard if none

	Pirates [NumIslands][2]uint8 // pirates on each island by colour
	Injured [2]uint8             // pirates on each team's airship

	Held    [2][NumHeld]uint8 // cards kept by each team, by kind
	Discard [NumHeld]uint8    // equipment and chests spent

	// Seen marks, per seat, the piles (bit i = island i+1) whose face-down
	// cards that seat has looked at with a lookout.
	Seen [MaxSeats]uint8

	// Captains (advanced): each seat's card, whether it is face up, and
	// whether it is used up; CapGold counts captains worth a gold chest.
	Captain   [MaxSeats]Captain
	Revealed  [MaxSeats]bool
	Spent     [MaxSeats]bool
	CapGold   [2]uint8
	FreeRum   uint8 // Benito Bonito's rum for this turn's sowing
	PendInj   uint8 // captain injuries still to choose
	PendPlace uint8 // captain placements still to choose
	PlaceMask uint8 // islands already used by this power's placements

	Turn       uint8 // the seat to act
	Compass    uint8 // compasses that gave an extra turn this turn
	Pend       Pending
	Quiet      uint8  // consecutive turns with no card taken (stall rule)
	Plies      uint32 // actions applied
	Over       bool
	Winner     int8 // winning team, -1 for a draw or while playing
	EndedBy    uint8
	skipCombat bool // a compass skips this turn's combat and gives another turn
	took       bool // a card was taken during this action
}

// Team is the team of a seat: seats alternate teams.
func Team(seat uint8) uint8 { return seat & 1 }

// next returns the island after i in direction d.
func next(i uint8, d Dir) uint8 {
	if d == CW {
		return (i + 1) & 7
	}
	return (i + 7) & 7
}

// TopCard is the top card of island i's pile, NoCard if the pile is empty.
func (s *State) TopCard(i uint8) Card {
	if s.Top[i] >= PileSize {
		return NoCard
	}
	return s.Pile[i][s.Top[i]]
}

// Hides tells whether island i's pile holds a card whose face nobody
// sees: one under the top card, or a chest on top (its lid shows that it
// is a chest, not which, §1) — what a lookout may look at.
func (s *State) Hides(i uint8) bool {
	return s.Top[i]+1 < PileSize || s.TopCard(i).IsChest()
}

// OnBoard is the number of pirates of colour c on the islands.
func (s *State) OnBoard(c Colour) int {
	n := 0
	for i := range s.Pirates {
		n += int(s.Pirates[i][c])
	}
	return n
}

// Gold is the number of gold chests team t holds, captains worth one included.
func (s *State) Gold(t uint8) int { return int(s.Held[t][Gold] + s.CapGold[t]) }

// rand returns the next value of the state's generator.
func (s *State) rand() uint64 { return SplitMix(&s.RNG) }

// SplitMix advances the splitmix64 generator *x and returns its next value;
// the engine and its computer players keep their chance in such a uint64.
func SplitMix(x *uint64) uint64 { return splitmix.Next(x) }

// intn returns a number in [0, n).
func (s *State) intn(n int) int { return int(s.rand() % uint64(n)) }
