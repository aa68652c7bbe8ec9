package engine

// ActionKind says what an action does.
type ActionKind uint8

// The kinds of action.
const (
	ActNone   ActionKind = iota
	ActMove              // a piece moves to a cell (disembark, step, swim, board, advance, fly)
	ActShip              // the acting crew's ship moves to a berth
	ActRevive            // a dead pirate comes back on the native fort
	ActGive              // a bottle is given to Friday or the missionary (free)
	ActChoose            // a cell answers the pending choice
	ActStay              // the pending plane is declined
	ActPass              // nothing else is legal
	ActPlace             // Archipelago's setup: the acting crew places its boat
	ActBoat              // Archipelago: the acting crew's boat sails to a sea cell
	ActBottle            // Archipelago: after the action, a bottle frees a piece from a pit or a labyrinth
	ActShoot             // Archipelago: the sharpshooter sends an enemy two tiles away to its boat
	ActScout             // Archipelago: the scout looks at a face-down neighbour (free, once per island)
)

// Drag is the gold a moving piece drags.
type Drag uint8

// What a piece may drag.
const (
	DragNone     Drag = iota
	DragCoin          // one coin
	DragGalleon       // the galleon's treasure, worth 3
	DragTwoCoins      // two coins: Archipelago's strongman (§8)
)

// Coins is how many coins g is.
func (g Drag) Coins() int {
	switch g {
	case DragCoin:
		return 1
	case DragTwoCoins:
		return 2
	}
	return 0
}

// Value is what g is worth: its coins, or TreasureValue for the galleon's
// treasure.
func (g Drag) Value() int {
	if g == DragGalleon {
		return TreasureValue
	}
	return g.Coins()
}

// Action is one player action. It is a comparable value: two actions are
// the same action exactly when they are ==.
type Action struct {
	Kind   ActionKind
	Piece  PieceID // ActMove, ActRevive, ActGive, ActBottle, ActShoot, ActScout
	To     Cell    // ActMove, ActShip, ActChoose, ActShoot, ActScout
	Step   uint8   // ActMove: the spinner step advanced to (f6/2), else 0
	Drag   Drag    // ActMove: gold dragged along
	Bottle bool    // ActMove: a bottle is spent to leave a trap or a spinner
}

// Move returns the action moving piece p to cell to.
func Move(p PieceID, to Cell) Action { return Action{Kind: ActMove, Piece: p, To: to} }

// Pass is the action of a crew with nothing else to do.
var Pass = Action{Kind: ActPass, Piece: NoPiece, To: NoCell}

// Stay is the action that declines the plane.
var Stay = Action{Kind: ActStay, Piece: NoPiece, To: NoCell}

// Choose returns the action answering a pending choice with cell c.
func Choose(c Cell) Action { return Action{Kind: ActChoose, Piece: NoPiece, To: c} }

// ShipTo returns the action moving the acting crew's ship to berth c.
func ShipTo(c Cell) Action { return Action{Kind: ActShip, Piece: NoPiece, To: c} }

// PlaceBoat returns the action placing the acting crew's boat on sea cell
// c, in Archipelago's setup.
func PlaceBoat(c Cell) Action { return Action{Kind: ActPlace, Piece: NoPiece, To: c} }

// BoatTo returns the action sailing the acting crew's boat to sea cell c,
// in Archipelago.
func BoatTo(c Cell) Action { return Action{Kind: ActBoat, Piece: NoPiece, To: c} }

// Revive returns the action reviving pirate p.
func Revive(p PieceID) Action { return Action{Kind: ActRevive, Piece: p, To: NoCell} }

// BottleFor returns the action spending a bottle on piece p after the
// crew's action, in Archipelago: out of a pit, or to a labyrinth's last step.
func BottleFor(p PieceID) Action { return Action{Kind: ActBottle, Piece: p, To: NoCell} }

// Shoot returns the action of sharpshooter p sending the enemy at c, two
// tiles away in a straight line, to its boat (Archipelago, §8).
func Shoot(p PieceID, c Cell) Action { return Action{Kind: ActShoot, Piece: p, To: c} }

// ScoutAt returns the action of scout p looking at the face-down tile at c
// beside it (Archipelago, §8).
func ScoutAt(p PieceID, c Cell) Action { return Action{Kind: ActScout, Piece: p, To: c} }

// Give returns the action giving a bottle to character p.
func Give(p PieceID) Action { return Action{Kind: ActGive, Piece: p, To: NoCell} }

// IsFree reports whether the action leaves the turn with the same crew:
// classic's gift, and Archipelago's scout's look. On a sea board a gift is
// one of the bottles spent after the action (State.Bottling), and the last
// one spent ends the turn.
func (a Action) IsFree() bool { return a.Kind == ActGive || a.Kind == ActScout }
