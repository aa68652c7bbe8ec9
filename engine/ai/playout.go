package ai

import "github.com/jackalbot/jackal/engine"

// playout plays up to the configured depth of actions from s, each drawn
// by a softmax over the cheap score of the side that decides it.
func (se *search) playout(s *engine.State) {
	for i := 0; i < se.cfg.depth && !s.Over; i++ {
		se.legal = s.LegalInto(se.legal)
		a := se.legal[0]
		if len(se.legal) > 1 {
			a = se.policy(s, se.legal)
		}
		se.play(s, a)
	}
}

// policy draws one of legal by a softmax over cheap scores (negated when the
// turn is played against the acting crew).
func (se *search) policy(s *engine.State, legal []engine.Action) engine.Action {
	se.sc.prepare(s)
	sign := 1 / se.cfg.temp
	if teamOf(&s.Rules, s.Turn) != sideOf(s) {
		sign = -sign
	}
	se.weights = se.weights[:0]
	top := -1e18
	for _, a := range legal {
		x := sign * se.sc.score(s, a)
		se.weights = append(se.weights, x)
		top = max(top, x)
	}
	total := 0.0
	for i, x := range se.weights {
		w := expClamp(x - top)
		se.weights[i] = w
		total += w
	}
	u := se.r.float() * total
	for i, w := range se.weights {
		u -= w
		if u < 0 {
			return legal[i]
		}
	}
	return legal[len(legal)-1]
}
