package scenario

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/game"
)

// checker gathers what does not hold of a position.
type checker struct {
	f     *File
	s     *cards.State
	seats int
	errs  []error
}

// malformed is err, an expectation the game cannot have, told with the
// line of the key path under expect.
func (c *checker) malformed(err error, path ...string) error {
	return c.f.src.At(err, append([]string{"expect"}, path...)...)
}

// fail records something that does not hold.
func (c *checker) fail(format string, a ...any) { c.errs = append(c.errs, fmt.Errorf(format, a...)) }

// check checks the expectations on the position the actions led to and
// the events they gave: nil when all hold, ErrMismatch naming each that
// does not, ErrMalformed (at once) for an expectation that names a seat,
// card, cell, action or word the game does not know.
func (f *File) check(s *cards.State, events []cards.Event) error {
	e := &f.Expect
	c := &checker{f: f, s: s, seats: f.Seats}
	if _, ok := errNames[e.Error]; e.Error != "" && !ok {
		return c.malformed(fmt.Errorf("%w: error %q (illegal, syntax, not-acting, game-over)", ErrMalformed, e.Error), "error")
	}
	for _, part := range []func(*Expect) error{c.table, c.seatCards, c.seatCells, c.turn, c.legal} {
		if err := part(e); err != nil {
			return err
		}
	}
	if err := game.EventsInOrder(events, e.Events); err != nil {
		c.fail("%v", err)
	}
	if len(c.errs) > 0 {
		return fmt.Errorf("%w: %w", ErrMismatch, errors.Join(c.errs...))
	}
	return nil
}

// table checks the phase, round, first player, piles and winners.
func (c *checker) table(e *Expect) error {
	s := c.s
	if e.Phase != "" {
		if !named(phaseNames, e.Phase) {
			return c.malformed(fmt.Errorf("%w: phase %q (plan, resolve, over)", ErrMalformed, e.Phase), "phase")
		}
		if got := phaseNames[s.Phase]; got != e.Phase {
			c.fail("phase: %s, want %s", got, e.Phase)
		}
	}
	if e.Round != nil && int(s.Round) != *e.Round {
		c.fail("round: %d, want %d", s.Round, *e.Round)
	}
	if e.First != "" {
		p, err := seatOf(e.First, c.seats)
		if err != nil {
			return c.malformed(err, "first")
		}
		if s.First != p {
			c.fail("first player: %s, want %s", cards.SeatName(int(s.First)), e.First)
		}
	}
	if e.DeckSize != nil && int(s.DeckN) != *e.DeckSize {
		c.fail("deck: %d cards, want %d", s.DeckN, *e.DeckSize)
	}
	if got := discardSize(s); e.DiscardSize != nil && got != *e.DiscardSize {
		c.fail("discard: %d cards, want %d", got, *e.DiscardSize)
	}
	if e.Winners != nil {
		want, err := c.seatList(e.Winners)
		if err != nil {
			return c.malformed(err, "winners")
		}
		if got := seatNames(cards.Winners(s)); !slices.Equal(got, want) {
			c.fail("winners: %v, want %v", got, want)
		}
	}
	return nil
}

