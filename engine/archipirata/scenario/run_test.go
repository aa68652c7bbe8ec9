package scenario

import (
	"errors"
	"os"
	"path/filepath"
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
