package puzzle

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks Parse never panics, refuses only with an *Error that
// wraps a sentinel, and that whatever it accepts is valid, deals, and
// formats to a text that parses back to an equal puzzle and formats the
// same again.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "puzzles", "*.puzzle"))
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		baseText, "", "#", "puzzle: 1", "tiles:", "map:\ntiles:\n", withLine(20, "tiles: x"),
		withLine(26, "  d2: ice@q"), withLine(10, "gold: c3 2,, d3"), withLine(21, "\tb3: empty open"),
		baseText + "  o15: bank open\n", withLine(9, "bear: \xff"), withLine(6, "hint: \x00"), withLine(21, ": empty"),
	} {
		f.Add([]byte(s))
	}
	sentinels := []error{ErrSyntax, ErrHeader, ErrIsland, ErrTile, ErrGoal, ErrTooLarge}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data, "fuzz.puzzle")
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("error %v is not an *Error with a place", err)
			}
			known := false
			for _, s := range sentinels {
				known = known || errors.Is(err, s)
			}
			if !known {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("Parse accepted an invalid puzzle: %v", err)
		}
		if _, err := p.Deal(); err != nil {
			t.Fatalf("Parse accepted a puzzle Deal refuses: %v", err)
		}
		text := Format(p)
		back, err := Parse(text, "fuzz.puzzle")
		if err != nil {
			t.Fatalf("Format's text does not parse: %v\n%s", err, text)
		}
		if !back.Equal(p) {
			t.Fatalf("Parse(Format(x)) differs from x:\n%s", text)
		}
		if again := Format(back); string(again) != string(text) {
			t.Fatalf("Format is not stable:\n%s\n%s", text, again)
		}
	})
}
