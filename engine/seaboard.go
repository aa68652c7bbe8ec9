package engine

import (
	"fmt"
	"iter"
)

// NewSeaBoard makes an Archipelago board: the island cells with their
// backs (backs[i] is land[i]'s) and the sea in play, every water cell of
// the island's grid. Boats sail anywhere in that sea; the coast (the
// shore, where swimmers move) is the sea touching the island by edge or
// corner. The board has no berths; Boats is true. It refuses, wrapping
// ErrBoard, an empty island, a cell off the grid or listed twice, an island
// cell on the grid's edge, a missing back, a sea cell on the island, and
// an island cell with a neighbour that is neither island nor sea.
func NewSeaBoard(land []Cell, backs []Back, sea []Cell) (Board, error) {
	var b Board
	switch {
	case len(land) == 0:
		return b, fmt.Errorf("%w: no island", ErrBoard)
	case len(backs) != len(land):
		return b, fmt.Errorf("%w: %d island cells but %d backs", ErrBoard, len(land), len(backs))
	}
	for i, c := range land {
		switch {
		case !c.Valid():
			return b, fmt.Errorf("%w: island cell %d is off the grid", ErrBoard, c)
		case onEdge(c):
			return b, fmt.Errorf("%w: island cell %s is on the grid's edge", ErrBoard, c)
		case b.island.has(c):
			return b, fmt.Errorf("%w: island cell %s is listed twice", ErrBoard, c)
		case backs[i] == NoBack || backs[i] >= NumBacks:
			return b, fmt.Errorf("%w: island cell %s has no back", ErrBoard, c)
		}
		b.island.add(c)
		b.SetBack(c, backs[i])
	}
	for _, c := range sea {
		switch {
		case !c.Valid():
			return b, fmt.Errorf("%w: sea cell %d is off the grid", ErrBoard, c)
		case b.island.has(c):
			return b, fmt.Errorf("%w: sea cell %s is an island cell", ErrBoard, c)
		case b.sea.has(c):
			return b, fmt.Errorf("%w: sea cell %s is listed twice", ErrBoard, c)
		}
		b.sea.add(c)
	}
	for c := range b.island.all() {
		for _, n := range neighbors[c] {
			switch {
			case b.island.has(n):
			case !b.sea.has(n):
				return b, fmt.Errorf("%w: %s, beside island cell %s, is no sea cell", ErrBoard, n, c)
			default:
				b.coast.add(n)
			}
		}
	}
	b.boats = true
	return b, nil
}

// Boats reports whether the board is Archipelago's: each crew places its
// boat (`place c1`), and a boat sails the sea at its crew's speed (`boat
// f3`), instead of ships moving along berths. Classic's board never has it,
// so no rule it switches on touches classic's games.
func (b *Board) Boats() bool { return b.boats }

// Back is the back of the tile on island cell c: NoBack on boards without
// backs (classic's) and off the island.
func (b *Board) Back(c Cell) Back {
	return Back(b.back[0].bit(c) | b.back[1].bit(c)<<1)
}

// SetBack sets the back of the tile on island cell c: a rule that moves a
// face-down tile moves its back with it.
func (b *Board) SetBack(c Cell, k Back) {
	if !b.island.has(c) || k >= NumBacks {
		return
	}
	for bit := range b.back {
		b.back[bit].del(c)
		if k>>bit&1 != 0 {
			b.back[bit].add(c)
		}
	}
}

// NumSea is the number of sea cells in play.
func (b *Board) NumSea() int { return b.sea.len() }

// Sea yields the sea cells in play in cell order.
func (b *Board) Sea() iter.Seq[Cell] { return b.sea.all() }

// North is the direction the island's north points on the grid: N unless
// SetNorth turned it. The bear's tie-breaks and the crossroads' die read
// it.
func (b *Board) North() Dir { return b.north }

// SetNorth sets the direction the island's north points on the grid, one
// of N, E, S and W (an island file's "north:"); others are ignored.
func (b *Board) SetNorth(d Dir) {
	if d < 8 && d%2 == 0 {
		b.north = d
	}
}
