package ai

import (
	"fmt"
	"slices"
	"time"

	"github.com/jackalbot/jackal/engine"
)

// Agent is a computer player of one level. It is a plain value that keeps
// no state between decisions: the same agent, view and budget always give
// the same action (unless a wall-clock cap cuts a search short), and one
// agent may decide for several games at once.
type Agent struct {
	level Level
	seed  uint64
	cfg   config
}

// New returns an agent of the given level whose decisions are seeded by
// seed. An unknown level is reported by Decide (see ParseLevel to check a
// name first).
func New(level Level, seed uint64, opts ...Option) Agent {
	cfg := defaultConfig()
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	return Agent{level: level, seed: seed, cfg: cfg}
}

// Level is the agent's level.
func (g Agent) Level() Level { return g.level }

// Seed is the agent's seed.
func (g Agent) Seed() uint64 { return g.seed }

// Decide returns the action the agent plays in the position v shows: a
// legal action of the crew to act (or an answer to the pending choice),
// chosen by the player of v.Crew, who must be the player of the turn
// (v.Controller; under smoke that is another crew's player, see the
// package documentation). The budget bounds the hard level's search; the
// zero Budget uses the agent's settings. The other levels ignore it.
func (g Agent) Decide(v *engine.View, b Budget) (engine.Action, error) {
	if v == nil {
		return engine.Action{}, ErrNoView
	}
	if v.Over {
		return engine.Action{}, fmt.Errorf("%w: %w", ErrGameOver, engine.ErrGameOver)
	}
	switch g.level {
	case Random, Easy, Hard:
	default:
		return engine.Action{}, fmt.Errorf("%w: %q", ErrUnknownLevel, string(g.level))
	}
	bd := infoFor(&v.Board)
	r := rng{s: g.seed ^ viewHash(bd, v)}
	s0 := v.Sample(r.next())
	if v.Crew >= engine.NumCrews || v.Controller >= engine.NumCrews ||
		s0.Rules.Player[v.Controller] != s0.Rules.Player[v.Crew] {
		return engine.Action{}, fmt.Errorf("%w: %s's view, %s plays the turn", ErrNotSeated, v.Crew, v.Controller)
	}
	legal := s0.LegalInto(make([]engine.Action, 0, 64))
	if v.Pending != nil {
		legal = offered(v.Pending, legal)
	}
	if len(legal) == 0 {
		return engine.Action{}, ErrNoAction
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	switch g.level {
	case Random:
		return legal[r.intn(len(legal))], nil
	case Easy:
		return g.easy(bd, v, &r, &s0, legal), nil
	}
	return g.hard(bd, v, &r, &s0, legal, g.budget(b)), nil
}

// budget merges a decision's budget with the agent's settings.
func (g Agent) budget(b Budget) Budget {
	if b.Iterations <= 0 {
		b.Iterations = g.cfg.iterations
	}
	if b.MaxTime <= 0 {
		b.MaxTime = g.cfg.maxTime
	}
	return b
}

// deadline is the wall-clock end of a search, or the zero time for none.
func deadline(b Budget) time.Time {
	if b.MaxTime <= 0 {
		return time.Time{}
	}
	return time.Now().Add(b.MaxTime)
}

// offered keeps the answers the view's pending choice offers: the sample
// may offer more (a tile the climbing crew saw with its lighthouse is no
// option, and another crew's view, playing its turn under smoke, does not
// know it saw it). When none is left, the view's own options are the
// answers.
func offered(ch *engine.Choice, legal []engine.Action) []engine.Action {
	keep := func(a engine.Action) bool {
		switch a.Kind {
		case engine.ActStay:
			return ch.Stay
		case engine.ActChoose:
			return slices.Contains(ch.Options, a.To)
		}
		return false
	}
	out := slices.DeleteFunc(legal, func(a engine.Action) bool { return !keep(a) })
	if len(out) > 0 {
		return out
	}
	for _, c := range ch.Options {
		out = append(out, engine.Choose(c))
	}
	if ch.Stay {
		out = append(out, engine.Stay)
	}
	return out
}
