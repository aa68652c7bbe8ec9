package game

import (
	"fmt"
	"strings"
)

// EventsInOrder checks that every event of want, each written in its
// String form, is among got in that order, others allowed between: what
// the expected events of the games' scenario files mean. The error names
// the first one missing and lists got.
func EventsInOrder[E fmt.Stringer](got []E, want []string) error {
	k := 0
	for _, e := range got {
		if k < len(want) && e.String() == want[k] {
			k++
		}
	}
	if k == len(want) {
		return nil
	}
	names := make([]string, len(got))
	for i, e := range got {
		names[i] = e.String()
	}
	return fmt.Errorf("event %q missing from: %s", want[k], strings.Join(names, "; "))
}
