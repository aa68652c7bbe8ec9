package ai

import "github.com/jackalbot/jackal/engine/cards"

// Easy plans greedily, blind to the others: of the rows its hand may lay
// it picks the one reaching the gold worth most soonest (each step and
// each special it would spend costs a little, each card too), and answers
// the resolution's questions by the best way on (answer.go). It has no
// chance in it: the same view, the same action.
type Easy struct{ player }

type easyPlanner struct {
	w    *walker
	opts []opt
}

func (e *easyPlanner) plan(v *cards.View) []cards.Card {
	return easyPlan(e.w, &v.Island, v.Hand, 0, e.opts)
}

// NewEasy returns an easy player.
func NewEasy() *Easy {
	return &Easy{player{w: newWalker(), p: &easyPlanner{w: newWalker()}}}
}
