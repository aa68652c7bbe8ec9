package ai

import "github.com/jackalbot/jackal/engine"

// classic is the board the agents know: their island list, distance maps
// and routes are made for it, and Decide refuses a view of another board.
var classic = engine.ClassicBoard()

// islandCells is classic's 117 island cells, listed once.
var islandCells = classic.IslandCells()

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

// dragValue is the value of dragged gold.
func dragValue(d engine.Drag) int {
	switch d {
	case engine.DragCoin:
		return 1
	case engine.DragGalleon:
		return 3
	}
	return 0
}

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
