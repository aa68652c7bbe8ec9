package engine

import "math/bits"

// Archipelago's boats (ARCHIPELAGO.md §2 setup, §3 moving), switched on by
// a sea board (Board.Boats): each crew places its boat, then sails it
// through the sea at its speed. Nothing here runs on classic's board.

// setup reports whether the crew to act has still to place its boat.
func (s *State) setup() bool { return s.Board.boats && s.Ships[s.Turn] == NoCell && !s.Solo.On }

// placements appends the cells where the crew to act may place its boat: a
// sea cell touching a beach tile by an edge, with no boat on it or touching
// it by an edge or a corner.
func (s *State) placements(buf []Action) []Action {
	for c := range s.Board.sea.all() {
		if s.placeOK(c) {
			buf = append(buf, PlaceBoat(c))
		}
	}
	return buf
}

// placeOK reports whether the crew to act may place its boat at sea cell c.
func (s *State) placeOK(c Cell) bool {
	if s.shipAt(c) != NoCrew {
		return false
	}
	for _, n := range neighbors[c] {
		if n != NoCell && s.shipAt(n) != NoCrew {
			return false
		}
	}
	for d := N; d < 8; d += 2 {
		if n := neighbors[c][d]; s.Board.IsIsland(n) && s.Board.Back(n) == BackBeach {
			return true
		}
	}
	return false
}

// placeBoat places the acting crew's boat at c with its pirates aboard,
// and hands the turn on: the setup is no turn of the game, so the round
// does not advance (after the last crew places, the first crew plays
// round 1).
func (m mut) placeBoat(c Cell) {
	k := m.Turn
	m.Ships[k] = c
	for _, p := range PiratesOf(k) {
		if pc := &m.Pieces[p]; pc.Status == Alive && pc.At == NoCell {
			pc.At = c
		}
	}
	e := ev(EvShipMoved)
	e.Crew, e.From, e.To = k, NoCell, c
	m.emit(e)
	m.Turn = m.nextCrew(k)
}

// BoatSpeed is how many steps crew c's boat may sail this turn: its own
// pirates aboard (a converted missionary is one, §6; the preaching
// missionary and allies do not row), plus one while an own pirate stands
// on a face-up spyglass or its navigator is aboard (§8); 0 without a boat.
func (s *State) BoatSpeed(c Crew) int {
	if c >= NumCrews || s.Ships[c] == NoCell {
		return 0
	}
	boat := s.Ships[c]
	n, glass, nav := 0, false, 0
	ps, np := s.crewPirates(c)
	for _, p := range ps[:np] {
		pc := &s.Pieces[p]
		if pc.Status != Alive || pc.Crew != c {
			continue
		}
		if pc.At == boat {
			n++
			if s.hasAbility(p, Navigator) {
				nav = 1 // §8: one more step while aboard, beside the spyglass's
			}
		} else if s.Board.IsIsland(pc.At) {
			t := &s.Tiles[pc.At]
			glass = glass || (t.Open && t.Kind == Spyglass)
		}
	}
	if n > 0 && glass {
		n++
	}
	return n + nav
}

// boatMoves appends the sea cells the acting crew's boat may sail to, in
// cell order: within its speed, by steps through the sea in 8 directions,
// where a straight run of boats with sea beyond counts as one step (a
// jump). It may end where own or allied pieces swim, taking them aboard,
// but not where an enemy swims (boatBarred).
func (s *State) boatMoves(buf []Action) []Action {
	reach, _ := s.boatReach(nil, NoCell)
	barred := s.boatBarred()
	for w := range reach {
		for m := reach[w] &^ barred[w]; m != 0; m &= m - 1 {
			buf = append(buf, BoatTo(Cell(w<<6|bits.TrailingZeros64(m))))
		}
	}
	return buf
}

