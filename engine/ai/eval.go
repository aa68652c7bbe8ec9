package ai

import (
	"math"
	"slices"

	"github.com/jackalbot/jackal/engine"
)

// Weights of the static evaluation, in coins.
const (
	pieceWorth    = 1.2  // a fighting piece free to act
	swimmerWorth  = 0.8  // a fighting piece in the sea…
	swimmerDrift  = 0.03 // …less per step between it and its ship
	heldWorth     = 0.7  // a fighting piece in a trap
	lostWorth     = 0.5  // a fighting piece lost in a cave
	fridayWorth   = 0.5  // Friday in the crew
	preacherWorth = 0.3  // the unconverted missionary in the crew
	bottleWorth   = 0.25 // a bottle in the supply (up to maxBottles)
	maxBottles    = 4
	spinnerStep   = 0.05 // less per spinner step still to cross
	exploreWane   = 0.9  // …times this per action between them
	rewardScale   = 1.0  // coins of lead gained that make a search reward about 0.73
)

// weights are the tunable weights of the evaluation.
type weights struct {
	// contest is the head start, in actions, that gives a side about 73%
	// of a contested pile.
	contest float64
	// claimRoute is how much a pile's route home counts in a side's claim
	// on it, beside the distance of the side's nearest piece.
	claimRoute float64
	// explore is the share of the gold a face-down tile hides on average
	// credited to an explorer beside it.
	explore float64
}

// defaultWeights are the weights the agents play with.
var defaultWeights = weights{contest: 0, claimRoute: 0.5, explore: 0.6}

// evaluator scores positions. It keeps the route maps of the last two
// layouts it met (see layout), so one evaluator serves a whole decision
// without allocating, and a search whose iterations keep returning to the
// root's layout rarely rebuilds them.
type evaluator struct {
	w     weights
	bd    *boardInfo // the board of the decision
	slots [2]layout
	cur   *layout  // the layout of the position being scored
	gold  goldBook // scratch of the gold valuation
}

// prepare makes (or finds) the route maps of s's layout.
func (e *evaluator) prepare(s *engine.State) {
	k := layoutKey(e.bd, s)
	for i := range e.slots {
		if l := &e.slots[i]; l.valid && l.key == k {
			e.use(l)
			return
		}
	}
	l := &e.slots[0]
	if e.slots[0].used > e.slots[1].used {
		l = &e.slots[1]
	}
	l.build(e.bd, s, k)
	e.use(l)
}

// use makes l the current layout and the most recently used.
func (e *evaluator) use(l *layout) {
	l.used = max(e.slots[0].used, e.slots[1].used) + 1
	e.cur = l
}

// values computes every side's worth in s, in coins: banked gold, its share
// of the gold on the island (see goldBook), its pieces (a little more when
// near face-down tiles) and bottles. in[t] marks the sides in play.
func (e *evaluator) values(s *engine.State) (val [engine.NumCrews]float64, in [engine.NumCrews]bool) {
	e.prepare(s)
	e.gold.collect(e.bd, s)
	for _, c := range s.Rules.InPlay.Crews() {
		t := teamOf(&s.Rules, c)
		if in[t] {
			continue
		}
		in[t] = true
		val[t] = e.holdings(s, t)
	}
	e.gold.share(e, s, &val, &in)
	return val, in
}

// holdings is side t's worth in s apart from the gold on the island:
// banked gold, pieces and bottles.
func (e *evaluator) holdings(s *engine.State, t engine.Crew) float64 {
	v := 0.0
	for _, k := range s.Rules.InPlay.Crews() {
		if teamOf(&s.Rules, k) == t {
			v += float64(s.Score(k))
		}
	}
	first := engine.NoCrew
	var near [engine.NumPieces]int
	nn := 0
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pc := &s.Pieces[p]
		if pc.Status != engine.Alive || teamOf(&s.Rules, pc.Crew) != t {
			continue
		}
		if first == engine.NoCrew {
			first = pc.Crew
		}
		v += pieceValue(s, p)
		if isFighter(s, p) && !pc.IsLost() && pc.At != engine.NoCell {
			near[nn] = int(e.cur.hidden[pc.At])
			nn++
		}
	}
	v += e.explorers(s, near[:nn])
	if first == engine.NoCrew {
		first = t
	}
	return v + bottleWorth*float64(min(maxBottles, s.BottlesOf(first)))
}

