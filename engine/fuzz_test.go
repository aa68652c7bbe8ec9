package engine_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
	"github.com/jackalbot/jackal/engine/scenario"
)

// FuzzParse checks the notation: Parse never panics, and what it accepts
// formats to a text that parses back to the same action.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"W1 e5", "w1 E5", "W1 f6/2", "W1 e5 +c !b", "W1 e5 +g", "BEN a3", "ship h1", "place c1", "boat f3", "revive W2",
		"give FRI", "bottle W2", "BOTTLE r3", "bottle", "bottle W2 W3", "bottle e5", "e6", "stay", "pass", "", "  ", "W1", "W1 e5 +c +g", "W1 z9", "W1 e5/0", "W1 n14",
		"ship", "revive", "give MIS extra", "MIS m13 !b !b", "R3 a1/9 +C !B", "ne", "NW", "s", "nne", "n e",
		"W1 e5 +2c", "W1 e5 +2C !b", "W1 e5 +2c +c", "W2 shoot e5", "w2 SCOUT E5", "W2 scout", "W2 shoot e5 e6", "BEN shoot a1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := engine.Parse(s)
		if err != nil {
			return
		}
		text := a.String()
		b, err := engine.Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q) = %+v, whose text %q does not parse: %v", s, a, text, err)
		}
		if b != a {
			t.Fatalf("Parse(%q) = %+v; Parse(%q) = %+v", s, a, text, b)
		}
		if b.String() != text {
			t.Fatalf("text of %q is not stable: %q, %q", s, text, b.String())
		}
	})
}

// FuzzScenario checks that the scenario reader never panics on any input
// (classic's scenarios and Archipelago's, on an island),
// and that what it accepts builds, runs, reports and prints without panic.
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	sea, _ := filepath.Glob(filepath.Join("archipelago", "testdata", "*.yaml")) // Archipelago's suite
	for _, file := range append(files, sea...) {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		"", "x", "[1, 2]", "tiles: 3", "pieces: {W1: [a]}", "crews: [white, white]",
		"gold: {e5: -1}", "variants: [stall-rounds=x]", "actions: [\"W1 e5\", {a: b}]",
		"a: &x [*x]", "tiles: {e5: arrow-1@q}", "pieces: {FRI: e5}", "expect: {pieces: {W1: {at: [1]}}}",
		"island: first\nboats: {white: b3}\npieces: {W1: c3}\ntiles: {d3: pit}\nbear: e5 white\nrolls: [5, 2]\nactions: [W1 d3]",
		"island: |\n  3 . . .\n  2 . b .\n  1 . . .\n", "island: ring\nnorth: q", "bear: e5", "island: first\nboats: {white: a1}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := scenario.Parse(data, "fuzz.yaml")
		if err != nil {
			return
		}
		if len(sc.Actions) > 200 {
			sc.Actions = sc.Actions[:200] // keep each run short
		}
		res, runErr := scenario.Run(sc)
		if _, err := scenario.Output(res.State, res.Events); err != nil {
			t.Fatal(err)
		}
		_ = scenario.Board(&res.State)
		if exp, err := sc.Expectation(); err == nil {
			_ = exp.Check(sc, res, runErr)
		}
	})
}

// FuzzUnmarshal feeds snapshots of both layouts, whole and damaged, to
// UnmarshalBinary: it never panics, and whatever it reads writes back to
// bytes that read as the same state (a true may be any non-zero byte).
func FuzzUnmarshal(f *testing.F) {
	classic, err := engine.New(3, engine.Options{})
	if err != nil {
		f.Fatal(err)
	}
	isl, err := islands.Lookup("ring")
	if err != nil {
		f.Fatal(err)
	}
	sea, err := archipelago.Deal(isl, engine.Options{}, 3)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []engine.State{classic, sea} {
		data, err := s.MarshalBinary()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte{})
	f.Add([]byte{2})
	f.Fuzz(func(t *testing.T, data []byte) {
		var s engine.State
		if err := s.UnmarshalBinary(data); err != nil {
			return
		}
		again, err := s.MarshalBinary()
		if err != nil {
			t.Fatalf("read, but not written back: %v", err)
		}
		var x engine.State
		if err := x.UnmarshalBinary(again); err != nil || x != s {
			t.Fatalf("written back as bytes that read otherwise: %v", err)
		}
	})
}
