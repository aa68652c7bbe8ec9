package puzzles_test

import (
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
)

// solveLimit bounds one puzzle's search: a shipped puzzle is small enough
// to be searched whole well within it.
const solveLimit = 1_500_000

// TestPars proves every shipped puzzle solvable within its goal and checks
// the par its file gives: the search finds the fewest turns in which a game
// meets the goal, and one game that does; that game, replayed, is judged
// solved in exactly par turns.
func TestPars(t *testing.T) {
	all, err := puzzles.All()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	total := 0
	for _, p := range all {
		t.Run(p.Island.ID, func(t *testing.T) {
			sol, err := solve(p, solveLimit)
			if err != nil {
				t.Fatal(err)
			}
			total += sol.nodes
			switch {
			case sol.par == 0:
				t.Fatalf("no game meets the goal (%d turns, %d survivors): %d positions searched", p.Turns, p.Survivors, sol.nodes)
			case sol.par != p.Par:
				t.Fatalf("par %d, the file says %d", sol.par, p.Par)
			}
			s, err := p.Deal()
			if err != nil {
				t.Fatal(err)
			}
			for _, text := range sol.line {
				a, err := engine.Parse(text)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Play(a, nil); err != nil {
					t.Fatalf("%s: %v", text, err)
				}
			}
			if r := p.Judge(&s); !r.Solved || r.Turns != p.Par || r.Coins != p.CoinCount() {
				t.Fatalf("the winning line is judged %+v", r)
			}
			t.Logf("par %d in %d positions (widest turn %d): %s", sol.par, sol.nodes, sol.wide, strings.Join(sol.line, ", "))
		})
	}
	t.Logf("%d puzzles, %d positions, %v", len(all), total, time.Since(start))
}
