package cards

// ActKind tells what an action does.
type ActKind uint8

// Action kinds.
const (
	// ActPlan lays Card from the hand at the right end of the row.
	ActPlan ActKind = iota + 1
	// ActUndo takes the row's last card back into the hand.
	ActUndo
	// ActReady confirms the row (at least one card).
	ActReady
	// ActTortuga visits Tortuga paying N coins (1, 2 or 3).
	ActTortuga
	// ActPass sits the round out: the hand holds no card a plan may hold.
	ActPass
	// ActDir answers the direction of the card being resolved.
	ActDir
	// ActPlay plays Card (friday, weapon or double) as asked.
	ActPlay
	// ActRum plays a rum on Seat, the resolving player.
	ActRum
	// ActNo declines the card asked about.
	ActNo
	// ActCell answers the direction of the card being resolved by the
	// cell its move reaches (N, a Cell): CARDGAME.md §4 "a direction or a
	// cell for the choice asked". Legal lists the directions only; Apply
	// takes a cell as the legal direction whose move reaches it (DirTo).
	ActCell
)

// Action is one action. Card is ActPlan's and ActPlay's card, N
// ActTortuga's coins and ActCell's cell, Dir ActDir's direction, Seat
// ActRum's target.
type Action struct {
	Kind ActKind
	Card Card
	N    uint8
	Dir  Dir
	Seat uint8
}

// tortugaCards is the cards bought for 1, 2 and 3 coins.
var tortugaCards = [4]int{0, 2, 3, 5}

// TortugaCards is the number of cards n coins buy at Tortuga (0 for
// another amount).
func TortugaCards(n int) int {
	if n < 1 || n > 3 {
		return 0
	}
	return tortugaCards[n]
}

// AnswerCell is a taken as the answer to the direction of card c played
// from cell from on island is: an ActCell whose cell is on the card and
// reached by a direction of c becomes that direction (ActDir, DirTo; water
// included, where the move is not made); a cell off the card names none
// (CARDGAME.md §4: "a cell for the choice asked", the card's cells), and
// any other action comes back unchanged.
func AnswerCell(a Action, is *Island, from Cell, c Card) Action {
	if a.Kind != ActCell || !is.Has(Cell(a.N)) {
		return a
	}
	if d, ok := DirTo(from, c, Cell(a.N)); ok {
		return Action{Kind: ActDir, Dir: d}
	}
	return a
}
