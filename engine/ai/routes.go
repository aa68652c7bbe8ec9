package ai

import "github.com/jackalbot/jackal/engine"

// Costs, in actions, of routes across the island.
const (
	routeFar      = 40 // no known route
	routeExplore  = 2  // extra for gold waiting on a face-down tile: someone must turn it first
	routeRum      = 1  // extra for the rum: the piece sleeps a turn
	routeTrap     = 3  // extra for a trap: it waits for a friend or a bottle
	routeShipMove = 1  // per berth a ship must sail to meet a carrier
	maxRoutes     = 8 * engine.NumTiles * 6
	maxChain      = 12 // tiles a chain may pass through before we call it a loop
)

// route is one way to move from a cell: where the piece ends and how many
// actions it costs. A sea route ends on a berth (or NoCell for the
// balloon) and banks gold there when an allied ship is, or can sail, there.
type route struct {
	from, to engine.Cell
	cost     uint8
	sea      bool
}

// routes is the graph of the moves a piece can make across the face-up
// island, following the tiles as the engine would: arrows and ice carry it
// on, the horse jumps, the balloon takes it home, the cannon shoots it to
// sea; fortresses, the thicket, the ogre, traps, caves and crocodiles stop
// or cost it. Laden routes are those of a piece dragging gold (no entering
// face-down tiles, fortresses or the thicket); unladen routes those of a
// free piece (face-down tiles may be entered, their outcome unknown).
type routes struct {
	edges  [maxRoutes]route
	n      int
	byFrom [engine.NumCells + 1]int32 // CSR: edges by their start
	byTo   [engine.NumCells + 1]int32 // CSR: island edges by their end
	fromIx [maxRoutes]int32
	toIx   [maxRoutes]int32
	bucket [routeFar][]engine.Cell
	bd     *boardInfo // the board of the last build
}

// arrowsOf are the directions of every arrow kind at every rotation.
var arrowsOf [engine.NumKinds][4][]engine.Dir

// knightJumps are the eight knight's jumps as file and rank offsets.
var knightJumps = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

func init() {
	for k := engine.Kind(0); k < engine.NumKinds; k++ {
		for r := engine.Rot(0); r < 4; r++ {
			arrowsOf[k][r] = k.Arrows(r)
		}
	}
}

// build lays out the laden or unladen routes of s, on board bd.
func (g *routes) build(bd *boardInfo, s *engine.State, laden bool) {
	g.n, g.bd = 0, bd
	for _, x := range bd.cells {
		t := &s.Tiles[x]
		if t.Open && !restsOn(t.Kind, laden) {
			continue
		}
		for d := engine.Dir(0); d < 8; d++ {
			y := x.Step(d)
			switch {
			case y == engine.NoCell:
			case !s.Board.IsIsland(y):
				if laden && bd.dock[y] {
					g.add(x, y, 1, true)
				}
			case !s.Tiles[y].Open && laden:
				g.add(x, y, 1+routeExplore, false)
			default:
				g.walk(s, x, y, d, 1, 0, laden)
			}
		}
	}
	if !laden {
		for k := engine.Crew(0); k < engine.NumCrews; k++ {
			if b := s.Ships[k]; b != engine.NoCell && bd.boats {
				g.disembark(s, b)
			} else if b != engine.NoCell {
				f := s.Board.Front(b)
				if d, ok := dirTo(b, f); ok {
					g.walk(s, b, f, d, 1, 0, false)
				}
			}
		}
	}
	g.index()
}

// disembark lays out the unladen routes from a boat at b: onto every
// island tile touching it.
func (g *routes) disembark(s *engine.State, b engine.Cell) {
	for d := engine.Dir(0); d < 8; d++ {
		if y := b.Step(d); y != engine.NoCell && s.Board.IsIsland(y) {
			g.walk(s, b, y, d, 1, 0, false)
		}
	}
}

// index sorts the edges into the two CSR tables.
func (g *routes) index() {
	var nf, nt [engine.NumCells + 1]int32
	for i := 0; i < g.n; i++ {
		e := &g.edges[i]
		nf[e.from]++
		if !e.sea {
			nt[e.to]++
		}
	}
	g.byFrom[0], g.byTo[0] = 0, 0
	for c := 0; c < engine.NumCells; c++ {
		g.byFrom[c+1] = g.byFrom[c] + nf[c]
		g.byTo[c+1] = g.byTo[c] + nt[c]
	}
	ff, ft := g.byFrom, g.byTo
	for i := 0; i < g.n; i++ {
		e := &g.edges[i]
		g.fromIx[ff[e.from]] = int32(i)
		ff[e.from]++
		if !e.sea {
			g.toIx[ft[e.to]] = int32(i)
			ft[e.to]++
		}
	}
}

