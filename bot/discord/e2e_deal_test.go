package discord_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
)

// Bounds of the search for the whole game's deal.
const (
	// plannedActions is the longest game the search accepts.
	plannedActions = 450
	// maxDeals is the number of deals tried.
	maxDeals = 40
	// knownDeal is the deal the search found last (deal 12, after about
	// 5 s of search): tried first, so the test need not search while the
	// engine plays it the same way. The search is bounded by deals, never
	// by time, so a busy machine picks the same deal as an idle one.
	knownDeal = 12
)

// agentSeed seeds the test agents' decisions.
const agentSeed = 7

// forecast is how a duel goes when the test agents play it on the engine
// alone, as they will through Discord when every chosen action is offered.
type forecast struct {
	deal    uint64
	over    bool
	actions int
	// choices counts answers to a pending choice among more than 20
	// options (the board shows them as select menus); deadly the moves
	// that kill their piece (confirmed with a second press).
	choices, deadly int
}

// foresee plays a duel of deal with the test agents, at most
// plannedActions actions.
func foresee(t *testing.T, deal uint64) forecast {
	t.Helper()
	o, err := engine.OptionsFrom([]string{engine.White.String(), engine.Black.String()}, []string{engine.VariantDuel})
	if err != nil {
		t.Fatalf("duel options: %v", err)
	}
	st, err := engine.New(deal, o)
	if err != nil {
		t.Fatalf("deal %d: %v", deal, err)
	}
	agent := ai.New(ai.Easy, agentSeed)
	f := forecast{deal: deal}
	for ; !st.Over && f.actions < plannedActions; f.actions++ {
		v := engine.ViewFor(&st, st.Controller())
		a, err := agent.Decide(&v, ai.Budget{})
		if err != nil {
			t.Fatalf("deal %d, action %d: %v", deal, f.actions, err)
		}
		if st.Pending.Active && len(engine.Legal(st)) > 20 {
			f.choices++
		}
		if pv := engine.ViewFor(&st, engine.NoCrew); pv.Deadly(a) {
			f.deadly++
		}
		if err := st.Play(a, nil); err != nil {
			t.Fatalf("deal %d, action %d %s: %v", deal, f.actions, a, err)
		}
	}
	f.over = st.Over
	return f
}

// pickDeal finds a deal for the whole game on the engine as it is: the
// first that the test agents finish within plannedActions with a choice
// shown in select menus and a deadly move on the way (knownDeal first),
// else the shortest that they finish at all.
func pickDeal(t *testing.T) forecast {
	t.Helper()
	if f := foresee(t, knownDeal); f.over && f.choices > 0 && f.deadly > 0 {
		return f
	}
	t.Logf("deal %d no longer shows a select menu and a deadly move; searching deals 1–%d (update knownDeal)", knownDeal, maxDeals)
	var best forecast
	for deal := uint64(1); deal <= maxDeals; deal++ {
		f := foresee(t, deal)
		if !f.over {
			continue
		}
		if f.choices > 0 && f.deadly > 0 {
			return f
		}
		if !best.over || f.actions < best.actions {
			best = f
		}
	}
	if !best.over {
		t.Fatalf("no duel of deals 1–%d ends within %d actions of the test agents", maxDeals, plannedActions)
	}
	return best
}
