package game

import (
	"fmt"
	"slices"
	"time"
)

// Extras are what a Game holds beside its rules: computer players and the
// scenario runner.
type Extras[S any, A comparable] struct {
	// Levels are the computer levels, weakest first.
	Levels []string
	// Agents makes the computer players.
	Agents AgentMaker[S, A]
	// Scenario runs one scenario file (see Game.Scenario).
	Scenario func(name string, data []byte, board bool) ([]byte, error)
}

// Erase is the Game of ruleset r. It is the one implementation of the
// type-erased contract: every ruleset gets its matches, notes, replay and
// computer players through it.
func Erase[S any, A comparable, E any, V any](r Ruleset[S, A, E, V], x Extras[S, A]) Game {
	return &erased[S, A, E, V]{r: r, x: x}
}

type erased[S any, A comparable, E any, V any] struct {
	r Ruleset[S, A, E, V]
	x Extras[S, A]
}

func (g *erased[S, A, E, V]) ID() string         { return g.r.ID() }
func (g *erased[S, A, E, V]) Name() string       { return g.r.Name() }
func (g *erased[S, A, E, V]) Version() int       { return g.r.Version() }
func (g *erased[S, A, E, V]) Seats() []int       { return g.r.Seats() }
func (g *erased[S, A, E, V]) Variants() []string { return g.r.Variants() }
func (g *erased[S, A, E, V]) Levels() []string   { return slices.Clone(g.x.Levels) }

func (g *erased[S, A, E, V]) TwoSeats() Options {
	o := g.r.TwoSeats()
	return Options{Seats: slices.Clone(o.Seats), Variants: slices.Clone(o.Variants)}
}

func (g *erased[S, A, E, V]) SeatNames() []string {
	var out []string
	for i := 0; ; i++ {
		n := g.r.SeatName(i)
		if n == "" {
			return out
		}
		out = append(out, n)
	}
}

func (g *erased[S, A, E, V]) New(o Options, seed uint64) (Match, error) {
	s, err := g.r.Deal(o, seed)
	if err != nil {
		return nil, err
	}
	return &match[S, A, E, V]{g: g, s: s}, nil
}

func (g *erased[S, A, E, V]) Restore(b []byte) (Match, error) {
	s, err := g.r.Unmarshal(b)
	if err != nil {
		return nil, err
	}
	return &match[S, A, E, V]{g: g, s: s}, nil
}

func (g *erased[S, A, E, V]) Agent(level string, seed uint64, budget time.Duration) (Player, error) {
	if g.x.Agents == nil || !slices.Contains(g.x.Levels, level) {
		return nil, fmt.Errorf("%w: %q", ErrUnknownLevel, level)
	}
	a, err := g.x.Agents(level, seed, budget)
	if err != nil {
		return nil, err
	}
	pl := player[S, A, E, V]{g: g, a: a}
	if sa, ok := a.(SeatAgent[S, A]); ok && g.simultaneous() != nil {
		return seatPlayer[S, A, E, V]{pl, sa}, nil
	}
	return pl, nil
}

func (g *erased[S, A, E, V]) Scenario(name string, data []byte, board bool) ([]byte, error) {
	if g.x.Scenario == nil {
		return nil, ErrNoScenarios
	}
	return g.x.Scenario(name, data, board)
}

func (g *erased[S, A, E, V]) Spell(action string) (string, error) {
	a, err := g.r.Parse(action)
	if err != nil {
		return "", err
	}
	return g.r.Format(a), nil
}

func (g *erased[S, A, E, V]) Join(a, b Events) Events {
	x, _ := a.([]E)
	y, _ := b.([]E)
	if len(y) == 0 {
		return x
	}
	return append(x[:len(x):len(x)], y...)
}

// seat is the number of the named seat ("" is Spectator).
func (g *erased[S, A, E, V]) seat(name string) (int, error) {
	if name == "" {
		return Spectator, nil
	}
	for i := 0; ; i++ {
		n := g.r.SeatName(i)
		if n == "" {
			return 0, fmt.Errorf("%w: %q", ErrUnknownSeat, name)
		}
		if n == name {
			return i, nil
		}
	}
}

type match[S any, A comparable, E any, V any] struct {
	g   *erased[S, A, E, V]
	s   S
	buf []A
}

func (m *match[S, A, E, V]) Game() Game { return m.g }

func (m *match[S, A, E, V]) ToAct() (string, bool) {
	i, over := m.g.r.ToAct(&m.s)
	if over {
		return "", true
	}
	return m.g.r.SeatName(i), false
}

func (m *match[S, A, E, V]) Legal() []string {
	m.buf = m.g.r.Legal(&m.s, m.buf)
	out := make([]string, len(m.buf))
	for i, a := range m.buf {
		out[i] = m.g.r.Format(a)
	}
	return out
}

func (m *match[S, A, E, V]) Check(text string) error {
	if seat, action, ok := SplitSeatEntry(text); ok {
		c := &match[S, A, E, V]{g: m.g, s: m.s}
		var evs []E
		return c.playFor(seat, action, &evs)
	}
	a, err := m.g.r.Parse(text)
	if err != nil {
		return err
	}
	s := m.s
	var evs []E
	return m.g.r.Apply(&s, a, &evs)
}

func (m *match[S, A, E, V]) Play(entry string) (Events, error) {
	var evs []E
	if IsNote(entry) {
		err := m.g.r.Note(&m.s, entry, &evs)
		return evs, err
	}
	if seat, action, ok := SplitSeatEntry(entry); ok {
		if err := m.playFor(seat, action, &evs); err != nil {
			return nil, err
		}
		return evs, nil
	}
	a, err := m.g.r.Parse(entry)
	if err != nil {
		return nil, err
	}
	if err := m.g.r.Apply(&m.s, a, &evs); err != nil {
		return nil, err
	}
	return evs, nil
}

func (m *match[S, A, E, V]) View(seat string) any {
	i, err := m.g.seat(seat)
	if err != nil {
		i = Spectator
	}
	v := m.g.r.View(&m.s, i)
	return &v
}

func (m *match[S, A, E, V]) Outcome() Outcome          { return m.g.r.Outcome(&m.s) }
func (m *match[S, A, E, V]) Snapshot() ([]byte, error) { return m.g.r.Marshal(&m.s) }
func (m *match[S, A, E, V]) State() any                { return &m.s }

func (m *match[S, A, E, V]) Clone() Match {
	return &match[S, A, E, V]{g: m.g, s: m.s}
}

type player[S any, A comparable, E any, V any] struct {
	g *erased[S, A, E, V]
	a Agent[S, A]
}

func (p player[S, A, E, V]) Choose(m Match) (string, error) {
	mm, ok := m.(*match[S, A, E, V])
	if !ok || mm.g.r.ID() != p.g.r.ID() {
		return "", fmt.Errorf("%w: a match of another game", ErrUnknownGame)
	}
	a, ok := p.a.Choose(&mm.s)
	if !ok {
		return "", ErrNoAction
	}
	return p.g.r.Format(a), nil
}
