package ai

import (
	"math"
	"time"

	"github.com/jackalbot/jackal/engine"
)

// Banking early: the static evaluation counts a coin banked now and one
// banked a few actions later alike, so a search would put banking off. A
// coin banked at the k-th action of an iteration earns its side
// earlyBank × earlyDecay^k coins more.
const (
	earlyBank    = 0.3
	earlyDecay   = 0.7
	earlyHorizon = 12 // actions after which the bonus is no longer counted
)

// earlyBonus[k] is earlyBank × earlyDecay^k.
var earlyBonus = func() (b [earlyHorizon]float64) {
	f := earlyBank
	for i := range b {
		b[i] = f
		f *= earlyDecay
	}
	return b
}()

// search is the working memory of one hard decision.
type search struct {
	cfg     config
	r       *rng
	t       tree
	sc      scorer
	ev      evaluator
	legal   []engine.Action
	untried []engine.Action
	weights []float64
	evs     []engine.Event
	path    []int32
	base    [engine.NumCrews]float64 // every side's lead at the root
	early   [engine.NumCrews]float64 // this iteration's bonus for gold banked early, per side
	step    int                      // actions played in this iteration
}

// reset readies a pooled search for a new decision.
func (se *search) reset(cfg config, r *rng) {
	se.cfg, se.r = cfg, r
	se.legal, se.untried, se.weights = se.legal[:0], se.untried[:0], se.weights[:0]
	se.evs, se.path = se.evs[:0], se.path[:0]
}

// hard searches with single-observer information-set UCT: each iteration
// deals a new determinization of the hidden tiles, descends the tree along
// actions legal in that deal, expands one, runs a playout and backs up
// every side's reward. The root's children start with the easy level's
// one-ply scores as a prior worth a few visits, and actions that surely
// kill the acting piece are left out while anything else is legal.
func (g Agent) hard(bd *boardInfo, v *engine.View, r *rng, s0 *engine.State, legal []engine.Action, b Budget) engine.Action {
	// a fresh search every decision: a pooled one's leftovers made the
	// choice depend on which search the pool handed out (and on when the
	// garbage collector emptied it), so equal decisions could differ
	se := new(search)
	se.reset(g.cfg, r)
	se.sc.bd = bd
	vals, deadly := g.onePly(bd, v, r, s0, legal, &se.ev)
	root, prior := safeActions(legal, vals, deadly)
	if len(root) == 1 {
		return root[0]
	}
	side := sideOf(s0)
	se.t.reset(b.Iterations + len(root) + 1)
	se.base, _ = se.ev.leads(s0)
	if pv := g.cfg.prior; pv > 0 {
		for i, a := range root {
			c := se.t.add(0, a, -1)
			nd := &se.t.nodes[c]
			nd.visits, nd.avail = int32(pv), int32(pv)
			for k := range nd.sum {
				nd.sum[k] = 0.5 * float64(pv)
			}
			nd.sum[side] = float64(pv) / (1 + math.Exp(-(prior[i]-se.base[side])/rewardScale))
		}
	}
	end := deadline(b)
	for it := int32(0); int(it) < b.Iterations; it++ {
		if !end.IsZero() && it&15 == 15 && time.Now().After(end) {
			break
		}
		s := v.Sample(r.next())
		se.iterate(&s, it, root)
	}
	return se.best(root, side)
}

// safeActions drops the actions marked deadly, with their values, unless
// every action is.
func safeActions(legal []engine.Action, vals []float64, deadly []bool) ([]engine.Action, []float64) {
	var acts []engine.Action
	var out []float64
	for i, a := range legal {
		if !deadly[i] {
			acts = append(acts, a)
			out = append(out, vals[i])
		}
	}
	if len(acts) == 0 {
		return legal, vals
	}
	return acts, out
}

// iterate runs one iteration on the determinization s.
func (se *search) iterate(s *engine.State, it int32, root []engine.Action) {
	t := &se.t
	se.path = append(se.path[:0], 0)
	se.early, se.step = [engine.NumCrews]float64{}, 0
	n := int32(0)
	for !s.Over {
		legal := root
		if n != 0 {
			se.legal = s.LegalInto(se.legal)
			legal = se.legal
		}
		se.untried = se.untried[:0]
		for _, a := range legal {
			if c := t.find(n, a); c >= 0 {
				t.nodes[c].stamp = it
				t.nodes[c].avail++
			} else {
				se.untried = append(se.untried, a)
			}
		}
		if len(se.untried) > 0 {
			a := se.expansion(s)
			c := t.add(n, a, it)
			se.play(s, a)
			se.path = append(se.path, c)
			break
		}
		c := se.selectChild(n, it, sideOf(s))
		se.play(s, t.nodes[c].act)
		se.path = append(se.path, c)
		n = c
	}
	se.playout(s)
	var base [engine.NumCrews]float64
	for k := range base {
		base[k] = se.base[k] - se.early[k]
	}
	rw := se.ev.rewards(s, &base)
	for _, c := range se.path {
		nd := &t.nodes[c]
		nd.visits++
		for k := range nd.sum {
			nd.sum[k] += rw[k]
		}
	}
}

// expansion picks the untried action with the best cheap score (ties at random).
func (se *search) expansion(s *engine.State) engine.Action {
	se.sc.prepare(s)
	hostile := teamOf(&s.Rules, s.Turn) != sideOf(s)
	best, bv, ties := se.untried[0], math.Inf(-1), 0
	for _, a := range se.untried {
		x := se.sc.score(s, a)
		if hostile {
			x = -x
		}
		switch {
		case x > bv:
			best, bv, ties = a, x, 1
		case x == bv:
			ties++
			if se.r.intn(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// selectChild picks, among the children of n legal in this iteration, the
// one with the best upper confidence bound for side.
func (se *search) selectChild(n, it int32, side engine.Crew) int32 {
	t := &se.t
	best, bv := int32(-1), math.Inf(-1)
	for c := t.nodes[n].child; c >= 0; c = t.nodes[c].next {
		nd := &t.nodes[c]
		if nd.stamp != it {
			continue
		}
		u := nd.sum[side]/float64(nd.visits) +
			se.cfg.explore*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.visits))
		if u > bv {
			best, bv = c, u
		}
	}
	return best
}

// play plays a on s (a is legal there) and credits gold banked early.
func (se *search) play(s *engine.State, a engine.Action) {
	se.evs = se.evs[:0]
	_ = s.Play(a, &se.evs)
	if se.step < earlyHorizon {
		for _, e := range se.evs {
			if e.Type == engine.EvGoldBanked && e.Crew < engine.NumCrews {
				se.early[teamOf(&s.Rules, e.Crew)] += earlyBonus[se.step] * float64(dragValue(e.Gold))
			}
		}
	}
	se.step++
}

// best is the root action searched most, ties going to the better mean.
func (se *search) best(root []engine.Action, side engine.Crew) engine.Action {
	t := &se.t
	best, bv, bm := root[0], int32(-1), 0.0
	for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
		nd := &t.nodes[c]
		m := t.mean(c, side)
		if nd.visits > bv || (nd.visits == bv && m > bm) {
			best, bv, bm = nd.act, nd.visits, m
		}
	}
	return best
}