// dirTo is the direction from a to its neighbour b.
func dirTo(a, b engine.Cell) (engine.Dir, bool) {
	for d := engine.Dir(0); d < 8; d++ {
		if a.Step(d) == b {
			return d, true
		}
	}
	return 0, false
}

// restsOn reports whether a piece (laden: dragging gold) may stop on a
// face-up tile of kind k and move on from it.
func restsOn(k engine.Kind, laden bool) bool {
	switch {
	case k == engine.Ogre, k.IsArrow(), k == engine.Horse, k == engine.Ice, k == engine.Crocodile,
		k == engine.Cannon, k == engine.Balloon, k == engine.Trampoline, k == engine.Crossroads:
		return false
	case laden && (k.IsFortress() || k == engine.Thicket):
		return false
	}
	return true
}

// add records a route.
func (g *routes) add(from, to engine.Cell, cost int, sea bool) {
	if g.n < maxRoutes {
		g.edges[g.n] = route{from: from, to: to, cost: uint8(min(cost, 255)), sea: sea}
		g.n++
	}
}

// walk follows a piece that entered tile y in direction d after n tiles of
// chain, and records where it may end.
func (g *routes) walk(s *engine.State, from, y engine.Cell, d engine.Dir, cost, n int, laden bool) {
	if n > maxChain {
		return
	}
	if !s.Board.IsIsland(y) {
		if laden && g.bd.dock[y] {
			g.add(from, y, cost, true)
		}
		return
	}
	t := &s.Tiles[y]
	if !t.Open {
		if !laden {
			g.add(from, y, cost, false)
		}
		return // laden: an impossible move, the piece dies and the gold goes back
	}
	k := t.Kind
	switch {
	case k.IsArrow():
		for _, d2 := range arrowsOf[k][t.Rot&3] {
			if d2 == d.Opposite() {
				continue
			}
			if z := y.Step(d2); z != engine.NoCell {
				g.walk(s, from, z, d2, cost, n+1, laden)
			}
		}
	case k == engine.Ice:
		if z := y.Step(d); z != engine.NoCell {
			g.walk(s, from, z, d, cost, n+1, laden)
		}
	case k == engine.Horse:
		for _, j := range knightJumps {
			g.land(s, from, engine.CellAt(y.File()+j[0], y.Rank()+j[1]), cost, laden)
		}
	case k == engine.Trampoline:
		for d2 := engine.Dir(0); d2 < 8; d2++ {
			if z := y.Step(d2); z != engine.NoCell {
				g.land(s, from, z.Step(d2), cost, laden)
			}
		}
	case k == engine.Cannon:
		if !laden {
			return
		}
		dc := engine.N.Rotate(t.Rot)
		z := y
		for s.Board.IsIsland(z) {
			z = z.Step(dc)
		}
		if z != engine.NoCell && g.bd.dock[z] {
			g.add(from, z, cost, true)
		}
	case k == engine.Balloon:
		if laden {
			g.add(from, engine.NoCell, cost, true)
		}
	case k == engine.Cave, k == engine.Crocodile, k == engine.Ogre:
	case k == engine.Trap:
		if !laden {
			g.add(from, y, cost+routeTrap, false)
		}
	case restsOn(k, laden):
		g.add(from, y, cost+restCost(k), false)
	}
}

// land records where a piece jumping onto z (the horse's, the
// trampoline's landing) may end: the landing tile only turns over.
func (g *routes) land(s *engine.State, from, z engine.Cell, cost int, laden bool) {
	switch {
	case z == engine.NoCell:
	case s.Board.IsIsland(z) && !s.Tiles[z].Open:
		if !laden {
			g.add(from, z, cost, false)
		}
	case s.Board.IsIsland(z) && restsOn(s.Tiles[z].Kind, laden) && s.Tiles[z].Kind != engine.Cave:
		g.add(from, z, cost+restCost(s.Tiles[z].Kind), false)
	case laden && g.bd.dock[z]:
		g.add(from, z, cost, true)
	}
}

