package engine

import (
	"fmt"
	"iter"
)

// Board is the ground one game is played on: which cells of the grid are
// island, which sea cells are in play, which of them are the coast (every
// sea cell touching the island by edge or corner), and the berths where
// ships may stand, in rows along the crews' sides. It is a plain value; a
// game carries its own in State.Board, set by the deal, and every rule
// reads the board from there. The zero Board has no island. Make one with
// NewBoard or ClassicBoard (classic's: the sea in play is the coast), or
// NewSeaBoard (Archipelago's: boats sail a sea of any shape, the island's
// tiles have backs).
type Board struct {
	island cellSet
	coast  cellSet
	// sea is the water in play: the coast on NewBoard's boards, every
	// water cell of the island's grid on NewSeaBoard's.
	sea   cellSet
	berth cellSet
	// back holds each island cell's back, two bits: bit 0 in back[0], bit
	// 1 in back[1]; NoBack (both clear) on NewBoard's boards. The back is
	// the board's, not the Tile's, so that Tile and the snapshots' layout
	// stay as they were (TestSnapshotClassicOnly measures Tile's size): a
	// tile is dealt onto a cell of its back, and a rule that moves a
	// face-down tile (the earthquake) moves its back with it (SetBack).
	back [2]cellSet
	// boats switches on Archipelago's boats: placed by the crews, sailing
	// the sea at their crew's speed (see Boats).
	boats bool
	// side holds each berth's side, the crew's number in two bits: bit 0
	// in side[0], bit 1 in side[1].
	side [2]cellSet
	// inward is, per side, the way every berth of that side faces the
	// island: from a berth to the tile in front of it.
	inward [NumCrews]Dir
	// north is where the island's north points on the grid (Archipelago's
	// islands may turn): N on classic's board and by default.
	north Dir
}

// NewBoard makes the board whose island is the given cells and whose
// berths are, per crew, the given sea cells along that crew's side. It
// refuses, wrapping ErrBoard, an empty island, a cell off the grid, an
// island cell on the grid's edge (the island has sea all round), and a
// berth that is no coast cell, is listed twice, has not exactly one island
// cell sharing an edge with it (the tile in front of it), or faces the
// island another way than the other berths of its side.
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
	b.sea = b.coast
	for k, side := range berths {
		for i, c := range side {
			switch {
			case !b.coast.has(c):
				return b, fmt.Errorf("%w: berth %s is no coast cell", ErrBoard, c)
			case b.berth.has(c):
				return b, fmt.Errorf("%w: berth %s is listed twice", ErrBoard, c)
			}
			d, ok := b.facing(c)
			switch {
			case !ok:
				return b, fmt.Errorf("%w: berth %s has not exactly one island tile in front", ErrBoard, c)
			case i == 0:
				b.inward[k] = d
			case d != b.inward[k]:
				return b, fmt.Errorf("%w: berth %s faces the island another way than %s", ErrBoard, c, side[0])
			}
			b.berth.add(c)
			for bit := range b.side {
				if k>>bit&1 != 0 {
					b.side[bit].add(c)
				}
			}
		}
	}
	return b, nil
}

// facing is the direction from sea cell c to its one island neighbour
// sharing an edge; false when it has none or several.
func (b *Board) facing(c Cell) (Dir, bool) {
	n := 0
	var way Dir
	for d := N; d < 8; d += 2 {
		if b.island.has(neighbors[c][d]) {
			n++
			way = d
		}
	}
	return way, n == 1
}

// onEdge reports whether c lies on the grid's outer ring.
func onEdge(c Cell) bool {
	f, r := c.File(), c.Rank()
	return f == 0 || r == 0 || f == GridSize-1 || r == GridSize-1
}

// IsIsland reports whether c is an island cell.
func (b *Board) IsIsland(c Cell) bool { return b.island.has(c) }

// IsCoast reports whether c is a sea cell in play: one touching the island.
func (b *Board) IsCoast(c Cell) bool { return b.coast.has(c) }

// InPlay reports whether c is on the island or on the sea in play.
func (b *Board) InPlay(c Cell) bool { return b.island.has(c) || b.sea.has(c) }

// IsSea reports whether c is water in play: the coast on classic's board,
// any water of the island's grid on Archipelago's.
func (b *Board) IsSea(c Cell) bool { return b.sea.has(c) }

// IsBerth reports whether c is a berth a ship may stand on.
func (b *Board) IsBerth(c Cell) bool { return b.berth.has(c) }

// BerthSide is the crew along whose side berth c lies, or NoCrew if c is
// no berth.
func (b *Board) BerthSide(c Cell) Crew {
	if !b.berth.has(c) {
		return NoCrew
	}
	return b.side[0].bit(c) | b.side[1].bit(c)<<1
}

// Front is the island tile in front of berth c, the one sharing an edge
// with it, or NoCell if c is no berth.
func (b *Board) Front(c Cell) Cell {
	if !b.berth.has(c) {
		return NoCell
	}
	return neighbors[c][b.inward[b.side[0].bit(c)|b.side[1].bit(c)<<1]]
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
