package puzzles_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine/archipelago/puzzle"
)

// TestDesign solves the puzzle file PUZZLE_FILE names and prints its par
// and a winning line: a tool for writing puzzles
// (PUZZLE_FILE=x.puzzle go test -run TestDesign -v). Without it the test
// is skipped.
func TestDesign(t *testing.T) {
	file := os.Getenv("PUZZLE_FILE")
	if file == "" {
		t.Skip("PUZZLE_FILE names no puzzle file")
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzle.Parse(data, file)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	sol, err := solve(p, 3_000_000)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("par %d (file says %d), %d positions, widest turn %d, %v", sol.par, p.Par, sol.nodes, sol.wide, time.Since(start))
	t.Logf("line: %s", strings.Join(sol.line, ", "))
}
