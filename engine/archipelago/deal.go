package archipelago

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// ErrOptions reports options Archipelago does not play: two crews each
// and the waiting plane are classic's variants.
var ErrOptions = errors.New("archipelago: option not played")

// Deal deals a game of Archipelago on isl from seed: for each back it
// removes the island's removal count of that back's tiles at random,
// unseen, and shuffles the rest into the island's cells of that back,
// each with a random rotation, face down. The crews are the options'
// (2–4, or all four as 2v2 with Teams: white+black against yellow+red);
// every pirate starts aboard its crew's boat, not yet placed, and white
// (the first crew in turn order) acts first, placing its boat.
func Deal(isl *island.Island, o engine.Options, seed uint64) (engine.State, error) {
	if o.TwoCrewsEach || o.PlaneWaits {
		return engine.State{}, fmt.Errorf("%w: two crews each and plane-waits are classic's", ErrOptions)
	}
	b, err := Board(isl)
	if err != nil {
		return engine.State{}, err
	}
	s, err := engine.BlankSea(b, o)
	if err != nil {
		return s, err
	}
	s.Seed = seed
	s.Dice = seed // the crossroads' die, seeded by the deal
	rng := rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d))
	for _, ib := range island.Lands {
		eb := ib.Engine()
		bag := engine.ArchipelagoBox(eb)
		empties := 0
		for i := range bag {
			if bag[i].Kind == engine.Empty {
				bag[i].Pic = uint8(empties % 4) // the four pictures in turn
				empties++
			}
		}
		cells := isl.Cells(ib)
		if len(cells) > len(bag) {
			return s, fmt.Errorf("%w: %d %s cells, but the box holds %d %s tiles",
				engine.ErrBoard, len(cells), ib, len(bag), ib)
		}
		// The tiles left over after the shuffle are the removed ones: no
		// one sees them, and the state keeps no trace of them.
		rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
		for i, c := range cells {
			t := bag[i]
			t.Rot = engine.Rot(rng.IntN(4))
			s.Tiles[c] = t
		}
	}
	s.Recount()
	return s, nil
}
