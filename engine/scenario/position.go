package scenario

import (
	"fmt"
	"os"

	"github.com/jackalbot/jackal/engine"
)

// Position reads the scenario file at path and plays the first n entries
// of its actions (every one when n is larger): the position a test starts
// from, such as a choice pending, described by a file the rules suite
// already proves.
func Position(path string, n int) (engine.State, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return engine.State{}, fmt.Errorf("scenario: %w", err)
	}
	sc, err := Parse(data, path)
	if err != nil {
		return engine.State{}, err
	}
	sc.Actions = sc.Actions[:min(n, len(sc.Actions))]
	res, err := Run(sc)
	if err != nil {
		return engine.State{}, err
	}
	return res.State, nil
}
