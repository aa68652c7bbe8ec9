package cards

import "github.com/jackalbot/jackal/engine/splitmix"

// Game sizes.
const (
	MinSeats       = 2
	MaxSeats       = 4  // the rulebook's 2–4 players
	MaxIslands     = 40 // islands a game may visit at most
	DefaultIslands = 10 // islands per game by default
	HandDeal       = 5  // cards dealt to each player
	HandMin        = 4  // the hand is filled up to this at the end of a round
)

// Phase is the part of a round the game is in.
type Phase uint8

// Phases.
const (
	PhasePlan    Phase = iota // players lay their rows (or visit Tortuga) in secret
	PhaseResolve              // the rows are revealed and resolved in turn order
	PhaseOver                 // the game has ended
)

// Status is a seat's part in the current round.
type Status uint8

// Seat statuses.
const (
	Planning  Status = iota // laying its row
	Ready                   // its row is laid and confirmed
	AtTortuga               // it visits Tortuga this round
	Passed                  // it had no card to plan and sits the round out
)

// Pending is the question the game waits on while resolving.
type Pending uint8

// Pending questions.
const (
	PendNone   Pending = iota
	PendRum            // Asker: play a rum on the resolving player?
	PendDir            // the resolving player: the direction of the current card
	PendFriday         // the resolving player: play Friday on the rough ground entered?
	PendWeapon         // the resolving player: play a weapon on the bandit entered?
	PendDouble         // the resolving player: double the card just resolved?
	numPending
)

// offered is the special card each question offers to play.
var offered = [numPending]Card{PendRum: Rum, PendFriday: Friday, PendWeapon: Weapon, PendDouble: Double}

// Offers is the special card question p offers to play (rum, Friday, a
// weapon, a double), false for one that offers none (a direction, none).
func (p Pending) Offers() (Card, bool) {
	if p == PendNone || p == PendDir || p >= numPending {
		return 0, false
	}
	return offered[p], true
}

// Stage is where the resolution of the resolving player stands.
type Stage uint8

// Stages.
const (
	StageRum  Stage = iota // asking the other players for rum
	StageCard              // about to resolve the card at index Card
	StageDone              // the card's move is over: a double may follow
	numStages
)

// End reasons, stored in State.EndedBy.
const (
	EndNone     uint8 = iota
	EndIslands        // the last island was played
	EndResigned       // all players but one resigned
	EndAgreed         // the players agreed to stop (Conclude)
)

// State is a whole game. It is a plain value of fixed size: copying it
// copies the game. Every field is exported so that the snapshot is the
// struct itself (see MarshalBinary).
type State struct {
	Seed uint64
	RNG  uint64 // splitmix64 state, the only source of chance

	Seats     uint8
	NumIsl    uint8                     // islands this game visits
	IslandIDs [MaxIslands]uint8         // catalogue index of each island, in order
	Round     uint8                     // index of the current island in IslandIDs
	Island    Island                    // the current island's grid
	First     uint8                     // the seat holding the first-player token
	Phase     Phase                     // PhasePlan, PhaseResolve or PhaseOver
	Deck      [NumCards]Card            // the action deck; the top card is Deck[DeckN-1]
	DeckN     uint8                     // cards in the deck
	Discard   [NumKinds]uint8           // the discard pile, by kind
	Hand      [MaxSeats][NumKinds]uint8 // each seat's hand, by kind
	Coins     [MaxSeats]uint16          // each seat's coins
	Spent     [MaxSeats]uint16          // coins each seat paid at Tortuga
	Won       [MaxSeats]uint16          // coins each seat took from gold
	Status    [MaxSeats]Status          // each seat's part in this round
	Row       [MaxSeats][NumCards]Card  // each seat's plan, left to right
	RowN      [MaxSeats]uint8           // cards in each row
	Extra     [MaxSeats][NumKinds]uint8 // specials each seat played this round
	Dug       [MaxSeats]Cell            // the gold cell each seat dug at this round, NoCell if none
	DugSteps  [MaxSeats]uint8           // the steps it took to get there
	Pos       [MaxSeats]Cell            // where each seat's pirate stands (NoCell before it lands)

	// The resolution: Res is the offset from First of the resolving seat,
	// Card the index of its current card, Steps its steps so far.
	Res     uint8
	Card    uint8
	Steps   uint8
	Stage   Stage
	Doubled bool    // the current card was doubled already
	Pend    Pending // the question asked
	Asker   uint8   // the seat asked for rum (PendRum); else the resolving seat
	AskNext uint8   // the offset from the resolving seat of the next seat to ask for rum

	Resigned uint8  // bit i: seat i resigned
	EndedBy  uint8  // EndNone while playing
	Plies    uint32 // actions applied
}

// rand returns the next value of the state's generator.
func (s *State) rand() uint64 { return SplitMix(&s.RNG) }

// SplitMix advances the splitmix64 generator *x and returns its next value.
func SplitMix(x *uint64) uint64 { return splitmix.Next(x) }

// intn returns a number in [0, n).
func (s *State) intn(n int) int { return int(s.rand() % uint64(n)) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// Resolver is the seat resolving its row (PhaseResolve only).
func (s *State) Resolver() uint8 { return (s.First + s.Res) % s.Seats }

// HandSize is the number of cards in seat's hand.
func (s *State) HandSize(seat uint8) int {
	n := 0
	for _, k := range s.Hand[seat] {
		n += int(k)
	}
	return n
}

// CardCount is every card of the game, wherever it is (deck, hands,
// discard, rows, specials played this round): NumCards in a sound state.
func (s *State) CardCount() [NumKinds]int {
	var n [NumKinds]int
	for _, c := range s.Deck[:s.DeckN] {
		if c < NumKinds {
			n[c]++
		}
	}
	for k := range NumKinds {
		n[k] += int(s.Discard[k])
		for p := range s.Seats {
			n[k] += int(s.Hand[p][k]) + int(s.Extra[p][k])
		}
	}
	for p := range s.Seats {
		for _, c := range s.Row[p][:s.RowN[p]] {
			if c < NumKinds {
				n[c]++
			}
		}
	}
	return n
}

// IslandID is the catalogue index of the current island.
func (s *State) IslandID() int { return int(s.IslandIDs[s.Round]) }

// Laid is how many cards seat has laid in its row and may still take
// back: its row while it plans (not confirmed), 0 otherwise.
func Laid(s *State, seat uint8) int {
	if s.Phase != PhasePlan || seat >= s.Seats || s.Status[seat] != Planning {
		return 0
	}
	return int(s.RowN[seat])
}
