package island

import (
	"fmt"
	"math"
	"strings"
)

// Dir is one of the grid's four directions. An Island's North is the grid
// direction its diagram's north points to.
type Dir uint8

// The four directions, clockwise from the grid's north (up, the way ranks
// grow).
const (
	N Dir = iota
	E
	S
	W
)

// String is the direction's letter: "n", "e", "s" or "w".
func (d Dir) String() string {
	if d > W {
		return "?"
	}
	return string("nesw"[d])
}

// Degrees is d's bearing clockwise from the grid's north: 0, 90, 180, 270.
func (d Dir) Degrees() float64 { return 90 * float64(d&3) }

// ParseDir reads a direction, in either case: n, e, s or w (or north,
// east, south, west).
func ParseDir(s string) (Dir, error) {
	switch strings.ToLower(s) {
	case "n", "north":
		return N, nil
	case "e", "east":
		return E, nil
	case "s", "south":
		return S, nil
	case "w", "west":
		return W, nil
	}
	return N, fmt.Errorf("%w: %q is not a direction (n, e, s or w)", ErrSyntax, s)
}

// Bearing is the direction from cell from to cell to in degrees clockwise
// from the island's north, in [0, 360): 0 when to lies due north of from on
// the island's diagram, 90 due east. The bear's tie-break ("the first by
// bearing clockwise from north") orders its quarries by it. The bearing of
// a cell from itself is 0.
func (isl *Island) Bearing(from, to Cell) float64 {
	dx := float64(to.File() - from.File())
	dy := float64(to.Rank() - from.Rank())
	if dx == 0 && dy == 0 {
		return 0
	}
	deg := math.Atan2(dx, dy)*180/math.Pi - isl.North.Degrees()
	for deg < 0 {
		deg += 360
	}
	for deg >= 360 {
		deg -= 360
	}
	return deg
}
