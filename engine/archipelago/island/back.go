package island

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
