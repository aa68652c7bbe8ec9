package engine

// EventType says what happened.
type EventType uint8

// The event types. The fields of Event each one uses are listed beside it.
const (
	EvNone         EventType = iota
	EvMoved                  // Piece From→To, How; Gold dragged along
	EvRevealed               // To: the tile turned over, Kind, Rot
	EvPeeked                 // To, Kind, Rot: what the lighthouse showed (Private); N is Scout for the scout's look
	EvSwapped                // From, To: the earthquake swapped two tiles
	EvGoldFound              // To, N coins or Gold=DragGalleon: a chest opened
	EvGoldBanked             // Piece, Crew (ship's crew), Gold
	EvGoldSunk               // Piece, To, Gold
	EvGoldEaten              // Piece, To, Gold
	EvGoldReturned           // Piece, To (where the action began), Gold
	EvBeaten                 // Piece (beaten), By, To; it went aboard its ship
	EvKilled                 // Piece, To, How (why)
	EvHeld                   // Piece, To: caught in a trap
	EvFreed                  // Piece, By, To: out of the trap
	EvLost                   // Piece, To: lost in a cave
	EvFound                  // Piece, From, To: out of the cave
	EvDrunk                  // Piece, To
	EvBottles                // Crew, N: bottles found
	EvBottleSpent            // Crew, Piece
	EvJoined                 // Piece (a character), Crew, To
	EvChangedCrew            // Piece (Friday), Crew (new), By
	EvConverted              // Piece (the missionary), Crew
	EvLeft                   // Piece, How (HowBottle or HowMet): left the game
	EvSmoke                  // Crew (revealer): smoke from the next turn on
	EvCaramba                // Piece, To
	EvShipMoved              // Crew, From, To
	EvRevived                // Piece, To
	EvPassed                 // Crew: had no action
	EvChoice                 // Piece, How (the choice kind as a How), To: a choice awaits
	EvPlaneSpent             // To
	EvGameOver               // N: how it ended (EndAllFound, EndAgreed, EndStalled, EndStuck, …)
	// Archipelago's (after classic's, whose numbers stay as they were)
	EvRolled    // Piece, To (the crossroads), N: a die roll, 1–6
	EvShot      // Piece (hit), Crew (its), By (shooter), From (where hit), To (its boat): the musket
	EvBearWoke  // To (the den), Crew (whose turns the bear follows), By (the revealer)
	EvBearMoved // From, To: the bear's step
	EvMauled    // Piece, Crew, From (where), To (its boat; NoCell: killed, the missionary)
	// Archipelago's abilities (§8)
	EvAbility   // Piece, Crew, To, N (the Ability): a passive ability changed what happened there
	EvSharpshot // Piece (hit), Crew (its), By (the sharpshooter), From (where hit), To (its boat)
	EvScouted   // Piece (the scout), Crew, To: it looked at that face-down tile (what it saw: EvPeeked)
	EvDuel      // Piece (beaten), Crew (its), By (the duelist), To (the tile), N coins: lost to the duelist
	// Archipelago's earthquake
	EvTurned // Piece (the revealer), Crew, To, Kind, Rot: it turned the arrow the earthquake moved there
	NumEventTypes
)

var eventNames = [NumEventTypes]string{
	"none", "moved", "revealed", "peeked", "swapped", "gold-found", "gold-banked", "gold-sunk",
	"gold-eaten", "gold-returned", "beaten", "killed", "held", "freed", "lost",
	"found", "drunk", "bottles", "bottle-spent", "joined", "changed-crew", "converted", "left",
	"smoke", "caramba", "ship-moved", "revived", "passed", "choice", "plane-spent", "game-over",
	"rolled", "shot", "bear-woke", "bear-moved", "mauled",
	"ability", "sharpshot", "scouted", "duel", "turned",
}

// String is the event type's name, such as "gold-banked".
func (t EventType) String() string {
	if t >= NumEventTypes {
		return "?"
	}
	return eventNames[t]
}

// How says how a piece moved, why it died, or what a choice is about.
type How uint8

