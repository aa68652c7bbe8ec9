// Package scenario reads and runs scenario files of Jackal: the card game
// (engine/cards): a position, actions in the game's notation, and what
// must hold afterwards. testdata/ holds one file a rule of CARDGAME.md
// §2–§3 and of the engine's rulings; `jackal scenario run --game cards
// FILE` runs one and prints Report's text.
//
// # The format
//
// A file (YAML; an unknown key is refused) reads:
//
//	name: a move into water is not made but is a step
//	seats: 2                # 2 to 4 (p1 … p4)
//	islands: 2              # islands in the game (default 2); it ends after the last
//	round: 0                # index of the current island, 0 first (default 0)
//	island: |               # the current island as cards.ParseIsland reads it, north row first
//	  3 . ^ X 2
//	  . ~ . . 1
//	  W . R . B
//	# island-id: 7          # … or a shipped island card by its number (1 to 40)
//	first: p1               # the first player (default: the deal's, p1)
//	coins: {p1: 2}          # default 0 (at most MaxCoins)
//	hands: {p1: [arrow-ne, arrow-ns, weapon, double], p2: [rum]}   # a seat not named holds nothing
//	deck: [horse, arrow-ne] # the draw pile, top first
//	discard: [double]       # the discard pile
//	seed: 1                 # the deal's seed (default 0)
//	actions:
//	  - "@p1 plan arrow-ne arrow-ns"   # @seat: that seat's action (cards.ApplyFor)
//	  - "@p2 pass"
//	  - "no"                # no seat: the action of the seat to act (cards.Apply): p2 plays no rum on p1
//	  - "no"                # p1 doubles no arrow-ne (its move into water was not made)
//	  - "n"                 # arrow-ns goes north
//	expect:
//	  # error: illegal      # the last action is refused: illegal, syntax, not-acting, game-over
//	  phase: resolve        # plan, resolve, over
//	  round: 0              # index of the current island
//	  first: p1
//	  coins: {p1: 2}
//	  hands: {p1: [weapon, double]}   # the exact hand, in any order
//	  hand-size: {p2: 1}
//	  rows: {p1: [arrow-ne, arrow-ns]}  # the exact row, left to right
//	  deck-size: 2
//	  discard-size: 53
//	  dug: {p1: "-"}        # the gold cell dug this round, "-" for none
//	  at: {p1: a2}          # where the pirate stands this round, "-" before it lands
//	  acting: [p1]          # the seats that may act (cards.Acting), in any order
//	  asked: p1             # the seat asked while resolving, "-" for none
//	  pending: double       # the question: none, rum, dir, friday, weapon, double
//	  events: [move p1 arrow-ne ne a1--, move p1 arrow-ns n a1-a2]   # String forms
//	  legal: {p1: [play double, "no"]}   # actions cards.LegalFor lists for the seat
//	  not-legal: {p1: [play weapon, e]}
//	  legal-count: {p1: 2}
//	  winners: []           # the exact winners, in any order; [] while the game goes on
//
// (testdata/doc_example.yaml is this file.)
//
// # The position
//
// Build starts from cards.Deal's game for the seats and islands (seeded by
// seed: the islands after the current one, and every shuffle), then puts
// in the file's round, island, first player, coins and cards. Exactly one of island and island-id is given
// (a grid's name: line may be left out); after the round the game goes on
// with the deal's islands. A position is always the start of a round's
// planning, every seat planning an empty row: rows are laid by actions.
//
// The game keeps its 60 cards (cards.DeckCount of each kind). Hands, deck
// and discard may not hold more of a kind than the deck does; the cards
// in none of them fill the pile the file leaves out: without deck, the
// deck (shuffled by the seed); with deck, the discard (so `deck: []` is an
// empty deck with every card not in a hand in the discard). Seats, cards
// and cells are written exactly as the game writes them (p1, arrow-ns,
// c3). Whatever the game cannot have is refused with ErrMalformed, never
// a panic.
//
// # The actions
//
// Each entry is one line of the notation (engine/cards's doc.go), played
// in order. `@p2 …` is p2's action, as a game's log writes a seat's entry
// (game.SeatEntry): while planning any seat whose row is not in may act,
// in any interleaving. An entry without a seat is the action of the seat
// cards.ToAct names (while planning, the first in turn order still
// planning; while resolving, the seat asked). An entry holding a whole
// plan, `@p1 plan arrow-ew horse`, is split by cards.SplitPlan into a
// `lay` a card and `ready`; `@p1 plan horse` is a whole plan of one card
// (CARDGAME.md §4), and `@p1 lay horse` lays one card without confirming
// the row (`@p1 ready` does). Every action of the entries must be
// accepted, but one of the last entry's may be refused with expect.error's
// sentinel (the expectations are then checked on the position as the
// refusal left it, the entry's earlier actions played); any other refusal
// is ErrMismatch and names the entry and its line.
//
// # The expectations
//
// An expectation left out is not checked; maps name seats. Events are
// matched by their String form (every card shown, draws included), in
// order, others allowed between. A round's rows, dug cells and pirates
// are cleared when the next round starts, so rows, dug and at speak of a
// round still being played (or of the last round, once the game is over).
// An expectation naming a seat, card, cell, action or word the game does
// not know is ErrMalformed, whatever the run gives.
package scenario
