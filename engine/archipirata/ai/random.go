package ai

import "github.com/jackalbot/jackal/engine/archipirata"

// Random picks a uniformly random legal action. It keeps its own seeded
// splitmix64 state and a reused action buffer; it is not safe for
// concurrent use.
type Random struct {
	rng uint64
	buf []archipirata.Action
}

// NewRandom returns a random player seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: seed} }

// Choose returns a legal action of the seat to act in s, false when there
// is none (the game is over).
func (r *Random) Choose(s *archipirata.State) (archipirata.Action, bool) {
	r.buf = archipirata.Legal(s, r.buf)
	if len(r.buf) == 0 {
		return archipirata.Action{}, false
	}
	return r.buf[archipirata.SplitMix(&r.rng)%uint64(len(r.buf))], true
}
