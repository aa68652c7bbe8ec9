package ai

import (
	"sync"

	"github.com/jackalbot/jackal/engine"
)

// Settings of the easy level.
const (
	easyRevealBonus = 0.2   // coins credited for turning a tile over
	easyCheapWeight = 0.002 // coins per point of cheap score (ties)
	easyDragCost    = 0.005 // coins: dragging gold that gains nothing is not worth the risk
	easyWideChoice  = 24    // follow-up choices with more options are taken by cheap score
	easySettleDepth = 8     // follow-up choices looked into…
	easySettleNodes = 64    // …and positions tried, per action and deal
	easyManyActions = 40    // above this, one imagined deal only
	easyIdle        = 0.1   // coins lost by a move that ends where it began
)

// evaluators keeps the memory of the easy level's evaluators for the next
// decision.
var evaluators = sync.Pool{New: func() any { return new(evaluator) }}

// easy plays one ply: each legal action is tried on a few imagined deals,
// its own follow-up choices are answered greedily, and the position is
// scored by the side's lead. Actions that surely kill the acting piece are
// dropped while anything else is legal.
func (g Agent) easy(bd *boardInfo, v *engine.View, r *rng, s0 *engine.State, legal []engine.Action) engine.Action {
	ev := evaluators.Get().(*evaluator)
	defer evaluators.Put(ev)
	vals, deadly := g.onePly(bd, v, r, s0, legal, ev)
	best, bestVal, bestSafe := legal[0], 0.0, false
	ties := 0
	for i, a := range legal {
		val, safe := vals[i], !deadly[i]
		switch {
		case i == 0, safe && !bestSafe, safe == bestSafe && val > bestVal+1e-9:
			best, bestVal, bestSafe, ties = a, val, safe, 1
		case safe == bestSafe && val > bestVal-1e-9:
			ties++
			if r.intn(ties) == 0 {
				best = a
			}
		}
	}
	return best
}

// onePly scores every action of legal for the side that plays the turn:
// its lead, in coins, after the action and the side's own follow-up
// choices, averaged over a few imagined deals, with small terms for
// turning tiles over, wasted moves and risky drags. deadly[i] reports an
// action that surely kills the acting piece (never set when the turn is
// played against the acting crew). ev is the evaluator to use (its
// weights and board are set from the agent's and bd).
func (g Agent) onePly(bd *boardInfo, v *engine.View, r *rng, s0 *engine.State, legal []engine.Action, ev *evaluator) (vals []float64, deadly []bool) {
	k := g.cfg.samples
	if len(legal) > easyManyActions {
		k = 1
	}
	deals := make([]engine.State, k)
	deals[0] = *s0
	for i := 1; i < k; i++ {
		deals[i] = v.Sample(r.next())
	}
	side := sideOf(s0)
	hostile := teamOf(&s0.Rules, s0.Turn) != side
	sc := scorer{bd: bd}
	sc.prepare(s0)
	ev.w, ev.bd = g.cfg.w, bd
	e := easyEval{side: side, sc: &sc, ev: ev, buf: make([]engine.Action, 0, 64)}
	vals = make([]float64, len(legal))
	deadly = make([]bool, len(legal))
	for i, a := range legal {
		val := 0.0
		for d := range deals {
			t := deals[d]
			e.evs = e.evs[:0]
			if t.Play(a, &e.evs) != nil {
				continue
			}
			if !hostile && certainDeath(e.evs, actor(&deals[d], a)) {
				deadly[i] = true
			}
			e.mover, e.start = engine.NoPiece, engine.NoCell
			if a.Kind == engine.ActMove && a.Step == 0 && !revealed(e.evs) {
				e.mover, e.start = a.Piece, deals[d].Pieces[a.Piece].At
			}
			e.nodes = 0
			val += e.settle(&t, 0) + e.revealBonus(&t, e.evs)
		}
		val /= float64(k)
		cheap := sc.score(s0, a)
		if hostile {
			cheap = -cheap
		}
		val += easyCheapWeight * cheap
		if a.Drag != engine.DragNone {
			val -= easyDragCost
		}
		vals[i] = val
	}
	return vals, deadly
}

// easyEval holds what the easy level's scoring reuses.
type easyEval struct {
	side engine.Crew
	sc   *scorer
	ev   *evaluator
	// mover and start: the piece whose move is scored and where it began;
	// a move that brings it back there is idle (NoPiece: not checked).
	mover engine.PieceID
	start engine.Cell
	nodes int // positions tried by settle for the current action
	buf   []engine.Action
	evs   []engine.Event
}

// settle answers the side's own pending choices greedily and returns the
// side's lead in the position reached.
func (e *easyEval) settle(t *engine.State, depth int) float64 {
	if !t.Pending.Active || sideOf(t) != e.side || depth >= easySettleDepth || e.nodes >= easySettleNodes {
		v := e.ev.lead(t, e.side)
		if e.mover != engine.NoPiece && t.Pieces[e.mover].Status == engine.Alive && t.Pieces[e.mover].At == e.start {
			v -= easyIdle
		}
		return v
	}
	opts := append([]engine.Action(nil), t.LegalInto(e.buf)...)
	if len(opts) > easyWideChoice {
		e.sc.prepare(t)
		best, bv := opts[0], e.sc.score(t, opts[0])
		for _, a := range opts[1:] {
			if x := e.sc.score(t, a); x > bv {
				best, bv = a, x
			}
		}
		u := *t
		var evs []engine.Event
		if u.Play(best, &evs) != nil {
			return e.ev.lead(t, e.side)
		}
		return e.settle(&u, depth+1)
	}
	bv := 0.0
	for i, a := range opts {
		e.nodes++
		u := *t
		if u.Play(a, nil) != nil {
			continue
		}
		if x := e.settle(&u, depth+1); i == 0 || x > bv {
			bv = x
		}
	}
	return bv
}

// revealBonus credits the side for tiles its crews turned over.
func (e *easyEval) revealBonus(t *engine.State, evs []engine.Event) float64 {
	v := 0.0
	for _, ev := range evs {
		if ev.Type == engine.EvRevealed && ev.Crew < engine.NumCrews && teamOf(&t.Rules, ev.Crew) == e.side {
			v += easyRevealBonus
		}
	}
	return v
}

// actor is the piece that acts in a: the moving piece, or the piece whose
// pending choice a answers.
func actor(s *engine.State, a engine.Action) engine.PieceID {
	switch a.Kind {
	case engine.ActMove:
		return a.Piece
	case engine.ActChoose, engine.ActStay:
		return s.Pending.Piece
	}
	return engine.NoPiece
}

// certainDeath reports whether the events show piece p killed before any
// tile was turned over: a death that does not depend on the imagined deal.
func certainDeath(evs []engine.Event, p engine.PieceID) bool {
	if p == engine.NoPiece {
		return false
	}
	for _, e := range evs {
		switch {
		case e.Type == engine.EvRevealed:
			return false
		case e.Type == engine.EvKilled && e.Piece == p:
			return true
		}
	}
	return false
}

// revealed reports whether the events turned a tile over.
func revealed(evs []engine.Event) bool {
	for _, e := range evs {
		if e.Type == engine.EvRevealed {
			return true
		}
	}
	return false
}