// restCost is the extra actions a piece loses resting on a tile of kind k.
func restCost(k engine.Kind) int {
	switch {
	case k.IsSpinner():
		return k.Steps() - 1
	case k == engine.Rum:
		return routeRum
	}
	return 0
}

// bankCost is what reaching sea cell y costs side t beyond the move: 0 at
// an allied ship, the sailing to a free berth of an allied ship's side (a
// boat: to the shore cell, at its speed), or -1 when the gold would sink
// or the carrier die. NoCell is the balloon, which always takes the gold
// home.
func (g *routes) bankCost(s *engine.State, t engine.Crew, y engine.Cell) int {
	if y == engine.NoCell {
		return 0
	}
	best := -1
	for k := engine.Crew(0); k < engine.NumCrews; k++ {
		b := s.Ships[k]
		if b == engine.NoCell {
			continue
		}
		if b == y {
			if teamOf(&s.Rules, k) == t {
				return 0
			}
			return -1
		}
		if teamOf(&s.Rules, k) != t {
			continue
		}
		if c, ok := g.sailCost(s, k, b, y); ok && (best < 0 || c < best) {
			best = c
		}
	}
	return best
}

// sailCost is what crew k's ship at b costs to come to y: along its side
// only (classic's berths), or on a sea board the turns its boat needs at
// its speed (a boat with nobody aboard waits for a pirate to board it).
func (g *routes) sailCost(s *engine.State, k engine.Crew, b, y engine.Cell) (int, bool) {
	if !g.bd.boats {
		return routeShipMove * cheb(b, y), sameSide(s, b, y)
	}
	c := 2 + cheb(b, y)
	if sp := s.BoatSpeed(k); sp > 0 {
		c = (cheb(b, y) + sp - 1) / sp
	}
	return c * routeShipMove, true
}

// sameSide reports whether berths a and b lie along one side of the island.
func sameSide(s *engine.State, a, b engine.Cell) bool {
	k := s.Board.BerthSide(a)
	return k != engine.NoCrew && k == s.Board.BerthSide(b)
}

// home fills dist, for laden routes, with the fewest actions side t needs
// to bank one coin from each island tile.
func (g *routes) home(s *engine.State, t engine.Crew, dist *distMap) {
	dist.clear()
	g.resetBuckets()
	for i := 0; i < g.n; i++ {
		e := &g.edges[i]
		if !e.sea {
			continue
		}
		if b := g.bankCost(s, t, e.to); b >= 0 {
			g.push(dist, e.from, int(e.cost)+b)
		}
	}
	g.spread(dist, true)
}

// toHidden fills dist, for unladen routes, with the fewest actions from
// each cell to a face-down tile.
func (g *routes) toHidden(bd *boardInfo, s *engine.State, dist *distMap) {
	dist.clear()
	g.resetBuckets()
	for _, x := range bd.cells {
		if !s.Tiles[x].Open {
			g.push(dist, x, 0)
		}
	}
	g.spread(dist, true)
}

// reach fills dist, for unladen routes, with the fewest actions from cell
// c to every cell.
func (g *routes) reach(c engine.Cell, dist *distMap) {
	dist.clear()
	g.resetBuckets()
	g.push(dist, c, 0)
	g.spread(dist, false)
}

func (g *routes) resetBuckets() {
	for i := range g.bucket {
		g.bucket[i] = g.bucket[i][:0]
	}
}

// push lowers dist[x] to c and queues x.
func (g *routes) push(dist *distMap, x engine.Cell, c int) {
	if x == engine.NoCell || c >= routeFar || c >= int(dist[x]) {
		return
	}
	dist[x] = uint8(c)
	g.bucket[c] = append(g.bucket[c], x)
}

// spread runs Dijkstra from the queued cells, backwards along the edges
// (towards their starts) or forwards.
func (g *routes) spread(dist *distMap, backwards bool) {
	for c := 0; c < routeFar; c++ {
		for i := 0; i < len(g.bucket[c]); i++ {
			x := g.bucket[c][i]
			if int(dist[x]) != c {
				continue
			}
			if backwards {
				for j := g.byTo[x]; j < g.byTo[x+1]; j++ {
					e := &g.edges[g.toIx[j]]
					g.push(dist, e.from, c+int(e.cost))
				}
				continue
			}
			for j := g.byFrom[x]; j < g.byFrom[x+1]; j++ {
				if e := &g.edges[g.fromIx[j]]; !e.sea {
					g.push(dist, e.to, c+int(e.cost))
				}
			}
		}
	}
}