// explorerWeight is how much the 1st, 2nd, … nearest explorer counts.
var explorerWeight = [...]float64{1, 0.7, 0.4, 0.2}

// explorers is what a side's pieces may still find: the gold the
// face-down tiles hide on average, times a share that wanes with each
// explorer's distance (in actions) to the nearest face-down tile; further
// explorers count less.
func (e *evaluator) explorers(s *engine.State, dist []int) float64 {
	if s.FaceDown == 0 || len(dist) == 0 {
		return 0
	}
	hidden := e.bd.gold - s.GoldOnIsland() - s.LostValue()
	for _, c := range s.Rules.InPlay.Crews() {
		hidden -= s.Score(c)
	}
	if hidden <= 0 {
		return 0
	}
	per := e.w.explore * min(1, float64(hidden)/float64(s.FaceDown))
	slices.Sort(dist)
	v := 0.0
	for i, d := range dist {
		if i >= len(explorerWeight) {
			break
		}
		v += per * explorerWeight[i] * wane[min(d, len(wane)-1)]
	}
	return v
}

// wane[n] is exploreWane^n.
var wane = func() (w [routeFar + 1]float64) {
	f := 1.0
	for i := range w {
		w[i] = f
		f *= exploreWane
	}
	w[routeFar] = 0
	return w
}()

// pieceValue is the worth of living piece p to its side.
func pieceValue(s *engine.State, p engine.PieceID) float64 {
	pc := &s.Pieces[p]
	switch {
	case p == engine.FRI:
		return fridayWorth
	case !isFighter(s, p):
		return preacherWorth
	case pc.IsLost():
		return lostWorth
	case pc.IsHeld():
		return heldWorth
	case pc.At == engine.NoCell: // aboard a boat not yet placed
		return pieceWorth
	case !s.Board.IsIsland(pc.At) && shipAt(s, pc.At) == engine.NoCrew:
		return swimmerWorth - swimmerDrift*float64(shipDist(s, pc.Crew, pc.At))
	case pc.Step > 0 && p != engine.FRI:
		return pieceWorth - spinnerStep*float64(s.Tiles[pc.At].Kind.Steps()-int(pc.Step))
	}
	return pieceWorth
}

// leads is every side's lead over the best other side in s, in coins.
func (e *evaluator) leads(s *engine.State) (l [engine.NumCrews]float64, in [engine.NumCrews]bool) {
	val, in := e.values(s)
	for t := range in {
		if in[t] {
			l[t] = bestOther(&val, &in, t)
		}
	}
	return l, in
}

// rewards scores s for every side in [0, 1]: a finished game gives its
// winners an equal share of 1; otherwise each side gets a logistic of how
// much its lead grew since base (the leads at the root of a search), so
// that the small differences one move makes stay visible to the search.
func (e *evaluator) rewards(s *engine.State, base *[engine.NumCrews]float64) [engine.NumCrews]float64 {
	var r [engine.NumCrews]float64
	if s.Over {
		var won [engine.NumCrews]bool
		n := 0
		for _, c := range s.Winners() {
			if t := teamOf(&s.Rules, c); !won[t] {
				won[t] = true
				n++
			}
		}
		for t := range won {
			if won[t] {
				r[t] = 1 / float64(n)
			}
		}
		return r
	}
	l, in := e.leads(s)
	for t := range in {
		if in[t] {
			r[t] = 1 / (1 + math.Exp(-(l[t]-base[t])/rewardScale))
		}
	}
	return r
}

// lead is side t's worth minus the best other side's, in coins.
func (e *evaluator) lead(s *engine.State, t engine.Crew) float64 {
	val, in := e.values(s)
	return bestOther(&val, &in, int(t))
}

// bestOther is val[t] minus the best val of another side in play.
func bestOther(val *[engine.NumCrews]float64, in *[engine.NumCrews]bool, t int) float64 {
	best := math.Inf(-1)
	for o := range in {
		if in[o] && o != t {
			best = max(best, val[o])
		}
	}
	if math.IsInf(best, -1) {
		return val[t]
	}
	return val[t] - best
}
