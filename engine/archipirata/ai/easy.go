package ai

import "github.com/jackalbot/jackal/engine/archipirata"

// Easy plays the action whose outcome scores best at once (one ply), on
// one imagined deal of the cards its seat cannot see; ties go to a seeded
// random pick. It is not safe for concurrent use.
type Easy struct {
	rng  uint64
	buf  []archipirata.Action
	best []archipirata.Action
}

// NewEasy returns an easy player seeded with seed.
func NewEasy(seed uint64) *Easy { return &Easy{rng: seed} }

// Choose returns a legal action of the seat to act in s, false when there
// is none (the game is over).
func (e *Easy) Choose(s *archipirata.State) (archipirata.Action, bool) {
	e.buf = archipirata.Legal(s, e.buf)
	if len(e.buf) <= 1 {
		return first(e.buf)
	}
	t := archipirata.Team(s.Turn)
	d := archipirata.Sample(s, s.Turn, archipirata.SplitMix(&e.rng))
	top := 0.0
	e.best = e.best[:0]
	for _, a := range e.buf {
		c := d
		archipirata.Play(&c, a, nil)
		v := score(&c, t)
		switch {
		case len(e.best) == 0 || v > top:
			top, e.best = v, append(e.best[:0], a)
		case v == top:
			e.best = append(e.best, a)
		}
	}
	return e.best[archipirata.SplitMix(&e.rng)%uint64(len(e.best))], true
}

// first is the only action of a list of at most one.
func first(l []archipirata.Action) (archipirata.Action, bool) {
	if len(l) == 0 {
		return archipirata.Action{}, false
	}
	return l[0], true
}
