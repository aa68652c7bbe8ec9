package archipelago

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/engine/game"
)

// ID is the ruleset id stored with Archipelago's games.
const ID = "archipelago"

// RulesVersion is the version of these rules stored with a game.
//
// 2: the plane lands only on an unoccupied tile; the earthquake turns the
// arrows it swaps as the revealer likes and never moves the bear's tile; a
// converted missionary rows and revives as a pirate; a horse may jump onto
// the own or an allied boat; the ice repeats a trampoline's jump; a boat
// takes an own or allied swimmer aboard; a swimmer boards an allied boat.
const RulesVersion = 2

// VariantIsland names the island a game is dealt on: "island=ring". With
// none the game is on the first island.
const VariantIsland = "island"

// DefaultIsland is the island of a game that names none.
const DefaultIsland = "first"

// Rules is Jackal Archipelago as a game.Ruleset: the engine's rules on an
// island's sea board. Everything but the deal is classic's contract
// (engine.Classic), since the engine plays both games: seats are the crews
// (white, yellow, black, red), the notation is the engine's, and notes,
// views and outcomes are read the same way.
type Rules struct{ engine.Classic }

var _ game.Ruleset[engine.State, engine.Action, engine.Event, engine.View] = Rules{}

// ID is "archipelago".
func (Rules) ID() string { return ID }

// Name is "Jackal Archipelago".
func (Rules) Name() string { return "Jackal Archipelago" }

// Version is RulesVersion.
func (Rules) Version() int { return RulesVersion }

// Seats is 2, 3 or 4 crews (four may play 2 v 2).
func (Rules) Seats() []int { return []int{2, 3, 4} }

// Variants are teams (2 v 2: white+black against yellow+red), the island
// ("island=ring", the shipped islands' ids) and the pirates' abilities
// ("abilities=W2:strongman+B1:scout", VariantAbilities).
func (Rules) Variants() []string {
	return []string{engine.VariantTeams, VariantIsland, VariantAbilities}
}

// TwoSeats is white against black. RULING: ARCHIPELAGO.md names no pair
// for two players; white and black, the first crew and its partner in a
// 2 v 2, keep the turn order of the four-crew game (white first).
func (Rules) TwoSeats() game.Options {
	return game.Options{Seats: []string{engine.White.String(), engine.Black.String()}}
}

// Deal deals the island the options name (the first island by default)
// with the crews the seats name (all four when none) from seed, and
// writes the abilities they name on the pirates.
func (Rules) Deal(o game.Options, seed uint64) (engine.State, error) {
	id := DefaultIsland
	var rest, abilities []string
	for _, v := range o.Variants {
		name, val, ok := strings.Cut(strings.TrimSpace(v), "=")
		switch {
		case strings.EqualFold(name, VariantIsland):
			if !ok || val == "" {
				return engine.State{}, fmt.Errorf("%w: write island=ID (%s)", ErrOptions, strings.Join(islands.IDs(), ", "))
			}
			id = strings.ToLower(val)
		case strings.EqualFold(name, VariantAbilities):
			abilities = append(abilities, val) // several add up, each pirate and ability once
		default:
			rest = append(rest, v)
		}
	}
	var grants []Grant
	if abilities != nil {
		var err error
		if grants, err = ParseAbilities(strings.Join(abilities, "+")); err != nil {
			return engine.State{}, err
		}
	}
	isl, err := islands.Lookup(id)
	if err != nil {
		return engine.State{}, fmt.Errorf("%w: %w", ErrOptions, err)
	}
	opts, err := engine.OptionsFrom(o.Seats, rest)
	if err != nil {
		return engine.State{}, err
	}
	s, err := Deal(isl, opts, seed)
	if err == nil {
		err = SetAbilities(&s, grants)
	}
	if err != nil {
		return engine.State{}, err
	}
	return s, nil
}
