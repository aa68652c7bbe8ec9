package islands

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/island"
)

// TestShipped checks every shipped island parses, validates, round-trips
// through Format, and has the shape and the boat starts it promises.
func TestShipped(t *testing.T) {
	list, err := All()
	if err != nil {
		t.Fatal(err)
	}
	wantIDs := []string{"first", "bar", "crescent", "lobes", "ring", "star"}
	if got := IDs(); !slices.Equal(got, wantIDs) {
		t.Fatalf("IDs() = %v, want %v", got, wantIDs)
	}
	for _, isl := range list {
		t.Run(isl.ID, func(t *testing.T) {
			if err := isl.Validate(); err != nil {
				t.Fatal(err)
			}
			if n := isl.Land(); n < island.MinLand || n > island.MaxLand {
				t.Errorf("%d cells", n)
			}
			if isl.Name == "" || isl.NameRU == "" {
				t.Errorf("names %q, %q", isl.Name, isl.NameRU)
			}
			if len(isl.Boats) != island.MaxBoats {
				t.Errorf("%d boat starts, want %d", len(isl.Boats), island.MaxBoats)
			}
			for _, c := range isl.Boats {
				if isl.IsLagoon(c) {
					t.Errorf("the suggested start %v is in a lagoon", c)
				}
			}
			back, err := island.Parse(island.Format(isl), isl.ID+".island")
			if err != nil || !back.Equal(isl) {
				t.Errorf("Parse(Format(x)): %v", err)
			}
			src, err := Source(isl.ID)
			if err != nil {
				t.Fatal(err)
			}
			if again, err := island.Parse(src, isl.ID+".island"); err != nil || !again.Equal(isl) {
				t.Errorf("Source does not hold the island: %v", err)
			}
		})
	}
}

// TestFirstIsland checks the rulebook's first island: 57 tiles, with 2
// beach, 3 forest and 4 mountains tiles removed from Box 1.
func TestFirstIsland(t *testing.T) {
	isl, err := Lookup(FirstID)
	if err != nil {
		t.Fatal(err)
	}
	got := [...]int{isl.Land(), isl.Count(island.Beach), isl.Count(island.Forest), isl.Count(island.Mountains),
		isl.Removed(island.Beach), isl.Removed(island.Forest), isl.Removed(island.Mountains)}
	if got != [...]int{57, 16, 21, 20, 2, 3, 4} {
		t.Errorf("land, beach, forest, mountains, removed b/f/m = %v", got)
	}
	if isl.North != island.N {
		t.Errorf("north %v", isl.North)
	}
}

// TestShapes checks the islands are the shapes their names say: the
// ring holds a lagoon with a beach on it, the lobes meet at a one-cell
// neck, the bar is long and thin, and only the ring has a lagoon.
func TestShapes(t *testing.T) {
	list, err := All()
	if err != nil {
		t.Fatal(err)
	}
	for _, isl := range list {
		lagoon, lagoonBeach := 0, false
		for _, c := range isl.Cells(island.Water) {
			if isl.IsLagoon(c) {
				lagoon++
				for _, d := range island.EdgeNeighbors(c) {
					lagoonBeach = lagoonBeach || isl.Back(d) == island.Beach
				}
			}
		}
		if (lagoon > 0) != (isl.ID == "ring") {
			t.Errorf("%s: %d lagoon cells", isl.ID, lagoon)
		}
		if isl.ID == "ring" && (lagoon < 9 || !lagoonBeach) {
			t.Errorf("ring: %d lagoon cells, a beach on it %v", lagoon, lagoonBeach)
		}
	}
	lobes, err := Lookup("lobes")
	if err != nil {
		t.Fatal(err)
	}
	// Some file's land is one cell wide there: removing any one neck cell
	// cuts the island in two.
	neck := 0
	for f := range lobes.Files {
		n := 0
		for r := range lobes.Ranks {
			if lobes.IsLand(island.CellAt(f, r)) {
				n++
			}
		}
		if n == 1 {
			neck++
		}
	}
	if neck < 2 {
		t.Errorf("lobes: %d files one cell thick, want a neck of at least 2", neck)
	}
	bar, err := Lookup("bar")
	if err != nil {
		t.Fatal(err)
	}
	if bar.Files < 2*bar.Ranks || bar.North != island.E {
		t.Errorf("bar: %d×%d, north %v", bar.Files, bar.Ranks, bar.North)
	}
}

// TestLookup checks unknown ids and that the islands handed out are copies.
func TestLookup(t *testing.T) {
	for _, id := range []string{"", "nowhere", "../first", "first.island", "FIRST"} {
		if _, err := Lookup(id); !errors.Is(err, ErrUnknown) || !strings.Contains(err.Error(), "first, bar") {
			t.Errorf("Lookup(%q) = %v", id, err)
		}
		if _, err := Source(id); !errors.Is(err, ErrUnknown) {
			t.Errorf("Source(%q) = %v", id, err)
		}
	}
	a, err := Lookup("ring")
	if err != nil {
		t.Fatal(err)
	}
	a.Name, a.Boats[0] = "changed", island.NoCell
	b, err := Lookup("ring")
	if err != nil {
		t.Fatal(err)
	}
	if b.Name != "The Ring" || b.Boats[0] == island.NoCell {
		t.Error("changing a looked-up island changed the shipped one")
	}
	all, err := All()
	if err != nil {
		t.Fatal(err)
	}
	all[0].ID = "changed"
	if IDs()[0] != FirstID {
		t.Error("changing All's islands changed the shipped ones")
	}
}
