package scenario

import (
	"errors"
	"strings"
	"testing"
)

// TestUnknownCardNearest: a card name the game does not know is refused
// as an unknown card, with the name nearest to it when one is within two
// edits (and not most of the word).
func TestUnknownCardNearest(t *testing.T) {
	for _, tc := range []struct{ name, text, want, not string }{
		{"pile", "seats: 2\npiles:\n  3: [rum, sabr]\n",
			`malformed scenario: line 3: unknown card "sabr" (pile of 3): did you mean "sabre"?`, ""},
		{"case", "seats: 2\npiles:\n  3: [KOMPASS]\n", `unknown card "KOMPASS" (pile of 3): did you mean "compass"?`, ""},
		{"perm", "seats: 2\nperm: {5: frot}\n", `line 2: unknown card "frot" (permanent of 5): did you mean "fort"?`, ""},
		{"held", "seats: 2\nheld:\n  red: {rums: 1}\n", `line 2: unknown card "rums" (held by red): did you mean "rum"?`, ""},
		{"far", "seats: 2\npiles:\n  3: [cannonball]\n", `line 3: unknown card "cannonball" (pile of 3)`, "did you mean"},
		{"short", "seats: 2\npiles:\n  3: [gem]\n", `line 3: unknown card "gem" (pile of 3)`, "did you mean"},
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
	for _, tc := range []struct{ name, text, want string }{
		{"card", "seats: 2\npiles:\n  3: [sabr]\n",
			`f.yaml:3: malformed scenario: unknown card "sabr" (pile of 3): did you mean "sabre"?`},
		{"unknown key", "seats: 2\npilez: {2: [aid]}\n", `f.yaml:2: malformed scenario: unknown key "pilez"`},
		{"seats", "# four\nseats: 3\n", "f.yaml:2: malformed scenario: seats 3 (2 or 4)"},
		{"expect", "seats: 2\npirates: {1: [1, 0], 2: [0, 1]}\nexpect:\n  over: false\n  winner: blue\n",
			`f.yaml:5: malformed scenario: winner "blue"`},
		{"mismatch", "seats: 2\npirates: {1: [1, 0], 2: [0, 1]}\nexpect:\n  turn: 1\n", "f.yaml: scenario mismatch: "},
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
