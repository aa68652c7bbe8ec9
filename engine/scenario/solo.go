package scenario

import (
	"strings"

	"github.com/jackalbot/jackal/engine"
	"go.yaml.in/yaml/v3"
)

// A scenario of Archipelago's solo puzzles (engine.Solo) names its bank
// under solo:, on an island:
//
//	island: first
//	solo: c3                  # the bank: W1, Y1 and R1 start on it
//	solo: {bank: c3, turns: 5, survivors: 2}   # and the goal
//	bear: f6                  # the bear, stepping after red's turns
//
// The crews are white, yellow and red, one pirate each (W1, Y1, R1), one
// player's allies; pieces not listed stand on the bank, which is a face-up
// bank tile unless tiles: lays it. A solo game has no boats, no crews: key
// and no other pirates.

// SoloSpec makes the scenario a solo puzzle's game.
type SoloSpec struct {
	Line      int
	Bank      engine.Cell
	Turns     int
	Survivors int
}

// solo reads the solo key: the bank's cell, or a mapping of the bank, the
// turns and the survivors.
func (r reader) solo(n *yaml.Node) (*SoloSpec, error) {
	sp := &SoloSpec{Line: n.Line}
	bank := n
	if deref(n) != nil && deref(n).Kind == yaml.MappingNode {
		pairs, err := r.mapping(n, "solo", ErrMalformed)
		if err != nil {
			return nil, err
		}
		bank = nil
		for _, p := range pairs {
			switch strings.ToLower(p.Key) {
			case "bank":
				bank = p.Value
			case "turns":
				if sp.Turns, err = r.integer(p.Value, "solo: turns", 999, ErrMalformed); err != nil {
					return nil, err
				}
			case "survivors":
				if sp.Survivors, err = r.integer(p.Value, "solo: survivors", len(engine.SoloPirates), ErrMalformed); err != nil {
					return nil, err
				}
			default:
				return nil, r.fail(p.KeyN, ErrMalformed, "solo: unknown key %q (bank, turns, survivors)", p.Key)
			}
		}
		if bank == nil {
			return nil, r.fail(n, ErrMalformed, "solo: give the bank (bank: c3)")
		}
	}
	s, err := r.scalar(bank, "solo", ErrMalformed)
	if err != nil {
		return nil, err
	}
	if sp.Bank, err = r.cellOn(bank, "solo", s); err != nil {
		return nil, err
	}
	return sp, nil
}

// blankSolo is the empty position of a solo scenario: the pirates on the
// bank.
func (sc *Scenario) blankSolo() (engine.State, error) {
	sp := sc.Solo
	return engine.BlankSolo(sc.Board, sp.Bank, engine.Solo{Turns: uint16(sp.Turns), Survivors: uint8(sp.Survivors)})
}

// soloBank lays the bank's tile, face up, unless tiles: lays it, which
// must then be a face-up bank.
func (b builder) soloBank() error {
	sp := b.sc.Solo
	for _, t := range b.sc.Tiles {
		if t.Cell == sp.Bank {
			if t.Tile.Kind != engine.Bank || !t.Tile.Open {
				return b.fail(t.Line, "tiles: %s is the solo game's bank, a face-up bank tile", sp.Bank)
			}
			return nil
		}
	}
	b.s.Tiles[sp.Bank] = engine.Tile{Kind: engine.Bank, Open: true}
	return nil
}

// soloPiece refuses what a solo game does not have: boats, and pirates
// other than W1, Y1 and R1.
func (b builder) soloPiece(ps PieceSpec) error {
	for _, p := range engine.SoloPirates {
		if ps.Piece == p {
			if ps.Aboard {
				return b.fail(ps.Line, "pieces: a solo game has no boats")
			}
			return nil
		}
	}
	return b.fail(ps.Line, "pieces: a solo game's pirates are W1, Y1 and R1, not %s", ps.Piece)
}