// Ways of moving, causes of death and kinds of choice.
const (
	HowNone      How = iota
	HowStep          // a step on land
	HowDisembark     // from the ship onto the tile in front
	HowSwim          // one stroke along the coast
	HowBoard         // onto a ship
	HowAdvance       // one step further on a spinner
	HowArrow         // carried by an arrow
	HowHorse         // a knight's jump
	HowIce           // slid on by the ice
	HowCrocodile     // sent back by the crocodile
	HowCannon        // shot by the cannon
	HowBalloon       // carried home by the balloon
	HowFlight        // flown by the plane
	HowCave          // through the caves
	HowShip          // aboard a moving ship
	// causes of death
	HowEnemyShip // reached an enemy ship
	HowAtSea     // attacked at sea, or run down by a ship; in a solo game, off the island
	HowOgre      // eaten
	HowLoop      // caught in a loop
	HowImpossible
	// causes of leaving the game
	HowBottle // Friday read a message
	HowMet    // Friday met the missionary
	// choices
	ChooseArrow
	ChooseHorse
	ChoosePlane
	ChooseCave
	ChooseLighthouse
	ChooseEarthquake
	ChooseEarthquake2
	ChooseIceFlight
	// Archipelago's, after classic's. HowTrampoline is both the
	// trampoline's jump (EvMoved) and, as a pending choice, which way to
	// jump: every How from ChooseArrow on is a kind of choice, and a
	// separate non-choice How here would break that order.
	HowTrampoline
	ChooseMusket // which way the musket fires
	// ChooseQuakeArrow: which way a face-up arrow the earthquake moved
	// points, answered by the cell beside it the way its rotation is
	// named (n, e, s, w: the notation's arrow-1@e)
	ChooseQuakeArrow
	NumHows
)

var howNames = [NumHows]string{
	"", "step", "disembark", "swim", "board", "advance", "arrow", "horse", "ice", "crocodile",
	"cannon", "balloon", "flight", "cave", "ship", "enemy-ship", "at-sea", "ogre", "loop",
	"impossible", "bottle", "met", "arrow", "horse", "plane", "cave", "lighthouse", "earthquake",
	"earthquake", "flight",
	"trampoline", "musket", "earthquake-arrow",
}

// String names the way, the cause or the choice.
func (h How) String() string {
	if h >= NumHows {
		return "?"
	}
	return howNames[h]
}

// How a game ended, in EvGameOver's N.
const (
	EndAllFound = 1 // every tile face up and no gold left on the island
	EndAgreed   = 2 // every crew agreed
	EndStalled  = 3 // the stall-rounds limit passed with nothing found or moved
	EndStuck    = 4 // no crew can ever act again
	EndResigned = 5 // one side resigned: the others win
	// a solo puzzle's ends (Solo)
	EndBanked      = 6 // every coin is on the bank: the puzzle is solved
	EndCoinLost    = 7 // a coin sank or was eaten: it can never be banked
	EndPiratesLost = 8 // fewer pirates live than the goal asks, or none
	EndTurnsOut    = 9 // the goal's last turn is over
)

// Event is one thing an action made happen. It is plain data: front ends
// turn events into sentences and pictures.
type Event struct {
	Type  EventType
	Piece PieceID
	By    PieceID
	Crew  Crew
	From  Cell
	To    Cell
	Kind  Kind
	Rot   Rot
	How   How
	Gold  Drag
	N     int8
	// Private is the only crew that may see the event, or NoCrew when every
	// crew may (only the lighthouse's sights are private).
	Private Crew
}

// VisibleTo reports whether crew c may see the event.
func (e Event) VisibleTo(c Crew) bool { return e.Private == NoCrew || e.Private == c }

// mut is a State being changed by one action, with the events it produces.
type mut struct {
	*State
	ev *[]Event
}

func (m mut) emit(e Event) {
	if m.ev != nil {
		*m.ev = append(*m.ev, e)
	}
}

// ev is a blank event with no piece, crew or cell set.
func ev(t EventType) Event {
	return Event{Type: t, Piece: NoPiece, By: NoPiece, Crew: NoCrew, From: NoCell, To: NoCell, Private: NoCrew}
}
