package ai

import (
	"errors"
	"fmt"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// ErrLevel is a level name this package does not have.
var ErrLevel = errors.New("unknown level")

// Agent is an Archipirata computer player.
type Agent interface {
	// Choose returns a legal action of the seat to act in s, false when
	// there is none. It looks only at what that seat may know.
	Choose(s *archipirata.State) (archipirata.Action, bool)
}

// Levels are the level names New takes, weakest first.
var Levels = []string{"random", "easy", "hard"}

// New makes the player of a level from a seed.
func New(level string, seed uint64) (Agent, error) {
	switch level {
	case "random":
		return NewRandom(seed), nil
	case "easy":
		return NewEasy(seed), nil
	case "hard":
		return NewHard(seed), nil
	}
	return nil, fmt.Errorf("%w: %q", ErrLevel, level)
}
