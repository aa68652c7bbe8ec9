package scenario

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScenarios runs every file in testdata: each must hold.
func TestScenarios(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.yaml")
	if len(files) == 0 {
		t.Fatal("no scenario files")
	}
	for _, name := range files {
		t.Run(filepath.Base(name), func(t *testing.T) {
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse(data)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Run(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestScenarioMismatch checks a wrong expectation is reported, not passed.
func TestScenarioMismatch(t *testing.T) {
	tests := []struct {
		name, text string
		want       error
	}{
		{"wrong pirates", "seats: 2\npirates: {1: [1, 0], 2: [0, 1]}\npiles: {2: [rum]}\nactions: [take 1 cw]\nexpect: {pirates: {2: [0, 1]}}", ErrMismatch},
		{"unexpected refusal", "seats: 2\npirates: {1: [0, 1], 2: [1, 0]}\npiles: {2: [gold]}\nactions: [take 1 cw]\n", ErrMismatch},
		{"bad seats", "seats: 3\n", ErrMalformed},
		{"unknown key", "seats: 2\nfoo: 1\n", ErrMalformed},
		{"bad card", "seats: 2\npiles: {1: [gem]}\n", ErrMalformed},
		{"too many pirates", "seats: 2\npirates: {1: [9, 0]}\n", ErrMalformed},
	}
	for _, tc := range tests {
		f, err := Parse([]byte(tc.text))
		if err == nil {
			err = f.Run()
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
}

// TestMalformedNamesTheLine: a position or an expectation the game
// cannot have names the line of the file it is written on, and what the
// key takes.
func TestMalformedNamesTheLine(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"seats", "# four\nseats: 3\n", "malformed scenario: line 2: seats 3 (2 or 4)"},
		{"turn", "seats: 2\nturn: 7\n", "line 2: turn 7 (0 to 1"},
		{"compass", "seats: 2\ncompass: 5\n", "line 2: compass 5 (0 to 2)"},
		{"pirates", "seats: 2\npirates:\n  1: [1, 0]\n  9: [0, 1]\n", "line 4: pirates on 9 (islands 1 to 8"},
		{"pile card", "seats: 2\npiles:\n  3: [gem]\n", `line 3: unknown card "gem" (pile of 3)`},
		{"captain", "seats: 2\ncaptains:\n  0: nobody\n", `line 3: captain 0: "nobody"`},
		{"held", "seats: 2\nheld:\n  blue: {rum: 1}\n", `line 2: team "blue"`},
		{"expect winner", "seats: 2\npirates: {1: [1, 0], 2: [0, 1]}\nexpect:\n  over: false\n  winner: blue\n", `line 5: winner "blue" (red, white or draw)`},
		{"expect island", "seats: 2\npirates: {1: [1, 0], 2: [0, 1]}\nexpect:\n  top:\n    12: rum\n", "line 5: island 12 (1 to 8)"},
		{"unknown expect key", "seats: 2\nexpect:\n  over: false\n  winers: red\n", `line 4: unknown key "winers" under expect`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse([]byte(tc.text))
			if err == nil {
				err = f.Run()
			}
			if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// FuzzScenario feeds any text to Parse and Run: nothing may panic.
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.yaml")
	for _, name := range files {
		data, _ := os.ReadFile(name)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse(data)
		if err != nil {
			return
		}
		_ = s.Run()
	})
}
