package games

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
	"github.com/jackalbot/jackal/engine/archipirata"
	archai "github.com/jackalbot/jackal/engine/archipirata/ai"
	archscenario "github.com/jackalbot/jackal/engine/archipirata/scenario"
	"github.com/jackalbot/jackal/engine/cards"
	cardsai "github.com/jackalbot/jackal/engine/cards/ai"
	cardsscenario "github.com/jackalbot/jackal/engine/cards/scenario"
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

// Puzzle is Jackal Archipelago's solo puzzles (ARCHIPELAGO.md §9): one
// player, "puzzle=N" picks the shipped puzzle. Its computer player only
// plays at random (a hint is the search the tests run, not a level); its
// scenario files are Archipelago's with a solo: key, run by classic's
// runner.
var Puzzle = game.Erase(puzzles.Rules{}, game.Extras[engine.State, engine.Action]{
	Levels:   []string{string(ai.Random)},
	Agents:   puzzleAgent,
	Scenario: scenario.Play,
})

// Cards is Jackal: the card game (CARDGAME.md): hidden simultaneous
// plans over island cards. Its computer players (engine/cards/ai) plan
// greedily (easy) or against imagined hands of the others (hard); its
// scenario files are engine/cards/scenario's.
var Cards = game.Erase(cards.Rules{}, game.Extras[cards.State, cards.Action]{
	Levels:   cardsai.Levels,
	Agents:   cardsAgent,
	Scenario: cardsScenario,
})

// All lists the games two or more play against each other, the default
// (classic) first. The games one plays alone are Solo's.
func All() []game.Game { return []game.Game{Classic, Archipirata, Archipelago, Cards} }

// Solo lists the games one plays alone: the puzzles. Lookup finds them
// too; they have no two-player deal, so the duels, the arena and the
// lobby, which deal All's games for two, leave them out.
func Solo() []game.Game { return []game.Game{Puzzle} }

// Lookup finds a game by id ("" is classic), case-insensitively: one of
// All's or Solo's.
func Lookup(id string) (game.Game, error) {
	id = strings.ToLower(strings.TrimSpace(id))
	if id == "" {
		return Classic, nil
	}
	for _, g := range append(All(), Solo()...) {
		if g.ID() == id {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%w: %q", game.ErrUnknownGame, id)
}

// IDs lists the ids of All's games (Lookup knows Solo's too).
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

// puzzleAgent is a puzzle's computer player: random only (ai.Random
// plays the view of the pirate to act).
func puzzleAgent(level string, seed uint64, budget time.Duration) (game.Agent[engine.State, engine.Action], error) {
	if level != string(ai.Random) {
		return nil, fmt.Errorf("%w: %q (a puzzle's computer plays at random)", game.ErrUnknownLevel, level)
	}
	return classicAgent(level, seed, budget)
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
var archScenario = textScenario(archscenario.ParseFile, archscenario.Report)

// cardsScenario runs a card game scenario file and reports the position
// as text.
var cardsScenario = textScenario(cardsscenario.ParseFile, cardsscenario.Report)

// textScenario is the scenario runner of a game whose scenario package
// parses a file (parse), plays it (its File's Play: the actions run, the
// expectations checked) and writes the position as text (report). Its
// errors name the file.
func textScenario[F interface{ Play() (S, error) }, S any](parse func(string, []byte) (F, error),
	report func(*S) []byte) func(name string, data []byte, ascii bool) ([]byte, error) {
	return func(name string, data []byte, _ bool) ([]byte, error) {
		f, err := parse(name, data)
		if err != nil {
			return nil, named(name, err)
		}
		s, err := f.Play()
		if err != nil {
			return nil, named(name, err)
		}
		return report(&s), nil
	}
}

// named is a scenario's error with its file's name in front, as
// "name:line: reason" or "name: reason", unless the parser put it there.
func named(name string, err error) error {
	if strings.HasPrefix(err.Error(), name+":") {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// cardsAgent is a computer player of the card game.
func cardsAgent(level string, seed uint64, _ time.Duration) (game.Agent[cards.State, cards.Action], error) {
	a, err := cardsai.New(level, seed)
	if errors.Is(err, cardsai.ErrLevel) {
		return nil, fmt.Errorf("%w: %w", game.ErrUnknownLevel, err)
	}
	return a, err
}
