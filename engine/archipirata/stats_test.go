package archipirata

import "testing"

// TestGamesEndVariously checks that random games reach each main ending.
func TestGamesEndVariously(t *testing.T) {
	var ends [5]int
	plies := 0
	for seed := range uint64(300) {
		_, s := randomGame(t, seed, 2)
		ends[s.EndedBy]++
		plies += int(s.Plies)
	}
	t.Logf("ends %v, mean plies %d", ends, plies/300)
	if ends[EndGold] == 0 || ends[EndEliminated] == 0 {
		t.Fatalf("ends %v: gold and elimination both expected", ends)
	}
}
