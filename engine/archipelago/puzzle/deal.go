package puzzle

import (
	"fmt"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
)

// Deal starts the puzzle's game (engine.NewSolo): its tiles and coins on
// its island, the three pirates on the bank, the bear on its den, white to
// act in turn 1, the goal's turns and survivors in State.Solo. A puzzle
// holds no chance, so every deal is the same. An invalid puzzle is refused
// with Validate's error.
func (p *Puzzle) Deal() (engine.State, error) {
	if err := p.Validate(); err != nil {
		return engine.State{}, err
	}
	return p.deal(0)
}

// deal lays the puzzle out without validating it first.
func (p *Puzzle) deal(seed uint64) (engine.State, error) {
	b, err := archipelago.Board(p.Island)
	if err != nil {
		return engine.State{}, fmt.Errorf("%w: %w", ErrIsland, err)
	}
	su := engine.SoloSetup{Board: b, Tiles: p.Tiles, Coins: p.Coins, Den: p.Den,
		Turns: p.Turns, Survivors: p.Survivors, Seed: seed}
	empties := 0
	for _, c := range readingOrder(p.Island) {
		if t := &su.Tiles[c]; t.Kind == engine.Empty && p.Island.IsLand(c) {
			t.Pic = uint8(empties % 4) // the four pictures in turn, as a deal lays them
			empties++
		}
	}
	return engine.NewSolo(&su)
}