// seatCards checks each seat named: its coins, hand and row.
func (c *checker) seatCards(e *Expect) error {
	s := c.s
	err := eachSeat(c, "coins", e.Coins, func(p uint8, name string, want int) error {
		if got := int(s.Coins[p]); got != want {
			c.fail("%s's coins: %d, want %d", name, got, want)
		}
		return nil
	})
	if err != nil {
		return err
	}
	err = eachSeat(c, "hands", e.Hands, func(p uint8, name string, want []string) error {
		n, err := cardsOf(want, "expected hand of "+name)
		if err != nil {
			return err
		}
		for k := range cards.NumKinds {
			if int(s.Hand[p][k]) != n[k] {
				c.fail("%s's hand: %s, want %s", name, handString(s.Hand[p]), strings.Join(want, " "))
				break
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	err = eachSeat(c, "hand-size", e.HandSize, func(p uint8, name string, want int) error {
		if got := s.HandSize(p); got != want {
			c.fail("%s's hand: %d cards, want %d", name, got, want)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return eachSeat(c, "rows", e.Rows, func(p uint8, name string, want []string) error {
		if _, err := cardsOf(want, "expected row of "+name); err != nil {
			return err
		}
		if got := rowOf(s, p); !slices.Equal(got, want) {
			c.fail("%s's row: %v, want %v", name, got, want)
		}
		return nil
	})
}

// seatCells checks where each seat named dug and stands.
func (c *checker) seatCells(e *Expect) error {
	for _, part := range []struct {
		what string
		want map[string]string
		got  *[cards.MaxSeats]cards.Cell
	}{{"dug", e.Dug, &c.s.Dug}, {"at", e.At, &c.s.Pos}} {
		err := eachSeat(c, part.what, part.want, func(p uint8, name string, want string) error {
			cell, err := cellOf(want)
			if err != nil {
				return err
			}
			if got := part.got[p]; got != cell {
				c.fail("%s %s: %s, want %s", name, part.what, got, want)
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// turn checks who may act and what is asked.
func (c *checker) turn(e *Expect) error {
	s := c.s
	if e.Acting != nil {
		want, err := c.seatList(e.Acting)
		if err != nil {
			return c.malformed(err, "acting")
		}
		if got := seatNames(cards.Acting(s, nil)); !slices.Equal(got, want) {
			c.fail("acting: %v, want %v", got, want)
		}
	}
	if e.Asked != "" {
		if e.Asked != "-" {
			if _, err := seatOf(e.Asked, c.seats); err != nil {
				return c.malformed(err, "asked")
			}
		}
		if got := asked(s); got != e.Asked {
			c.fail("asked: %s, want %s", got, e.Asked)
		}
	}
	if e.Pending != "" {
		if !named(pendNames, e.Pending) {
			return c.malformed(fmt.Errorf("%w: pending %q (none, rum, dir, friday, weapon, double)", ErrMalformed, e.Pending), "pending")
		}
		if got := pendNames[s.Pend]; got != e.Pending {
			c.fail("pending: %s, want %s", got, e.Pending)
		}
	}
	return nil
}

// legal checks the actions LegalFor lists for each seat named.
func (c *checker) legal(e *Expect) error {
	for _, part := range []struct {
		key   string
		lists map[string][]string
		want  bool
	}{{"legal", e.Legal, true}, {"not-legal", e.NotLegal, false}} {
		err := eachSeat(c, part.key, part.lists, func(p uint8, name string, texts []string) error {
			legal := cards.LegalFor(c.s, p, nil)
			for _, text := range texts {
				a, err := cards.Parse(text)
				if err != nil {
					return fmt.Errorf("%w: %v", ErrMalformed, err)
				}
				if in := slices.Contains(legal, a); in != part.want {
					c.fail("%q legal for %s: %v, want %v", text, name, in, part.want)
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return eachSeat(c, "legal-count", e.LegalCount, func(p uint8, name string, want int) error {
		if got := len(cards.LegalFor(c.s, p, nil)); got != want {
			c.fail("%s's legal actions: %d, want %d", name, got, want)
		}
		return nil
	})
}

// eachSeat calls fn for each seat m (the expectation key) names, in name
// order; a name that is not a seat of the game is ErrMalformed, and so is
// what fn refuses, each told with its line.
func eachSeat[V any](c *checker, key string, m map[string]V, fn func(p uint8, name string, v V) error) error {
	for _, name := range sortedKeys(m) {
		p, err := seatOf(name, c.seats)
		if err == nil {
			err = fn(p, name, m[name])
		}
		if err != nil {
			return c.malformed(err, key, name)
		}
	}
	return nil
}

// seatList checks that names are seats of the game and returns them
// sorted (in seat order), so that a list's order does not matter.
func (c *checker) seatList(names []string) ([]string, error) {
	for _, n := range names {
		if _, err := seatOf(n, c.seats); err != nil {
			return nil, err
		}
	}
	return slices.Sorted(slices.Values(names)), nil
}
