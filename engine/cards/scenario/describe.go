package scenario

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine/cards"
)

// handString writes a hand by kind, in the cards' order: "arrow-ns
// horse×2"; "-" for none.
func handString(h [cards.NumKinds]uint8) string {
	var parts []string
	for c, n := range h {
		switch {
		case n == 1:
			parts = append(parts, cards.Card(c).String())
		case n > 1:
			parts = append(parts, fmt.Sprintf("%s×%d", cards.Card(c), n))
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

// rowOf is seat p's row, left to right, by card id.
func rowOf(s *cards.State, p uint8) []string {
	row := []string{}
	for _, c := range s.Row[p][:s.RowN[p]] {
		row = append(row, c.String())
	}
	return row
}

// discardSize is the number of cards in the discard.
func discardSize(s *cards.State) int {
	n := 0
	for _, k := range s.Discard {
		n += int(k)
	}
	return n
}

// seatNames names the seats.
func seatNames(seats []uint8) []string {
	out := []string{}
	for _, p := range seats {
		out = append(out, cards.SeatName(int(p)))
	}
	return out
}

// asked is the seat asked a question while resolving, "-" for none
// (while planning, every seat not done may act: cards.Acting).
func asked(s *cards.State) string {
	if s.Phase != cards.PhaseResolve {
		return "-"
	}
	p, ok := cards.ToAct(s)
	return seatName(p, ok)
}

// statusNames name the seats' parts in a round.
var statusNames = [...]string{cards.Planning: "planning", cards.Ready: "ready",
	cards.AtTortuga: "tortuga", cards.Passed: "passed"}
