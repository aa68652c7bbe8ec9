package engine

import (
	"fmt"
	"iter"
)

// Board is the ground one game is played on: which cells of the grid are
// island, which sea cells are in play (the coast: every sea cell touching
// the island by edge or corner), and the berths where ships may stand, each
// along one crew's side. It is a plain value; a game carries its own in
// State.Board, set by the deal, and every rule reads the board from there.
// The zero Board has no island. Make one with NewBoard or ClassicBoard.
type Board struct {
	island cellSet
	coast  cellSet
	berths [NumCrews]cellSet // the berths along each crew's side
}

// NewBoard makes the board whose island is the given cells and whose
// berths are, per crew, the given sea cells along that crew's side. It
// refuses, wrapping ErrBoard, an empty island, a cell off the grid, an
// island cell on the grid's edge (the island has sea all round), and a
// berth that is no coast cell, is listed twice, or has not exactly one
// island cell sharing an edge with it (the tile in front of it).
func NewBoard(island []Cell, berths [NumCrews][]Cell) (Board, error) {
	var b Board
	if len(island) == 0 {
		return b, fmt.Errorf("%w: no island", ErrBoard)
	}
	for _, c := range island {
		switch {
		case !c.Valid():
			return b, fmt.Errorf("%w: island cell %d is off the grid", ErrBoard, c)
		case onEdge(c):
			return b, fmt.Errorf("%w: island cell %s is on the grid's edge", ErrBoard, c)
		}
		b.island.add(c)
	}
	for c := range b.island.all() {
		for _, n := range neighbors[c] {
			if !b.island.has(n) {
				b.coast.add(n)
			}
		}
	}
	for k, side := range berths {
		for _, c := range side {
			switch {
			case !b.coast.has(c):
				return b, fmt.Errorf("%w: berth %s is no coast cell", ErrBoard, c)
			case b.IsBerth(c):
				return b, fmt.Errorf("%w: berth %s is listed twice", ErrBoard, c)
			}
			b.berths[k].add(c)
			if b.Front(c) == NoCell {
				return b, fmt.Errorf("%w: berth %s has not exactly one island tile in front", ErrBoard, c)
			}
		}
	}
	return b, nil
}

// onEdge reports whether c lies on the grid's outer ring.
func onEdge(c Cell) bool {
	f, r := c.File(), c.Rank()
	return f == 0 || r == 0 || f == Size-1 || r == Size-1
}

// IsIsland reports whether c is an island cell.
func (b *Board) IsIsland(c Cell) bool { return b.island.has(c) }

// IsCoast reports whether c is a sea cell in play: one touching the island.
func (b *Board) IsCoast(c Cell) bool { return b.coast.has(c) }

// InPlay reports whether c is on the island or on its coast.
func (b *Board) InPlay(c Cell) bool { return b.island.has(c) || b.coast.has(c) }

// IsBerth reports whether c is a berth a ship may stand on.
func (b *Board) IsBerth(c Cell) bool { return b.BerthSide(c) != NoCrew }

// BerthSide is the crew along whose side berth c lies, or NoCrew if c is
// no berth.
func (b *Board) BerthSide(c Cell) Crew {
	for k := range b.berths {
		if b.berths[k].has(c) {
			return Crew(k)
		}
	}
	return NoCrew
}

// Front is the island tile in front of berth c, the one sharing an edge
// with it, or NoCell if c is no berth.
func (b *Board) Front(c Cell) Cell {
	if !b.IsBerth(c) {
		return NoCell
	}
	front := NoCell
	for d := N; d < 8; d += 2 {
		if n := neighbors[c][d]; b.island.has(n) {
			if front != NoCell {
				return NoCell
			}
			front = n
		}
	}
	return front
}

// Island yields the island cells in cell order: rank by rank from the
// south, west to east within each.
func (b *Board) Island() iter.Seq[Cell] { return b.island.all() }

// IslandCells lists the island cells in cell order.
func (b *Board) IslandCells() []Cell {
	out := make([]Cell, 0, b.island.len())
	for c := range b.island.all() {
		out = append(out, c)
	}
	return out
}

// NumIsland is the number of island cells.
func (b *Board) NumIsland() int { return b.island.len() }
