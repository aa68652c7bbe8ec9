package engine

import "fmt"

// Crew is one of the four crews. Turn order is White, Yellow, Black, Red,
// skipping crews not in play.
type Crew uint8

// The four crews, in turn order, and NoCrew.
const (
	White Crew = iota
	Yellow
	Black
	Red
	NoCrew Crew = 255
)

// NumCrews is the number of crews in the box.
const NumCrews = 4

var crewNames = [NumCrews]string{"white", "yellow", "black", "red"}
var crewLetters = [NumCrews]byte{'W', 'Y', 'B', 'R'}

// startBerth is each crew's starting berth on classic's board: the middle
// of its side.
var startBerth = [NumCrews]Cell{CellAt(6, 0), CellAt(0, 6), CellAt(6, 12), CellAt(12, 6)}

// String is the crew's name: "white", "yellow", "black" or "red".
func (c Crew) String() string {
	if c >= NumCrews {
		return ""
	}
	return crewNames[c]
}

// StartBerth is the berth where the crew's ship starts on classic's board:
// g1, a7, g13, m7.
func (c Crew) StartBerth() Cell { return startBerth[c&3] }

// ParseCrew reads a crew name ("white", "W", …), case-insensitively.
func ParseCrew(s string) (Crew, error) {
	for i, n := range crewNames {
		if equalFold(s, n) || (len(s) == 1 && lower(s[0]) == lower(crewLetters[i])) {
			return Crew(i), nil
		}
	}
	return NoCrew, fmt.Errorf("%w: %q is not a crew", ErrSyntax, s)
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

// CrewSet is a set of crews, one bit each.
type CrewSet uint8

// Has reports whether c is in the set.
func (s CrewSet) Has(c Crew) bool { return c < NumCrews && s&(1<<c) != 0 }

// With returns the set with c added.
func (s CrewSet) With(c Crew) CrewSet { return s | 1<<c }

// Crews lists the set's crews in turn order.
func (s CrewSet) Crews() []Crew {
	var out []Crew
	for c := Crew(0); c < NumCrews; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// Len is the number of crews in the set.
func (s CrewSet) Len() int {
	n := 0
	for c := Crew(0); c < NumCrews; c++ {
		if s.Has(c) {
			n++
		}
	}
	return n
}
