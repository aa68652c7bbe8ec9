package scenario

import (
	"fmt"
	"sort"

	"github.com/jackalbot/jackal/engine/cards"
)

// errNames are the refusals expect.error names: the cards package's
// sentinels.
var errNames = map[string]error{"illegal": cards.ErrIllegal, "syntax": cards.ErrSyntax,
	"not-acting": cards.ErrNotActing, "game-over": cards.ErrGameOver}

// phaseNames name the phases.
var phaseNames = map[cards.Phase]string{cards.PhasePlan: "plan", cards.PhaseResolve: "resolve",
	cards.PhaseOver: "over"}

// pendNames name the questions.
var pendNames = map[cards.Pending]string{cards.PendNone: "none", cards.PendRum: "rum",
	cards.PendDir: "dir", cards.PendFriday: "friday", cards.PendWeapon: "weapon",
	cards.PendDouble: "double"}

// named reports whether m (a name table) holds the name.
func named[K comparable](m map[K]string, name string) bool {
	for _, n := range m {
		if n == name {
			return true
		}
	}
	return false
}

// seatOf reads the name of a seat of a game of seats (p1 to p4).
func seatOf(name string, seats int) (uint8, error) {
	if p, ok := cards.ParseSeat(name); ok && int(p) < seats {
		return p, nil
	}
	return 0, fmt.Errorf("%w: seat %q (p1 to p%d)", ErrMalformed, name, seats)
}

// seatName names seat p, "-" for none.
func seatName(p uint8, ok bool) string {
	if !ok {
		return "-"
	}
	return cards.SeatName(int(p))
}

// cardsOf reads a list of card ids, written where says ("hand of p1"),
// into counts by kind; an id the game does not know is refused with the
// id nearest to it (unknownCard).
func cardsOf(names []string, where string) ([cards.NumKinds]int, error) {
	var n [cards.NumKinds]int
	for _, name := range names {
		c, ok := cards.ParseCard(name)
		if !ok {
			return n, unknownCard(name, where)
		}
		n[c]++
	}
	return n, nil
}

// cellOf reads a cell's name, "-" for none.
func cellOf(name string) (cards.Cell, error) {
	if name == "-" {
		return cards.NoCell, nil
	}
	for c := range cards.Cell(cards.MaxSide * cards.MaxSide) {
		if c.String() == name {
			return c, nil
		}
	}
	return cards.NoCell, fmt.Errorf("%w: cell %q (a1 to e5, or -)", ErrMalformed, name)
}

// sortedKeys are m's keys in order, so that errors come out the same each
// run.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
