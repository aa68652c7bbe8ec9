package games

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipirata"
	archai "github.com/jackalbot/jackal/engine/archipirata/ai"
	archscenario "github.com/jackalbot/jackal/engine/archipirata/scenario"
	"github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/scenario"
)

// Classic is classic Jackal.
var Classic = game.Erase(engine.Classic{}, game.Extras[engine.State, engine.Action]{
	Levels:   []string{string(ai.Random), string(ai.Easy), string(ai.Hard)},
	Agents:   classicAgent,
	Scenario: scenario.Play,
})

// Archipirata is Archipirata.
var Archipirata = game.Erase(archipirata.Rules{}, game.Extras[archipirata.State, archipirata.Action]{
	Levels:   archai.Levels,
	Agents:   archAgent,
	Scenario: archScenario,
})

// Archipelago is Jackal Archipelago: the engine's rules on an island's sea
// board, played by the same computer crews as classic (engine/ai reads the
// board from the view), its scenario files run by classic's runner (a file
// naming an island is Archipelago's).
var Archipelago = game.Erase(archipelago.Rules{}, game.Extras[engine.State, engine.Action]{
	Levels:   []string{string(ai.Random), string(ai.Easy), string(ai.Hard)},
	Agents:   classicAgent,
	Scenario: scenario.Play,
})

// All lists the games, the default (classic) first.
func All() []game.Game { return []game.Game{Classic, Archipirata, Archipelago} }

// Lookup finds a game by id ("" is classic), case-insensitively.
func Lookup(id string) (game.Game, error) {
	id = strings.ToLower(strings.TrimSpace(id))
	if id == "" {
		return Classic, nil
	}
	for _, g := range All() {
		if g.ID() == id {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%w: %q", game.ErrUnknownGame, id)
}

// IDs lists the game ids.
func IDs() []string {
	var out []string
	for _, g := range All() {
		out = append(out, g.ID())
	}
	return out
}

// classicAgent is a computer player of the engine's games (classic and
// Archipelago): it decides from the view of the crew to act (the
// controller's).
func classicAgent(level string, seed uint64, budget time.Duration) (game.Agent[engine.State, engine.Action], error) {
	lvl, err := ai.ParseLevel(level)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", game.ErrUnknownLevel, err)
	}
	return classicPlayer{a: ai.New(lvl, seed), budget: ai.Budget{MaxTime: budget}}, nil
}

type classicPlayer struct {
	a      ai.Agent
	budget ai.Budget
}

func (p classicPlayer) Choose(s *engine.State) (engine.Action, bool) {
	v := engine.ViewFor(s, s.Controller())
	a, err := p.a.Decide(&v, p.budget)
	return a, err == nil
}

// archAgent is an Archipirata computer player.
func archAgent(level string, seed uint64, _ time.Duration) (game.Agent[archipirata.State, archipirata.Action], error) {
	a, err := archai.New(level, seed)
	if errors.Is(err, archai.ErrLevel) {
		return nil, fmt.Errorf("%w: %w", game.ErrUnknownLevel, err)
	}
	return a, err
}

// archScenario runs an Archipirata scenario file and reports the position
// as text.
func archScenario(name string, data []byte, _ bool) ([]byte, error) {
	f, err := archscenario.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	s, err := f.Play()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return archscenario.Report(&s), nil
}
