package cards

// Spectator is the seat of a view for someone who plays no seat.
const Spectator uint8 = 255

// View is what one seat (or a spectator) may know of a game. It is a
// comparable value. Hands show only their sizes, except the viewer's own;
// before the reveal rows show only their lengths, except the viewer's own;
// the deck shows its size, the islands to come nothing.
type View struct {
	Seat     uint8 // the viewer, Spectator for none
	Seats    uint8
	NumIsl   uint8
	Round    uint8
	IslandID uint8 // catalogue index of the current island
	Island   Island
	First    uint8
	Phase    Phase
	ToAct    uint8 // the seat to act (Spectator once over)
	DeckN    uint8
	Discard  [NumKinds]uint8
	Hand     [NumKinds]uint8 // the viewer's hand
	HandN    [MaxSeats]uint8 // every hand's size
	Coins    [MaxSeats]uint16
	Spent    [MaxSeats]uint16
	Status   [MaxSeats]Status
	RowN     [MaxSeats]uint8
	Row      [MaxSeats][NumCards]Card // the viewer's, and all once revealed
	Extra    [MaxSeats][NumKinds]uint8
	Dug      [MaxSeats]Cell
	DugSteps [MaxSeats]uint8
	Pos      [MaxSeats]Cell
	Res      uint8
	Card     uint8
	Steps    uint8
	Stage    Stage
	Doubled  bool
	Pend     Pending
	Asker    uint8
	Resigned uint8
	EndedBy  uint8
	Plies    uint32
}

// ViewFor is the view of s for seat (or Spectator).
func ViewFor(s *State, seat uint8) View {
	v := View{Seat: seat, Seats: s.Seats, NumIsl: s.NumIsl, Round: s.Round, IslandID: s.IslandIDs[s.Round],
		Island: s.Island, First: s.First, Phase: s.Phase, ToAct: Spectator, DeckN: s.DeckN,
		Discard: s.Discard, Coins: s.Coins, Spent: s.Spent, Status: s.Status, RowN: s.RowN,
		Extra: s.Extra, Dug: s.Dug, DugSteps: s.DugSteps, Pos: s.Pos, Res: s.Res, Card: s.Card,
		Steps: s.Steps, Stage: s.Stage, Doubled: s.Doubled, Pend: s.Pend, Asker: s.Asker,
		Resigned: s.Resigned, EndedBy: s.EndedBy, Plies: s.Plies}
	if p, ok := ToAct(s); ok {
		v.ToAct = p
	}
	for p := range s.Seats {
		v.HandN[p] = uint8(s.HandSize(p))
		if p == seat || s.Phase != PhasePlan {
			v.Row[p] = s.Row[p]
		}
	}
	if seat < s.Seats {
		v.Hand = s.Hand[seat]
	}
	return v
}
