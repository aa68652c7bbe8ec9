package scenario

import (
	"fmt"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
)

// Build lays out the scenario's position: the options' crews aboard their
// ships, the tiles, the gold, the pieces, the ships and the bottles. It
// refuses positions the rules cannot reach in a way that would mislead the
// engine: gold on a face-down tile, a piece on a face-down tile or on a
// tile nobody rests on, a swimmer on land, a pirate in another crew…
func (sc *Scenario) Build() (engine.State, error) {
	s, err := sc.blank()
	if err != nil {
		return s, at(sc.Name, 0, err)
	}
	b := builder{sc: sc, s: &s}
	for c := range s.Board.Island() {
		s.Tiles[c] = engine.Tile{Kind: sc.Fill, Open: sc.FillOpen}
	}
	for _, t := range sc.Tiles {
		s.Tiles[t.Cell] = t.Tile
	}
	if sc.Solo != nil {
		if err := b.soloBank(); err != nil {
			return s, err
		}
	}
	b.openFillUnder()
	steps := []func() error{b.turn, b.ships, b.gold, b.pieces, b.bottles, b.sea}
	for _, f := range steps {
		if err := f(); err != nil {
			return s, err
		}
	}
	s.Recount()
	return s, nil
}

// blank is the empty position of the scenario's crews: on classic's
// board, or on its island's, every boat still to place.
func (sc *Scenario) blank() (engine.State, error) {
	if sc.Island == nil {
		return engine.Blank(sc.Options)
	}
	if sc.Solo != nil {
		return sc.blankSolo()
	}
	if sc.Options.TwoCrewsEach || sc.Options.PlaneWaits {
		return engine.State{}, archipelago.ErrOptions
	}
	return engine.BlankSea(sc.Board, sc.Options)
}

// openFillUnder turns face up the fill tiles (those not listed under
// tiles) on which the scenario lays gold or places a piece: in play such a
// tile has always been revealed, so "fill: empty, open: false" with a piece
// on e4 means an explored e4 among unexplored tiles. A listed face-down tile
// under gold or a piece stays an error.
func (b builder) openFillUnder() {
	listed := map[engine.Cell]bool{}
	for _, t := range b.sc.Tiles {
		listed[t.Cell] = true
	}
	open := func(c engine.Cell) {
		if b.s.Board.IsIsland(c) && !listed[c] {
			b.s.Tiles[c].Open = true
		}
	}
	for _, g := range b.sc.Gold {
		open(g.Cell)
	}
	for _, p := range b.sc.Pieces {
		if p.Status == engine.Alive && !p.Aboard {
			open(p.At)
		}
	}
}

// builder carries the state Build fills in.
type builder struct {
	sc *Scenario
	s  *engine.State
}

func (b builder) fail(line int, format string, args ...any) error {
	return at(b.sc.Name, line, fmt.Errorf("%w: %s", ErrPosition, fmt.Sprintf(format, args...)))
}

func (b builder) turn() error {
	switch {
	case b.sc.Turn == engine.NoCrew:
		if b.s.InPlay(engine.White) {
			b.s.Turn = engine.White
		}
	case !b.s.InPlay(b.sc.Turn):
		return b.fail(b.sc.TurnLine, "turn: %s is not in play", b.sc.Turn)
	default:
		b.s.Turn = b.sc.Turn
	}
	return nil
}

func (b builder) ships() error {
	if b.sc.Solo != nil {
		if len(b.sc.Ships) > 0 {
			return b.fail(b.sc.Ships[0].Line, "boats: a solo game has none")
		}
		return nil // the pirates stand on the bank
	}
	for _, sh := range b.sc.Ships {
		if !b.s.InPlay(sh.Crew) {
			return b.fail(sh.Line, "ships: %s is not in play", sh.Crew)
		}
		if b.s.Board.Boats() {
			if !b.s.Board.IsSea(sh.At) {
				return b.fail(sh.Line, "boats: %s is not water in play", sh.At)
			}
		} else if b.s.Board.BerthSide(sh.At) != sh.Crew {
			return b.fail(sh.Line, "ships: %s is not a berth of %s's side", sh.At, sh.Crew)
		}
		b.s.Ships[sh.Crew] = sh.At
	}
	for c := engine.Crew(0); c < engine.NumCrews; c++ {
		for k := c + 1; k < engine.NumCrews; k++ {
			if b.s.Ships[c] != engine.NoCell && b.s.Ships[c] == b.s.Ships[k] {
				return b.fail(b.sc.Ships[0].Line, "ships: %s and %s share berth %s", c, k, b.s.Ships[c])
			}
		}
	}
	// Pirates not listed board their ship wherever it now lies.
	for p := engine.PieceID(0); p < engine.BEN; p++ {
		if pc := &b.s.Pieces[p]; pc.Status == engine.Alive {
			pc.At = b.s.Ships[pc.Crew]
		}
	}
	return nil
}

func (b builder) gold() error {
	for _, g := range b.sc.Gold {
		t := b.s.Tiles[g.Cell]
		if !t.Open {
			return b.fail(g.Line, "gold: %s is face down; gold lies only on face-up tiles", g.Cell)
		}
		if g.Coins > 255 {
			return b.fail(g.Line, "gold: too many coins on %s", g.Cell)
		}
		b.s.Coins[g.Cell] = uint8(g.Coins)
		if g.Galleon {
			b.s.Treasure[g.Cell]++
		}
	}
	return nil
}

func (b builder) bottles() error {
	set := [engine.NumCrews]int{-1, -1, -1, -1}
	for _, bt := range b.sc.Bottles {
		if !b.s.InPlay(bt.Crew) {
			return b.fail(bt.Line, "bottles: %s is not in play", bt.Crew)
		}
		for k := engine.Crew(0); k < engine.NumCrews; k++ {
			if set[k] >= 0 && set[k] != bt.N && b.s.Rules.Allies(k, bt.Crew) {
				return b.fail(bt.Line, "bottles: %s and %s share one supply; give it once", k, bt.Crew)
			}
		}
		set[bt.Crew] = bt.N
		b.s.SetBottles(bt.Crew, bt.N)
	}
	return nil
}