// boatReach is the set of sea cells the acting crew's boat reaches at its
// speed (its own cell aside), occupied or not: a breadth-first search of
// boat steps (boatStep) from the boat. It is empty when the boat cannot
// sail. With barred set, it stops at the first cell reached that barred
// does not hold (any will do: canSail), and reports whether it found one; with
// target valid, it stops when it reaches target, and reports it.
func (s *State) boatReach(barred *cellSet, target Cell) (cellSet, bool) {
	var reach cellSet
	c := s.Turn
	speed := s.BoatSpeed(c)
	if speed == 0 {
		return reach, false
	}
	from := s.Ships[c]
	var boats cellSet // the other boats, which a boat jumps over
	for k := range s.Ships {
		if Crew(k) != c && s.Ships[k].Valid() {
			boats.add(s.Ships[k])
		}
	}
	var dist [NumCells]uint8 // steps from the boat, +1; 0 unreached
	var queue [NumCells]Cell
	dist[from] = 1
	queue[0] = from
	for head, tail := 0, 1; head < tail; head++ {
		x := queue[head]
		if int(dist[x]) > speed {
			continue
		}
		for d := Dir(0); d < 8; d++ {
			y := s.boatStep(&boats, x, d)
			if y != NoCell && dist[y] == 0 && y != from {
				if barred != nil && !barred.has(y) || y == target {
					return reach, true
				}
				dist[y] = dist[x] + 1
				queue[tail] = y
				tail++
				reach.add(y)
			}
		}
	}
	return reach, false
}

// canSail reports whether the acting crew's boat has a cell to sail to.
func (s *State) canSail() bool {
	barred := s.boatBarred()
	_, found := s.boatReach(&barred, NoCell)
	return found
}

// sailsTo reports whether the acting crew's boat may sail to x.
func (s *State) sailsTo(x Cell) bool {
	if barred := s.boatBarred(); !x.Valid() || barred.has(x) {
		return false
	}
	_, found := s.boatReach(nil, x)
	return found
}

// boatStep is the cell one step of a boat from x in direction d reaches:
// the sea cell there when free of boats, else the first sea cell beyond a
// straight run of boats (a jump); NoCell when the way is land, off the sea
// or runs out. boats holds the other boats (the sailing boat's own cell
// holds no boat meanwhile).
func (s *State) boatStep(boats *cellSet, x Cell, d Dir) Cell {
	y := neighbors[x][d]
	for y != NoCell && boats.has(y) { // boats float on the sea
		y = neighbors[y][d]
	}
	if y == NoCell || !s.Board.sea.has(y) {
		return NoCell
	}
	return y
}

// moveBoat sails the acting crew's boat to to, with everything aboard,
// taking aboard the swimmers there (takeAboard).
func (m mut) moveBoat(to Cell) {
	from := m.shipTo(to)
	m.takeAboard(to)
	m.carryAboard(from, to)
}

// seaMoves appends the moves of piece p of the crew to act when it is not
// on the island of a sea board: aboard a boat it disembarks onto any
// island tile touching the boat by an edge or a corner; swimming, it moves
// one shore cell (8 directions) or boards its own or an allied boat beside
// it (a coin it holds banked there), and never
// climbs onto land but Archipelago's swimmer (§8), onto a beach, which also
// swims on with the coin it holds. A pirate whose boat is not yet placed
// has no move.
func (s *State) seaMoves(buf []Action, p PieceID, noHit bool, occ *cellSet) []Action {
	at := s.Pieces[p].At
	if at == NoCell {
		return buf
	}
	if s.shipAt(at) != NoCrew {
		for _, n := range neighbors[at] {
			if s.Board.IsIsland(n) {
				buf = s.addEntry(buf, p, n, DragNone, false, noHit, occ)
			}
		}
		return buf
	}
	crew := s.Pieces[p].Crew
	drags, nd := s.swimDrags(p, at)
	for _, n := range neighbors[at] {
		for _, g := range drags[:nd] {
			switch k := s.shipAt(n); {
			case n == NoCell:
			case k != NoCrew:
				// Its own or, in 2v2, an allied boat (the rulebook: "come
				// aboard your own boat, or an allied boat in a two-on-two
				// game"); never an enemy's.
				if s.allies(k, crew) {
					buf = append(buf, Action{Kind: ActMove, Piece: p, To: n, Drag: g})
				}
			case s.Board.IsCoast(n):
				// nobody there, nobody to fight (seaBlocked looks at who is)
				if !occ.has(n) || s.seaBlocked(p, n, noHit || g != DragNone) == nil {
					buf = append(buf, Action{Kind: ActMove, Piece: p, To: n, Drag: g})
				}
			case s.climbs(p, n):
				buf = s.addEntry(buf, p, n, g, false, noHit, occ)
			}
		}
	}
	return buf
}
