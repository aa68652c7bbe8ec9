package engine

import "fmt"

// Back is the back of a face-down tile on a board whose tiles have backs
// (Archipelago's: beach, forest, mountains). NoBack, the zero value, is
// classic's: its tiles all look alike face down.
type Back uint8

// The backs.
const (
	NoBack Back = iota
	BackBeach
	BackForest
	BackMountains
	NumBacks
)

var backNames = [NumBacks]string{"", "beach", "forest", "mountains"}

// String is the back's name: "beach", "forest", "mountains", or "" for NoBack.
func (b Back) String() string {
	if b >= NumBacks {
		return "?"
	}
	return backNames[b]
}

// ParseBack reads a back's name: "beach", "forest" or "mountains".
func ParseBack(s string) (Back, error) {
	for b := BackBeach; b < NumBacks; b++ {
		if equalFold(s, backNames[b]) {
			return b, nil
		}
	}
	return NoBack, fmt.Errorf("%w: %q is not a back (beach, forest, mountains)", ErrSyntax, s)
}

// Backs lists the three backs of Archipelago's tiles in order.
func Backs() []Back { return []Back{BackBeach, BackForest, BackMountains} }
