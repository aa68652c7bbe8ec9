package ai

import (
	"errors"
	"fmt"

	"github.com/jackalbot/jackal/engine/cards"
)

// ErrLevel is a level name this package does not have.
var ErrLevel = errors.New("unknown level")

// Agent is a computer player of the card game.
type Agent interface {
	// Choose returns a legal action of the seat to act in s, false when
	// the game is over. It looks only at what that seat may know.
	Choose(s *cards.State) (cards.Action, bool)
}

// Levels are the level names New takes, weakest first.
var Levels = []string{"random", "easy", "hard"}

// New makes the player of a level from a seed.
func New(level string, seed uint64) (Agent, error) {
	switch level {
	case "random":
		return &cards.RandomAgent{RNG: seed}, nil
	case "easy":
		return NewEasy(), nil
	case "hard":
		return NewHard(seed), nil
	}
	return nil, fmt.Errorf("%w: %q", ErrLevel, level)
}
