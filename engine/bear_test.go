package engine

import (
	"strings"
	"testing"
)

// pictureBoard reads a picture of a board, north up, the bottom row rank 1
// and the left column file a: '.' water, '#' land, 'B' the bear, 'P' a
// pirate, 'p' a pirate in the water (a swimmer, no quarry), 'x' where the
// bear should step (land).
func pictureBoard(t *testing.T, pic string) (b Board, bear Cell, pirates []Cell, want Cell) {
	t.Helper()
	rows := strings.Fields(pic)
	var land []Cell
	bear, want = NoCell, NoCell
	for j, row := range rows {
		for i, ch := range row {
			c := CellAt(i, len(rows)-1-j)
			switch ch {
			case '#', 'B', 'P', 'x':
				land = append(land, c)
			}
			switch ch {
			case 'B':
				bear = c
			case 'P', 'p':
				pirates = append(pirates, c)
			case 'x':
				want = c
			}
		}
	}
	b, err := NewBoard(land, [NumCrews][]Cell{})
	if err != nil {
		t.Fatal(err)
	}
	return b, bear, pirates, want
}

// TestBearStep checks the bear's step (ARCHIPELAGO.md §7) and its
// tie-breaks, one picture a case.
func TestBearStep(t *testing.T) {
	for _, tc := range []struct {
		name  string
		north Dir
		pic   string
		maul  bool // the step lands on the quarry
	}{
		{name: "a diagonal step first, then clockwise from north (ne before nw)", north: N, pic: `
			.......
			.##P##.
			.#####.
			.###x#.
			.##B##.
			.#####.
			.......`},
		{name: "ending next to the quarry, the cell sharing an edge with it", north: N, pic: `
			.......
			.#####.
			.#####.
			.#BxP#.
			.#####.
			.......`},
		{name: "ending next to the quarry on a diagonal approach", north: N, pic: `
			.......
			.#####.
			.###P#.
			.##x##.
			.#B###.
			.......`},
		{name: "pirates at one distance: north before east (then a diagonal step, ne first)", north: N, pic: `
			.........
			.###P###.
			.#######.
			.####x##.
			.###B##P.
			.#######.
			.........`},
		{name: "the island's north points east: east comes first (then se, first clockwise from east)", north: E, pic: `
			.........
			.###P###.
			.#######.
			.#######.
			.###B##P.
			.####x##.
			.........`},
		{name: "pirates at one distance: south before west", north: N, pic: `
			.........
			.#######.
			.P##B###.
			.###x###.
			.###P###.
			.........`},
		{name: "the nearest by distance across the water, walked to round it", north: N, pic: `
			..........
			.###P###..
			.......#..
			.P##Bx##..
			..........`},
		{name: "a swimmer is no quarry, however near", north: N, pic: `
			........
			.##x###.
			p#B###P.
			.######.
			........`},
		{name: "a pirate next to the bear is mauled", north: N, maul: true, pic: `
			.......
			.#####.
			.#BP##.
			.#####.
			.......`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, bear, pirates, want := pictureBoard(t, tc.pic)
			got, target := b.BearStep(bear, pirates, tc.north)
			if tc.maul {
				if got != target || got == NoCell {
					t.Fatalf("stepped to %s hunting %s, want onto the quarry", got, target)
				}
				return
			}
			if got != want {
				t.Fatalf("stepped to %s (hunting %s), want %s", got, target, want)
			}
		})
	}
}

// TestBearStays checks the bear stays with no pirate on land.
func TestBearStays(t *testing.T) {
	b, bear, pirates, _ := pictureBoard(t, `
		.......
		.#####p
		.##B##.
		.......`)
	if step, target := b.BearStep(bear, pirates, N); step != NoCell || target != NoCell {
		t.Fatalf("stepped to %s hunting %s with nobody on land", step, target)
	}
}

// TestBearingOrder checks the clockwise order from north round a cell,
// with the island's north in each of the four directions.
func TestBearingOrder(t *testing.T) {
	o := CellAt(7, 7)
	ring := []Cell{o.Step(N), o.Step(NE), o.Step(E), o.Step(SE), o.Step(S), o.Step(SW), o.Step(W), o.Step(NW)}
	for k, north := range []Dir{N, E, S, W} {
		// the ring in clockwise order from the island's north
		order := append(append([]Cell(nil), ring[2*k:]...), ring[:2*k]...)
		for i := range order {
			for j := range order {
				if got := bearingBefore(o, order[i], order[j], north); got != (i < j) {
					t.Fatalf("north %s: %s before %s = %v", north, order[i], order[j], got)
				}
			}
		}
	}
}
