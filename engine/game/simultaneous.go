package game

import (
	"errors"
	"fmt"
	"strings"
)

// Simultaneous is implemented by a ruleset whose seats may act at once in
// some phases (the card game's secret plans: every player lays a row,
// then all rows are revealed). Acting lists the seats that may act now;
// LegalFor and ApplyFor act for one of them, whoever ToAct names. A
// one-at-a-time front end may ignore it: ToAct still names a seat that may
// act, and Legal and Apply act for it.
type Simultaneous[S any, A comparable, E any] interface {
	// Acting lists the seats that may act now (none once over).
	Acting(s *S) []int
	// LegalFor appends the legal actions of seat, one of Acting's, to
	// buf[:0]; nothing for a seat that may not act.
	LegalFor(s *S, seat int, buf []A) []A
	// ApplyFor plays a for seat if and only if LegalFor lists it.
	ApplyFor(s *S, seat int, a A, ev *[]E) error
}

// ErrNotActing is an action for a seat that may not act now.
var ErrNotActing = errors.New("that seat may not act now")

// SeatEntry is the log entry of an action played for a named seat of a
// game whose seats act at once: "@white plan 3". Match.Play reads it.
func SeatEntry(seat, action string) string { return "@" + seat + " " + action }

// SplitSeatEntry reads a SeatEntry: the seat and its action; ok is false
// for any other entry.
func SplitSeatEntry(entry string) (seat, action string, ok bool) {
	rest, ok := strings.CutPrefix(entry, "@")
	if !ok {
		return "", "", false
	}
	seat, action, ok = strings.Cut(rest, " ")
	return seat, strings.TrimSpace(action), ok && seat != ""
}

// simultaneous is the ruleset's Simultaneous side, nil for a ruleset
// whose seats act one at a time.
func (g *erased[S, A, E, V]) simultaneous() Simultaneous[S, A, E] {
	sim, _ := g.r.(Simultaneous[S, A, E])
	return sim
}

// Acting names the seats that may act now: Simultaneous's, or the one
// ToAct names.
func (m *match[S, A, E, V]) Acting() []string {
	if sim := m.g.simultaneous(); sim != nil {
		var out []string
		for _, i := range sim.Acting(&m.s) {
			out = append(out, m.g.r.SeatName(i))
		}
		return out
	}
	if seat, over := m.ToAct(); !over {
		return []string{seat}
	}
	return nil
}

// LegalFor lists the legal actions of the named seat, formatted: none for
// a seat that may not act now.
func (m *match[S, A, E, V]) LegalFor(seat string) []string {
	i, err := m.g.seat(seat)
	if err != nil {
		return nil
	}
	if sim := m.g.simultaneous(); sim != nil {
		m.buf = sim.LegalFor(&m.s, i, m.buf)
	} else if at, over := m.g.r.ToAct(&m.s); !over && at == i {
		m.buf = m.g.r.Legal(&m.s, m.buf)
	} else {
		return nil
	}
	out := make([]string, len(m.buf))
	for k, a := range m.buf {
		out[k] = m.g.r.Format(a)
	}
	return out
}

// playFor plays action for the named seat (a SeatEntry's parts).
func (m *match[S, A, E, V]) playFor(seat, action string, evs *[]E) error {
	i, err := m.g.seat(seat)
	if err != nil {
		return err
	}
	a, err := m.g.r.Parse(action)
	if err != nil {
		return err
	}
	if sim := m.g.simultaneous(); sim != nil {
		return sim.ApplyFor(&m.s, i, a, evs)
	}
	if at, over := m.g.r.ToAct(&m.s); over || at != i {
		return fmt.Errorf("%w: %s", ErrNotActing, seat)
	}
	return m.g.r.Apply(&m.s, a, evs)
}

// SeatAgent is an Agent of a ruleset whose seats act at once: it chooses
// for any seat that may act, not only the one ToAct names.
type SeatAgent[S any, A comparable] interface {
	Agent[S, A]
	// ChooseFor returns an action for seat, one of Acting's, looking
	// only at what that seat may know; false when it has none.
	ChooseFor(s *S, seat int) (A, bool)
}

// SeatPlayer is a Player that can act for any seat that may act now
// (Match.Acting): the players of a Simultaneous ruleset whose agents are
// SeatAgents.
type SeatPlayer interface {
	Player
	// ChooseFor returns the action, formatted, for the named seat.
	ChooseFor(m Match, seat string) (string, error)
}

// seatPlayer is the SeatPlayer of a SeatAgent.
type seatPlayer[S any, A comparable, E any, V any] struct {
	player[S, A, E, V]
	sa SeatAgent[S, A]
}

func (p seatPlayer[S, A, E, V]) ChooseFor(m Match, seat string) (string, error) {
	mm, ok := m.(*match[S, A, E, V])
	if !ok || mm.g.r.ID() != p.g.r.ID() {
		return "", fmt.Errorf("%w: a match of another game", ErrUnknownGame)
	}
	i, err := p.g.seat(seat)
	if err != nil {
		return "", err
	}
	if i < 0 {
		return "", fmt.Errorf("%w: a spectator", ErrNotActing)
	}
	a, ok := p.sa.ChooseFor(&mm.s, i)
	if !ok {
		return "", ErrNoAction
	}
	return p.g.r.Format(a), nil
}
