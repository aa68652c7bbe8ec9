package archipelago_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// TestBoardNorth checks that the board carries the island's north, for
// every way an island file may turn it.
func TestBoardNorth(t *testing.T) {
	all, err := islands.All()
	if err != nil {
		t.Fatal(err)
	}
	isl := *all[0]
	want := map[island.Dir]engine.Dir{island.N: engine.N, island.E: engine.E, island.S: engine.S, island.W: engine.W}
	for d, ed := range want {
		isl.North = d
		b, err := archipelago.Board(&isl)
		if err != nil {
			t.Fatal(err)
		}
		if b.North() != ed {
			t.Errorf("north %s: board's north %s, want %s", d, b.North(), ed)
		}
	}
}
