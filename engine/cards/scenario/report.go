package scenario

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine/cards"
)

// Report writes a position as plain text: what `jackal scenario run
// --game cards` prints. The island (its number and name when it is a
// shipped card, the file's own otherwise) as a grid, north row first,
// with the rows' numbers and the columns' letters; the round, phase and
// first player; a line a seat (coins, hand, row, where its pirate stands
// and dug this round, its part in the round); the piles; then who may act,
// the question asked, or the winners.
func Report(s *cards.State) []byte {
	var b strings.Builder
	card, label := cards.IslandCard{Name: "-", Island: s.Island}, "island (the file's)"
	if all := cards.Islands(); s.IslandID() < len(all) && all[s.IslandID()].Island == s.Island {
		card = all[s.IslandID()]
		label = fmt.Sprintf("island %d: %s", s.IslandID()+1, card.Name)
	}
	b.WriteString(label + "\n")
	rows := strings.Split(strings.TrimSuffix(cards.FormatIsland(card), "\n"), "\n")[1:]
	for i, row := range rows {
		fmt.Fprintf(&b, "%d  %s\n", len(rows)-i, row)
	}
	b.WriteString("  ")
	for x := range int(s.Island.W) {
		fmt.Fprintf(&b, " %c", 'a'+x)
	}
	fmt.Fprintf(&b, "\nround %d of %d, phase %s, first %s\n", s.Round+1, s.NumIsl, phaseNames[s.Phase],
		cards.SeatName(int(s.First)))
	for p := range s.Seats {
		row := strings.Join(rowOf(s, p), " ")
		if row == "" {
			row = "-"
		}
		fmt.Fprintf(&b, "%s: coins %d, hand %d: %s, row %s, at %s, dug %s, %s\n", cards.SeatName(int(p)),
			s.Coins[p], s.HandSize(p), handString(s.Hand[p]), row, s.Pos[p], s.Dug[p], statusNames[s.Status[p]])
	}
	fmt.Fprintf(&b, "deck %d, discard %d\n", s.DeckN, discardSize(s))
	switch s.Phase {
	case cards.PhasePlan:
		fmt.Fprintf(&b, "acting: %s\n", strings.Join(seatNames(cards.Acting(s, nil)), " "))
	case cards.PhaseResolve:
		fmt.Fprintf(&b, "asked: %s, %s\n", asked(s), pendNames[s.Pend])
	case cards.PhaseOver:
		fmt.Fprintf(&b, "over: winners %s\n", strings.Join(seatNames(cards.Winners(s)), " "))
	}
	return []byte(b.String())
}
