package ai

import (
	"slices"

	"github.com/jackalbot/jackal/engine/cards"
)

// planner chooses a row for the viewer to lay (nil: lay the filler).
type planner interface {
	plan(v *cards.View) []cards.Card
}

// tortugaPlanner may visit Tortuga instead (coins 1 to 3; 0: not).
type tortugaPlanner interface {
	tortuga(v *cards.View) uint8
}

// player is what easy and hard share: it reads the state only through
// the view of the seat to act, lays the row its planner chose card by
// card, and answers the questions of the resolution (answer.go).
type player struct {
	w     *walker
	p     planner
	row   []cards.Card // the row being laid
	round uint8
	seat  uint8
	valid bool
	// dump: play a special whenever it costs nothing (a tie), and a rum
	// where it gains most (rumWhere), to be rid of the cards not worth
	// keeping (hard).
	dump bool
	buf  []cards.Action
	opts []opt
}

// Choose returns the action of the seat to act, false when the game is
// over. It looks at nothing of s but that seat's view.
func (pl *player) Choose(s *cards.State) (cards.Action, bool) {
	seat, ok := cards.ToAct(s)
	if !ok {
		return cards.Action{}, false
	}
	v := cards.ViewFor(s, seat)
	a := pl.decide(&v)
	pl.buf = cards.Legal(s, pl.buf)
	if slices.Contains(pl.buf, a) {
		return a, true
	}
	if len(pl.buf) == 0 {
		return cards.Action{}, false
	}
	return pl.buf[0], true // never: the decision is legal
}

// ChooseFor returns the action of seat, one of those that may act now
// (every seat still planning plans at once), false when it has none. It
// looks at nothing of s but that seat's view. A row is laid over several
// calls: the same player should lay it to the end.
func (pl *player) ChooseFor(s *cards.State, seat int) (cards.Action, bool) {
	if seat < 0 || seat >= int(s.Seats) {
		return cards.Action{}, false
	}
	pl.buf = cards.LegalFor(s, uint8(seat), pl.buf)
	if len(pl.buf) == 0 {
		return cards.Action{}, false
	}
	v := cards.ViewFor(s, uint8(seat))
	if a := pl.decide(&v); slices.Contains(pl.buf, a) {
		return a, true
	}
	return pl.buf[0], true // never: the decision is legal
}

// decide is the action of the view's seat.
func (pl *player) decide(v *cards.View) cards.Action {
	if v.Phase == cards.PhaseResolve {
		return pl.answer(v)
	}
	me := v.Seat
	cur := v.Row[me][:v.RowN[me]]
	if !pl.valid || pl.round != v.Round || pl.seat != me || len(cur) > len(pl.row) || !slices.Equal(cur, pl.row[:len(cur)]) {
		if len(cur) > 0 {
			return cards.Action{Kind: cards.ActUndo}
		}
		if !plannable(&v.Hand) {
			return cards.Action{Kind: cards.ActPass}
		}
		pl.row = append(pl.row[:0], pl.p.plan(v)...)
		if tp, ok := pl.p.(tortugaPlanner); ok {
			if n := tp.tortuga(v); n > 0 {
				return cards.Action{Kind: cards.ActTortuga, N: n}
			}
		}
		if len(pl.row) == 0 {
			c, _ := filler(&v.Island, &v.Hand)
			pl.row = append(pl.row, c)
		}
		pl.valid, pl.round, pl.seat = true, v.Round, me
	}
	if len(cur) < len(pl.row) {
		return cards.Action{Kind: cards.ActPlan, Card: pl.row[len(cur)]}
	}
	pl.valid = false
	return cards.Action{Kind: cards.ActReady}
}

// plannable reports whether hand holds a card a row may hold.
func plannable(hand *[cards.NumKinds]uint8) bool {
	for c := cards.ArrowNE; c < cards.Friday; c++ {
		if hand[c] > 0 {
			return true
		}
	}
	return false
}
