package island

import (
	"fmt"
	"strings"
)

// Format writes isl as an island file in canonical form: the header keys
// in a fixed order (island, name, name.ru when given, north, remove with
// all three backs, boats when there are any), then the map with a line of
// file letters and the rank numbers right-aligned, two spaces before
// the first cell, as the shipped files are written. Parse(Format(isl))
// gives back an island Equal to isl, whenever isl is valid.
func Format(isl *Island) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "island: %s\n", isl.ID)
	fmt.Fprintf(&b, "name: %s\n", isl.Name)
	if isl.NameRU != "" {
		fmt.Fprintf(&b, "name.ru: %s\n", isl.NameRU)
	}
	fmt.Fprintf(&b, "north: %v\n", isl.North)
	fmt.Fprintf(&b, "remove: beach %d, forest %d, mountains %d\n", isl.Removed(Beach), isl.Removed(Forest), isl.Removed(Mountains))
	if len(isl.Boats) > 0 {
		names := make([]string, len(isl.Boats))
		for i, c := range isl.Boats {
			names[i] = c.String()
		}
		fmt.Fprintf(&b, "boats: %s\n", strings.Join(names, ", "))
	}
	b.WriteString("map:\n")
	b.WriteString("   ")
	for f := range isl.Files {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + f))
	}
	b.WriteByte('\n')
	for r := isl.Ranks - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for f := range isl.Files {
			b.WriteByte(' ')
			b.WriteByte(isl.Back(CellAt(f, r)).Char())
		}
		b.WriteByte('\n')
	}
	return []byte(b.String())
}
