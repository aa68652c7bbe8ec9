package ai

import (
	"math"
	"slices"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// The hard player's search, by default: imagined deals, actions looked
// ahead (a pending choice does not count: it finishes the action it
// belongs to), and the replies searched at each inner node (the best by
// their immediate score; the others are judged by that score alone).
const (
	DefaultSamples = 4
	DefaultDepth   = 3
	DefaultBeam    = 10
)

// Hard searches: for each imagined deal of the cards its seat cannot see
// (archipirata.Sample), a minimax search with alpha-beta pruning, Depth
// actions deep, scores each legal action; the action with the best mean
// over the deals is played, ties going to a seeded random pick. Its work is
// fixed by its settings, never by a clock, so a replayed game's computer
// plays the same. It is not safe for concurrent use.
type Hard struct {
	// Samples, Depth and Beam are the search's size (see the defaults).
	Samples, Depth, Beam int

	rng  uint64
	team uint8
	root []archipirata.Action
	sum  []float64
	ply  []plyBuf
}

// plyBuf is one ply's reused memory: the legal actions and the children.
type plyBuf struct {
	legal []archipirata.Action
	kids  []child
	top   []int32 // the kids searched, best first
}

// child is a position after one action, with its immediate score.
type child struct {
	s archipirata.State
	v float64
}

// NewHard returns a hard player seeded with seed, with the default search.
func NewHard(seed uint64) *Hard {
	return &Hard{rng: seed, Samples: DefaultSamples, Depth: DefaultDepth, Beam: DefaultBeam}
}

// Choose returns a legal action of the seat to act in s, false when there
// is none (the game is over).
func (h *Hard) Choose(s *archipirata.State) (archipirata.Action, bool) {
	h.root = archipirata.Legal(s, h.root)
	if len(h.root) <= 1 {
		return first(h.root)
	}
	h.team = archipirata.Team(s.Turn)
	h.sum = slices.Grow(h.sum[:0], len(h.root))[:len(h.root)]
	clear(h.sum)
	for range max(1, h.Samples) {
		d := archipirata.Sample(s, s.Turn, archipirata.SplitMix(&h.rng))
		for i, a := range h.root {
			c := d
			archipirata.Play(&c, a, nil)
			h.sum[i] += h.value(&c, h.next(&c, h.Depth), 1, math.Inf(-1), math.Inf(1))
		}
	}
	top := math.Inf(-1)
	n := 0
	for i, v := range h.sum {
		switch {
		case v > top:
			top, n = v, 1
			h.root[0] = h.root[i]
		case v == top:
			h.root[n] = h.root[i]
			n++
		}
	}
	return h.root[archipirata.SplitMix(&h.rng)%uint64(n)], true
}

// next is the depth left below a position reached with depth left: one
// less, unless the action is not finished (a choice is pending).
func (h *Hard) next(s *archipirata.State, depth int) int {
	if s.Pend != archipirata.PendNone {
		return depth
	}
	return depth - 1
}

// value is the minimax value of s for the player's team, depth actions
// deep, within the window (alpha, beta); ply indexes the reused buffers.
func (h *Hard) value(s *archipirata.State, depth, ply int, alpha, beta float64) float64 {
	if s.Over || depth <= 0 {
		return score(s, h.team)
	}
	for len(h.ply) <= ply {
		h.ply = append(h.ply, plyBuf{})
	}
	b := &h.ply[ply]
	b.legal = archipirata.Legal(s, b.legal)
	if len(b.legal) == 0 {
		return score(s, h.team)
	}
	b.kids = b.kids[:0]
	for _, a := range b.legal {
		c := *s
		archipirata.Play(&c, a, nil)
		b.kids = append(b.kids, child{s: c, v: score(&c, h.team)})
	}
	mine := archipirata.Team(s.Turn) == h.team
	// The mover's best first: that is the order alpha-beta prunes most in,
	// and the beam keeps the first. Past the beam a kid counts by its
	// immediate score, so of those only the best can change the value: the
	// search looks at the Beam+1 best kids only (in the order a stable sort
	// would give them), not at a sort of them all.
	b.top = h.best(b.top, b.kids, mine)
	best := math.Inf(1)
	if mine {
		best = math.Inf(-1)
	}
	for k, i := range b.top {
		kid := &h.ply[ply].kids[i] // h.ply may grow below
		v := kid.v
		if d := h.next(&kid.s, depth); d > 0 && k < h.Beam && !kid.s.Over {
			v = h.value(&kid.s, d, ply+1, alpha, beta)
		}
		if mine {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// best puts into top[:0] the indices of the Beam+1 best kids for the
// mover (highest scores when mine, else lowest), best first, ties in
// their order in kids.
func (h *Hard) best(top []int32, kids []child, mine bool) []int32 {
	top = top[:0]
	m := max(h.Beam, 0) + 1
	better := func(x, y float64) bool { // x ranks before y
		if mine {
			return x > y
		}
		return x < y
	}
	for i := range kids {
		v := kids[i].v
		if len(top) == m && !better(v, kids[top[m-1]].v) {
			continue
		}
		k := len(top)
		if k < m {
			top = append(top, 0)
		} else {
			k--
		}
		for k > 0 && better(v, kids[top[k-1]].v) {
			top[k] = top[k-1]
			k--
		}
		top[k] = int32(i)
	}
	return top
}
