package scenario

import (
	"errors"
	"strings"
	"testing"
)

// TestUnknownCardNearest: a card id the game does not know is refused as
// an unknown card, with the id nearest to it when one is within two
// edits (and not most of the word), wherever a card is written.
func TestUnknownCardNearest(t *testing.T) {
	ok := "seats: 2\n" + grid // lines 1 to 5
	for _, tc := range []struct{ name, text, want, not string }{
		{"hand", ok + "hands:\n  p1: [horse, arow-ew]\n",
			`malformed scenario: line 7: unknown card "arow-ew" (hand of p1): did you mean "arrow-ew"?`, ""},
		{"two edits", ok + "discard: [hrose]\n", `line 6: unknown card "hrose" (discard): did you mean "horse"?`, ""},
		{"case", ok + "deck: [Weapon]\n", `unknown card "Weapon" (deck): did you mean "weapon"?`, ""},
		{"far", ok + "deck: [cannonball]\n", `line 6: unknown card "cannonball" (deck)`, "did you mean"},
		{"short", ok + "deck: [gem]\n", `line 6: unknown card "gem" (deck)`, "did you mean"},
		{"expected hand", ok + "expect:\n  hands: {p2: [fridy]}\n",
			`line 7: unknown card "fridy" (expected hand of p2): did you mean "friday"?`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse([]byte(tc.text))
			if err == nil {
				err = f.Run()
			}
			if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), tc.want) ||
				tc.not != "" && strings.Contains(err.Error(), tc.not) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestParseFileNamesTheFile: a file parsed with its name tells its
// errors as the classic scenarios do, "name:line: reason"; one with no
// line, "name: reason".
func TestParseFileNamesTheFile(t *testing.T) {
	ok := "seats: 2\n" + grid // lines 1 to 5
	for _, tc := range []struct{ name, text, want string }{
		{"card", ok + "hands:\n  p1: [arow-ew]\n",
			`f.yaml:7: malformed scenario: unknown card "arow-ew" (hand of p1): did you mean "arrow-ew"?`},
		{"unknown key", ok + "handz: {p1: [horse]}\n", `f.yaml:6: malformed scenario: unknown key "handz"`},
		{"seats", "# five\nseats: 5\n" + grid, "f.yaml:2: malformed scenario: seats 5 (2 to 4)"},
		{"expect", ok + "expect:\n  phase: lunch\n", `f.yaml:7: malformed scenario: phase "lunch"`},
		{"no island", "seats: 2\n", "f.yaml: malformed scenario: no island"},
		{"mismatch", ok + "expect:\n  coins: {p1: 3}\n", "f.yaml: scenario mismatch: p1's coins: 0, want 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := ParseFile("f.yaml", []byte(tc.text))
			if err == nil {
				err = f.Run()
			}
			var le *LineError
			if !errors.As(err, &le) || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}
