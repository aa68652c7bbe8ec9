package ai

import (
	"fmt"
	"time"

	"github.com/jackalbot/jackal/engine"
)

// DefaultMaxActions bounds a Match when its MaxActions is 0.
const DefaultMaxActions = 5000

// Match plays games between agents: Seats[c] decides whenever crew c's
// player plays the turn (under smoke, the controller's seat decides).
type Match struct {
	Seats [engine.NumCrews]Agent
	// Budget is passed to every decision (the zero Budget: each agent's own).
	Budget Budget
	// MaxActions ends a game by agreement after that many actions (0:
	// DefaultMaxActions), so two agents that never finish still stop.
	MaxActions int
	// StopDecided ends a game by agreement as soon as it is decided (see
	// Decided), as players would rather than play it out.
	StopDecided bool
	// OnDecision, if set, is called after each decision with the seat's
	// crew, the action and the time the decision took.
	OnDecision func(seat engine.Crew, a engine.Action, took time.Duration)
}

// Play plays s to its end and returns the final state and the actions
// played, in order. A decision error or an action the engine refuses stops
// the game and is returned.
func (m Match) Play(s engine.State) (engine.State, []engine.Action, error) {
	limit := m.MaxActions
	if limit <= 0 {
		limit = DefaultMaxActions
	}
	var log []engine.Action
	var evs []engine.Event
	for !s.Over {
		if len(log) >= limit || (m.StopDecided && Decided(&s)) {
			s, _ = engine.Conclude(s)
			break
		}
		seat := s.Controller()
		v := engine.ViewFor(&s, seat)
		start := time.Now()
		a, err := m.Seats[seat].Decide(&v, m.Budget)
		if err != nil {
			return s, log, fmt.Errorf("action %d, %s: %w", len(log)+1, seat, err)
		}
		if m.OnDecision != nil {
			m.OnDecision(seat, a, time.Since(start))
		}
		evs = evs[:0]
		if err := s.Play(a, &evs); err != nil {
			return s, log, fmt.Errorf("action %d, %s played %s: %w", len(log)+1, seat, a, err)
		}
		log = append(log, a)
	}
	return s, log, nil
}

// Decided reports whether the winners of s can no longer change: the
// leading side's gold exceeds every other side's by more than all the gold
// still in play (on the island, hidden or dragged).
func Decided(s *engine.State) bool {
	if s.Over {
		return true
	}
	left := infoFor(&s.Board).gold - s.LostValue()
	var score [engine.NumCrews]int
	var in [engine.NumCrews]bool
	for _, c := range s.Crews() {
		left -= s.Score(c)
		t := teamOf(&s.Rules, c)
		in[t] = true
		score[t] += s.Score(c)
	}
	first, second := -1, -1
	for t := range in {
		if !in[t] {
			continue
		}
		switch {
		case first < 0 || score[t] > score[first]:
			first, second = t, first
		case second < 0 || score[t] > score[second]:
			second = t
		}
	}
	return second >= 0 && score[first]-score[second] > left
}
