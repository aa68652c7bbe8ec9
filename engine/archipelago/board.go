package archipelago

import (
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// Board is the engine's board of isl: its island cells with their backs,
// and every water cell of its grid as the sea in play (boats sail anywhere
// in water, lagoons included; the shore is the water touching land), and
// the island's north. It has no berths. Errors wrap engine.ErrBoard.
func Board(isl *island.Island) (engine.Board, error) {
	var land []engine.Cell
	var bs []engine.Back
	for _, b := range island.Lands {
		for _, c := range isl.Cells(b) {
			land = append(land, c)
			bs = append(bs, b.Engine())
		}
	}
	var sea []engine.Cell
	for _, c := range isl.Cells(island.Water) {
		sea = append(sea, c)
	}
	b, err := engine.NewSeaBoard(land, bs, sea)
	b.SetNorth(engine.Dir(2 * isl.North)) // island's n, e, s, w: the engine's 0, 2, 4, 6
	return b, err
}
