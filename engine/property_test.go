package engine_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// gameConfig is one kind of game the property test deals.
type gameConfig struct {
	name string
	opts engine.Options
}

// propertyConfigs mix 2-, 3- and 4-crew games, the duel, teams, two crews
// each and the waiting plane.
var propertyConfigs = []gameConfig{
	{"duel", engine.Options{Duel: true, StallRounds: -1}},
	{"two-crews-no-duel", engine.Options{Crews: []engine.Crew{engine.White, engine.Yellow}, StallRounds: -1}},
	{"three", engine.Options{Crews: []engine.Crew{engine.White, engine.Yellow, engine.Red}, StallRounds: -1}},
	{"four", engine.Options{StallRounds: -1}},
	{"teams", engine.Options{Teams: true, StallRounds: -1}},
	{"two-each", engine.Options{TwoCrewsEach: true, StallRounds: -1}},
	{"duel-plane-waits", engine.Options{Duel: true, PlaneWaits: true, StallRounds: -1}},
	{"four-plane-waits-stall-20", engine.Options{PlaneWaits: true, StallRounds: 20}},
}

// propertyGames is how many random games TestProperties plays (≥ 1,000).
const propertyGames = 1040

// TestProperties plays seeded random games of every configuration and checks
// the engine's invariants after every action: gold conserved, at most three
// pirates a crew, Apply accepting exactly Legal, the notation round trip,
// views hiding face-down tiles, the binary round trip, replay determinism,
// and that every game ends.
func TestProperties(t *testing.T) {
	for g := 0; g < propertyGames; g++ {
		cfg := propertyConfigs[g%len(propertyConfigs)]
		seed := uint64(g)
		// Every twentieth game checks each legal action of every position;
		// the others check a sample of positions.
		full := g%20 == 0
		if err := playRandomGame(classicGame(cfg), seed, full); err != nil {
			t.Fatalf("%s seed %d: %v", cfg.name, seed, err)
		}
	}
}

// classicGame is a classic game of cfg for playRandomGame: New deals it
// with all 40 coins' worth of gold, Replay plays it again.
func classicGame(cfg gameConfig) propGame {
	return propGame{
		deal: func(seed uint64) (engine.State, int, error) {
			s, err := engine.New(seed, cfg.opts)
			return s, engine.TotalGold, err
		},
		replay: func(seed uint64, log []string) (engine.State, error) {
			return engine.Replay(seed, cfg.opts, log, nil)
		},
	}
}

// checkBinary checks the binary marshal round trip.
func checkBinary(s *engine.State) error {
	data, err := s.MarshalBinary()
	if err != nil {
		return err
	}
	var back engine.State
	if err := back.UnmarshalBinary(data); err != nil {
		return err
	}
	if back != *s {
		return errors.New("binary round trip changed the state")
	}
	if err := back.UnmarshalBinary(data[:len(data)-1]); !errors.Is(err, engine.ErrCorrupt) {
		return fmt.Errorf("short data: %v, want ErrCorrupt", err)
	}
	return nil
}
