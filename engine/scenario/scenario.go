package scenario

import (
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/island"
	"go.yaml.in/yaml/v3"
)

// Scenario is a parsed scenario file: the position to build and the actions
// to play on it. Every part keeps the line it was read from.
type Scenario struct {
	Name     string // the file name errors are reported under
	Options  engine.Options
	Turn     engine.Crew // the crew to act first
	TurnLine int
	Fill     engine.Kind // the kind of every island tile not listed
	FillOpen bool        // whether those tiles lie face up
	Tiles    []TileSpec
	Gold     []GoldSpec
	Pieces   []PieceSpec
	Ships    []ShipSpec
	Bottles  []BottleSpec
	Actions  []ActionSpec

	// Island is the island of an Archipelago scenario (the island key),
	// nil on classic's board; Board is the board the position is laid on,
	// the island's or classic's.
	Island *island.Island
	Board  engine.Board
	Bear   *BearSpec // the awake bear, nil when asleep (Archipelago)
	Dice   DiceSpec  // the crossroads' die (Archipelago)
	Solo   *SoloSpec // a solo puzzle's game, nil for others (Archipelago)
	// Abilities are the pirates' abilities (Archipelago, §8).
	Abilities []AbilitySpec

	expect *yaml.Node // the expect block, read on demand by Expectation
}

// TileSpec lays one tile.
type TileSpec struct {
	Line int
	Cell engine.Cell
	Tile engine.Tile
}

// GoldSpec lays coins and the galleon's treasure on one tile.
type GoldSpec struct {
	Line    int
	Cell    engine.Cell
	Coins   int
	Galleon bool
}

// PieceSpec places one piece.
type PieceSpec struct {
	Line   int
	Piece  engine.PieceID
	Status engine.Status // Alive, Dead or Gone
	Aboard bool          // "ship": aboard its crew's ship
	At     engine.Cell   // its cell when alive and not written "ship"
	Step   uint8         // its spinner step, 0 when not written
	Crew   engine.Crew   // NoCrew when not written (a pirate's own colour)
	Flags  engine.Flags  // Held, Lost, Converted
	Drunk  bool
}

// ShipSpec moves one ship from its starting berth.
type ShipSpec struct {
	Line int
	Crew engine.Crew
	At   engine.Cell
}

// BottleSpec sets one crew's (team's) bottle supply.
type BottleSpec struct {
	Line int
	Crew engine.Crew
	N    int
}

// ActionSpec is one entry of the actions list.
type ActionSpec struct {
	Line   int
	Text   string
	Action engine.Action // the parsed action; the zero Action for End
	End    bool          // the entry engine.LogEnd or `end`: every crew agrees to end
}
