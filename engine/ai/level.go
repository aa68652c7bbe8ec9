package ai

import (
	"fmt"
	"strings"
)

// Level is how well an agent plays.
type Level string

// The levels.
const (
	// Random plays a uniformly random legal action (tests, yardstick).
	Random Level = "random"
	// Easy plays a one-ply heuristic.
	Easy Level = "easy"
	// Hard searches with Monte Carlo tree search.
	Hard Level = "hard"
)

// Levels lists the levels, weakest first.
func Levels() []Level { return []Level{Random, Easy, Hard} }

// ParseLevel reads a level name, case-insensitively.
func ParseLevel(s string) (Level, error) {
	l := Level(strings.ToLower(strings.TrimSpace(s)))
	for _, k := range Levels() {
		if l == k {
			return l, nil
		}
	}
	return "", fmt.Errorf("%w: %q (want random, easy or hard)", ErrUnknownLevel, s)
}

// String is the level's name.
func (l Level) String() string { return string(l) }
