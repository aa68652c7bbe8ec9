package ai

import (
	"sync"
	"sync/atomic"

	"github.com/jackalbot/jackal/engine"
)

// classic is classic's board, whose maps are made once at start.
var classic = engine.ClassicBoard()

// boardInfo is what the agents know of one board: its island cells, the
// square of the grid its maps cover, where gold may be banked and how much
// gold the game holds. Classic's is made once (classicInfo); another
// board's is made on first sight and kept (see infoFor).
type boardInfo struct {
	// id tells boards apart in the layouts' keys: 0 is classic's.
	id uint64
	// cells are the island's cells, in cell order.
	cells []engine.Cell
	// size is the side of the grid square (from a1) the chamfer distance
	// maps run over: classic's 13, else the whole grid.
	size int
	// boats is the board's Boats: Archipelago's boats sail the sea and a
	// carrier boards its boat from any tile touching it.
	boats bool
	// dock marks the sea cells where a ship or boat may wait for a carrier:
	// classic's berths, or a sea board's shore.
	dock [engine.NumCells]bool
	// gold is the value of all gold of the board's game.
	gold int
}

// classicInfo is classic's board as the agents know it.
var classicInfo = newBoardInfo(&classic)

// newBoardInfo lists what the agents need of board b.
func newBoardInfo(b *engine.Board) *boardInfo {
	bd := &boardInfo{cells: b.IslandCells(), size: engine.GridSize, boats: b.Boats(), gold: engine.TotalGold}
	if *b == classic {
		bd.size = engine.ClassicSize
	}
	if bd.boats {
		bd.gold = engine.ArchipelagoGold
	}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		if bd.boats {
			bd.dock[c] = b.IsCoast(c)
		} else {
			bd.dock[c] = b.IsBerth(c)
		}
	}
	return bd
}

// boardKey is what a boardInfo depends on: the island, the sea in play,
// the berths and whether boats sail (not the backs, which the earthquake
// moves during a game).
type boardKey struct {
	island, sea, dock [engine.NumCells / 8]byte
	boats             bool
}

// boards holds the boardInfo of every board met but classic's, by boardKey.
var boards sync.Map

// boardIDs numbers the boards met, from 1.
var boardIDs atomic.Uint64

// infoFor is the agents' knowledge of board b: classic's made at start,
// another's made once and kept.
func infoFor(b *engine.Board) *boardInfo {
	if *b == classic {
		return classicInfo
	}
	k := boardKey{boats: b.Boats()}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		bit := byte(1) << (c % 8)
		if b.IsIsland(c) {
			k.island[c/8] |= bit
		}
		if b.IsSea(c) {
			k.sea[c/8] |= bit
		}
		if b.IsBerth(c) {
			k.dock[c/8] |= bit
		}
	}
	if bd, ok := boards.Load(k); ok {
		return bd.(*boardInfo)
	}
	nb := newBoardInfo(b)
	nb.id = boardIDs.Add(1)
	bd, _ := boards.LoadOrStore(k, nb)
	return bd.(*boardInfo)
}

// cheb is the Chebyshev distance between two cells: the steps a piece needs
// on open ground.
func cheb(a, b engine.Cell) int {
	df := a.File() - b.File()
	if df < 0 {
		df = -df
	}
	dr := a.Rank() - b.Rank()
	if dr < 0 {
		dr = -dr
	}
	return max(df, dr)
}

// teamOf names crew c's side by its first crew in turn order.
func teamOf(r *engine.Rules, c engine.Crew) engine.Crew {
	if c >= engine.NumCrews {
		return engine.NoCrew
	}
	for t := engine.Crew(0); t < engine.NumCrews; t++ {
		if r.Allied[c].Has(t) {
			return t
		}
	}
	return c
}

// sideOf is the side that decides the current turn of s: the team of the
// controller's player. Under smoke it is the side of the crew playing the
// turn, not of the crew to act, unless one player or team holds both.
func sideOf(s *engine.State) engine.Crew {
	return teamOf(&s.Rules, s.Controller())
}

// shipDist is the distance from x to the nearest ship on which crew c may
// bank gold (its own or an ally's).
func shipDist(s *engine.State, c engine.Crew, x engine.Cell) int {
	best := 99
	for k := engine.Crew(0); k < engine.NumCrews; k++ {
		if s.Ships[k] != engine.NoCell && s.Rules.Allies(c, k) {
			best = min(best, cheb(x, s.Ships[k]))
		}
	}
	return best
}

// shipAt is the crew whose ship is at x, or NoCrew.
func shipAt(s *engine.State, x engine.Cell) engine.Crew {
	for k := engine.Crew(0); k < engine.NumCrews; k++ {
		if s.Ships[k] == x && x != engine.NoCell {
			return k
		}
	}
	return engine.NoCrew
}

// goldAt is the value lying on island cell x: its coins and treasures.
func goldAt(s *engine.State, x engine.Cell) int {
	return int(s.Coins[x]) + engine.TreasureValue*int(s.Treasure[x])
}

// dragValue is the value of dragged gold: a coin, the strongman's two
// (Archipelago), the galleon's treasure.
func dragValue(d engine.Drag) int { return d.Value() }

// isFighter reports whether piece p of s is a fighting piece: a pirate, Ben
// Gunn or the converted missionary.
func isFighter(s *engine.State, p engine.PieceID) bool {
	switch p {
	case engine.FRI:
		return false
	case engine.MIS:
		return s.Pieces[p].Flags&engine.Converted != 0
	}
	return true
}

// canCarry reports whether piece p may drag gold.
func canCarry(s *engine.State, p engine.PieceID) bool {
	return p != engine.MIS || s.Pieces[p].Flags&engine.Converted != 0
}
