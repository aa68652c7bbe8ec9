package engine

// BearStep is the bear's step on board b (Jackal Archipelago, ARCHIPELAGO.md
// §7): from cell from, one step over land toward its quarry, the nearest of
// the pirates standing on the island cells quarry, by Chebyshev distance.
// north is the direction the island's north points on the grid (n for
// most islands). It returns the cell the bear steps to and the quarry's
// cell; both are NoCell when there is no pirate on land to hunt (the bear
// stays). A step onto the quarry's cell mauls it.
//
// Ties, as §7 rules them:
//   - between pirates at the same distance: the first by bearing, measured
//     from the bear, clockwise from the island's north;
//   - between steps along shortest paths (over land, eight directions, the
//     bear never entering water or a boat): a diagonal step first, except
//     that a step ending next to the quarry prefers a cell sharing an edge
//     with it. RULING: steps still tied go by bearing from the bear,
//     clockwise from the island's north, as pirates do.
//
// The quarry is chosen by Chebyshev distance, as §7 says, and the path to
// it is the shortest over land, so on a bent island the bear may walk
// further than the distance that chose its quarry.
func (b *Board) BearStep(from Cell, quarry []Cell, north Dir) (step, target Cell) {
	target, best := NoCell, 0
	for _, q := range quarry {
		if !b.IsIsland(q) {
			continue
		}
		d := cheb(from, q)
		if target == NoCell || d < best || d == best && bearingBefore(from, q, target, north) {
			target, best = q, d
		}
	}
	if target == NoCell {
		return NoCell, NoCell
	}
	if target == from {
		return from, target
	}
	var dist [NumCells]uint8
	b.landDistances(target, from, &dist)
	if dist[from] == 255 {
		return NoCell, target // no way over land: the bear stays
	}
	want := dist[from] - 1
	step = NoCell
	for _, n := range neighbors[from] {
		if n == NoCell || !b.IsIsland(n) || dist[n] != want {
			continue
		}
		if step == NoCell || b.bearPrefers(from, n, step, target, north) {
			step = n
		}
	}
	return step, target
}

// bearPrefers reports whether the bear at from would rather step to x than
// to y, both on shortest paths to its quarry at q.
func (b *Board) bearPrefers(from, x, y, q Cell, north Dir) bool {
	if x == q || y == q {
		return x == q
	}
	if Adjacent(x, q) {
		// One step from the quarry (y too: both are on shortest paths):
		// a cell sharing an edge with it first.
		if ex, ey := sharesEdge(x, q), sharesEdge(y, q); ex != ey {
			return ex
		}
	} else if dx, dy := isDiagonal(from, x), isDiagonal(from, y); dx != dy {
		return dx
	}
	return bearingBefore(from, x, y, north)
}

// landDistances writes into dist, for every cell, the number of steps over
// the board's island cells (eight directions) to cell to; 255 where none
// leads. It stops once it has reached stop: a breadth-first search has then
// found every cell nearer to to than stop, all the bear's step needs.
func (b *Board) landDistances(to, stop Cell, dist *[NumCells]uint8) {
	for i := range dist {
		dist[i] = 255
	}
	var queue [NumCells]Cell
	queue[0], dist[to] = to, 0
	for head, tail := 0, 1; head < tail; head++ {
		c := queue[head]
		for _, n := range neighbors[c] {
			if n != NoCell && b.IsIsland(n) && dist[n] == 255 {
				dist[n] = dist[c] + 1
				if n == stop {
					return
				}
				queue[tail] = n
				tail++
			}
		}
	}
}

// cheb is the Chebyshev (king's move) distance between two cells.
func cheb(a, b Cell) int {
	return max(abs(a.File()-b.File()), abs(a.Rank()-b.Rank()))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// sharesEdge reports whether cells a and b touch by an edge.
func sharesEdge(a, b Cell) bool {
	return abs(a.File()-b.File())+abs(a.Rank()-b.Rank()) == 1
}

// isDiagonal reports whether the step from a to its neighbour b is
// diagonal.
func isDiagonal(a, b Cell) bool { return a.File() != b.File() && a.Rank() != b.Rank() }

// bearingBefore reports whether, seen from cell o, cell a comes before cell
// b going clockwise from the island's north (north: where it points on the
// grid). Exact integer arithmetic: no angle is computed.
func bearingBefore(o, a, b Cell, north Dir) bool {
	ax, ay := islandFrame(a.File()-o.File(), a.Rank()-o.Rank(), north)
	bx, by := islandFrame(b.File()-o.File(), b.Rank()-o.Rank(), north)
	ha, hb := half(ax, ay), half(bx, by)
	if ha != hb {
		return ha < hb
	}
	return bx*ay-by*ax > 0
}

// islandFrame turns a grid vector (x east, y north) into the island's
// frame, whose north points to north on the grid (n, e, s or w).
func islandFrame(x, y int, north Dir) (int, int) {
	for range (north / 2) & 3 {
		x, y = -y, x
	}
	return x, y
}

// half is 0 for a vector pointing from north (included) clockwise to south
// (excluded), 1 for the other half.
func half(x, y int) int {
	if x > 0 || x == 0 && y > 0 {
		return 0
	}
	return 1
}
