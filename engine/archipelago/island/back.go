package island

import "github.com/jackalbot/jackal/engine"

// Back is what a grid cell is: water, or an island cell whose face-down
// tile shows this back.
type Back uint8

// The backs. Water is the zero value: a grid starts as open sea.
const (
	Water Back = iota
	Beach
	Forest
	Mountains
	NumBacks
)

// backNames are the backs' names, as island files and messages write them.
var backNames = [NumBacks]string{"water", "beach", "forest", "mountains"}

// backChars are the backs' characters in an island file's map.
var backChars = [NumBacks]byte{'.', 'b', 'f', 'm'}

// boxTiles are Box 1's tiles of each back (Jackal Archipelago, 66 in all).
var boxTiles = [NumBacks]int{0, 18, 24, 24}

// Lands are the three backs of island cells, in the order files list them.
var Lands = [3]Back{Beach, Forest, Mountains}

// String is the back's name: "water", "beach", "forest" or "mountains".
func (b Back) String() string {
	if b >= NumBacks {
		return "back?"
	}
	return backNames[b]
}

// Char is the back's character in a map: '.', 'b', 'f' or 'm'.
func (b Back) Char() byte {
	if b >= NumBacks {
		return '?'
	}
	return backChars[b]
}

// IsLand reports whether b is the back of an island cell.
func (b Back) IsLand() bool { return b > Water && b < NumBacks }

// BoxTiles is how many tiles of back b Box 1 holds: 18 beach, 24 forest,
// 24 mountains (0 for water).
func BoxTiles(b Back) int {
	if b >= NumBacks {
		return 0
	}
	return boxTiles[b]
}

// backOfChar is the back a map character stands for.
func backOfChar(r rune) (Back, bool) {
	for b, c := range backChars {
		if rune(c) == r {
			return Back(b), true
		}
	}
	return Water, false
}

// parseBack reads a back's name as files write it.
func parseBack(s string) (Back, bool) {
	for b, n := range backNames {
		if n == s {
			return Back(b), true
		}
	}
	return Water, false
}

// engineBacks are the engine's backs of the island's, Water none.
var engineBacks = [NumBacks]engine.Back{Water: engine.NoBack, Beach: engine.BackBeach, Forest: engine.BackForest, Mountains: engine.BackMountains}

// Engine is the engine's back of b (engine.NoBack for water or an
// unknown back).
func (b Back) Engine() engine.Back {
	if b >= NumBacks {
		return engine.NoBack
	}
	return engineBacks[b]
}

// FromEngine is the island back of the engine's back b; an unknown one
// reads NumBacks (drawn as unknown).
func FromEngine(b engine.Back) Back {
	for i, e := range engineBacks {
		if e == b && Back(i) != Water {
			return Back(i)
		}
	}
	return NumBacks
}
