package puzzle

import (
	"path/filepath"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile/textfiletest"
)

// FuzzParse checks Parse never panics, refuses only with an *Error that
// wraps a sentinel, and that whatever it accepts is valid, deals, and
// formats to a text that parses back to an equal puzzle and formats the
// same again.
func FuzzParse(f *testing.F) {
	textfiletest.Seed(f, filepath.Join("..", "puzzles", "*.puzzle"),
		baseText, "", "#", "puzzle: 1", "tiles:", "map:\ntiles:\n", withLine(20, "tiles: x"),
		withLine(26, "  d2: ice@q"), withLine(10, "gold: c3 2,, d3"), withLine(21, "\tb3: empty open"),
		baseText+"  o15: bank open\n", withLine(9, "bear: \xff"), withLine(6, "hint: \x00"), withLine(21, ": empty"),
	)
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data, "fuzz.puzzle")
		if err != nil {
			textfiletest.CheckError(t, err, ErrSyntax, ErrHeader, ErrIsland, ErrTile, ErrGoal, ErrTooLarge)
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("Parse accepted an invalid puzzle: %v", err)
		}
		if _, err := p.Deal(); err != nil {
			t.Fatalf("Parse accepted a puzzle Deal refuses: %v", err)
		}
		textfiletest.RoundTrip(t, p, "fuzz.puzzle", Format, Parse, (*Puzzle).Equal)
	})
}
