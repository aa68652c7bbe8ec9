package cards

// Dir is a direction of a move: one of the eight steps to a neighbour, or
// one of the eight knight's jumps of the horse.
type Dir uint8

// The directions. A knight's jump is named by its two steps' long leg
// first: NNE is two north and one east.
const (
	N Dir = iota
	NE
	E
	SE
	S
	SW
	W
	NW
	NNE
	ENE
	ESE
	SSE
	SSW
	WSW
	WNW
	NNW
	NumDirs
)

var dirNames = [NumDirs]string{"n", "ne", "e", "se", "s", "sw", "w", "nw",
	"nne", "ene", "ese", "sse", "ssw", "wsw", "wnw", "nnw"}

var dirDelta = [NumDirs][2]int8{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1},
	{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// String is the direction as the notation writes it ("ne", "wsw").
func (d Dir) String() string {
	if d >= NumDirs {
		return "?"
	}
	return dirNames[d]
}

// Delta is the direction's move in columns (east +) and rows (north +).
func (d Dir) Delta() (dx, dy int) {
	if d >= NumDirs {
		return 0, 0
	}
	return int(dirDelta[d][0]), int(dirDelta[d][1])
}

// parseDir reads a direction.
func parseDir(text string) (Dir, bool) {
	for d, n := range dirNames {
		if n == text {
			return Dir(d), true
		}
	}
	return 0, false
}
