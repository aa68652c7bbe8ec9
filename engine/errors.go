package engine

import "errors"

// Sentinel errors. Apply and Parse wrap them with %w and a precise reason;
// test with errors.Is.
var (
	// ErrSyntax: the text is not an action, cell, piece, crew or tile of the notation.
	ErrSyntax = errors.New("not understood")
	// ErrGameOver: the game has ended; no action is legal.
	ErrGameOver = errors.New("the game is over")
	// ErrNotYourTurn: the piece or ship belongs to a crew not to act now.
	ErrNotYourTurn = errors.New("not this crew's turn")
	// ErrNoSuchPiece: the piece is not in the game, or dead, or gone.
	ErrNoSuchPiece = errors.New("no such piece in play")
	// ErrCannotAct: the piece is held in a trap, lost in a cave or drunk.
	ErrCannotAct = errors.New("that piece cannot act now")
	// ErrChoicePending: a choice inside the current action must be answered first.
	ErrChoicePending = errors.New("a choice must be made first")
	// ErrNoChoice: a cell or "stay" was given while no choice is pending.
	ErrNoChoice = errors.New("there is no choice to make")
	// ErrIllegal: the action is not among the legal actions; the wrapped text says why.
	ErrIllegal = errors.New("illegal move")
	// ErrBadOptions: New or a scenario was given options that cannot make a game.
	ErrBadOptions = errors.New("bad game options")
	// ErrCorrupt: binary state data could not be decoded.
	ErrCorrupt = errors.New("corrupt state data")
	// ErrBoard: NewBoard was given cells that make no board, or a snapshot
	// was asked of a state on a board it has no layout for.
	ErrBoard = errors.New("not a board")
)

// Reasons an action is illegal, wrapped under ErrIllegal by Apply so a front
// end can explain the refusal in its own words.
var (
	ErrNotAdjacent    = errors.New("the target is out of reach")
	ErrDragHidden     = errors.New("gold cannot be dragged onto a face-down tile")
	ErrDragFortress   = errors.New("gold cannot be dragged into a fortress or the thicket")
	ErrNoGold         = errors.New("there is no such gold to drag")
	ErrCannotDrag     = errors.New("that piece cannot drag gold")
	ErrCannotAttack   = errors.New("that piece cannot attack there")
	ErrEnemyFortress  = errors.New("enemies hold that fortress")
	ErrMissionary     = errors.New("the missionary's tile is closed to his enemies")
	ErrNoWater        = errors.New("a piece cannot jump into the sea or climb out of it")
	ErrNoBottle       = errors.New("no bottle to spend")
	ErrBottleSmoke    = errors.New("bottles cannot be used for another player's crew")
	ErrBottleNeedless = errors.New("no bottle is needed for that")
	ErrShipEmpty      = errors.New("the ship needs one of its own crew aboard")
	ErrShipSide       = errors.New("a ship moves one berth along its own side")
	ErrRevive         = errors.New("no revival is possible")
	ErrGive           = errors.New("no bottle can be given to that piece")
	ErrSpinnerStep    = errors.New("a spinner is crossed one step at a time")
	ErrNoBoats        = errors.New("this game has ships along the berths, not boats")
	ErrNoShips        = errors.New("this game has boats that sail (\"boat f3\"), not ships")
	ErrPlace          = errors.New("a boat starts on the water beside a beach tile, touching no other boat")
	ErrBoatEmpty      = errors.New("the boat needs one of its own pirates aboard")
	ErrBoatOccupied   = errors.New("a boat or an enemy swimmer is already there")
	ErrBoatReach      = errors.New("the boat cannot reach that water at its speed")
	// ErrBottleTime: in Archipelago bottles are spent after the crew's
	// action ("bottle W2", "give MIS"), and then nothing else but "pass".
	ErrBottleTime = errors.New("bottles are spent after the action")
	// ErrBankTaken: Archipelago's bank holds one pirate at a time.
	ErrBankTaken = errors.New("the bank holds one pirate at a time")
	// ErrAbility: the action needs an ability (Archipelago, §8) the piece
	// does not hold, has spent, or cannot use now: "+2c" but by a
	// strongman, "shoot" but by a sharpshooter, "scout" but by a scout.
	ErrAbility = errors.New("that needs an ability the pirate does not hold or cannot use now")
)
