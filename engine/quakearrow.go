package engine

// Archipelago's earthquake turns arrows (ARCHIPELAGO.md §6: "swap two tiles
// with nothing on them, rotating arrows as the revealer likes"; the
// rulebook: "You may change the direction of any arrow tiles that you
// switch"). After the swap the revealer chooses the rotation of each
// swapped tile that is a face-up arrow, the first chosen first: one of
// that arrow's distinct orientations (two for arrow-2, one for arrow-4,
// which is never asked), named as the notation names rotations (n, e, s,
// w: arrow-1@e) and answered by the cell beside the arrow that way
// (ChooseDir's `e`). Classic's earthquake keeps the rotations.
//
// RULING: a face-down tile keeps its rotation: nobody may look at it, and
// the rulebook speaks of the arrows the revealer switches, which it knows
// only face up.

// arrowMask is the set of directions, as bits, of an arrow of kind k at
// rotation r.
func arrowMask(k Kind, r Rot) uint8 {
	var m uint8
	for _, d := range arrowDirs[k] {
		m |= 1 << d.Rotate(r)
	}
	return m
}

// distinctRot reports whether rotation r of an arrow of kind k points
// otherwise than every smaller rotation.
func distinctRot(k Kind, r Rot) bool {
	for q := Rot(0); q < r; q++ {
		if arrowMask(k, q) == arrowMask(k, r) {
			return false
		}
	}
	return true
}

// quakeArrowOptions appends the answers to turning the arrow of kind k at
// at: for each distinct rotation r, the neighbour of at in direction r's
// name (N rotated by r).
func quakeArrowOptions(k Kind, at Cell, buf []Cell) []Cell {
	for r := Rot(0); r < 4; r++ {
		if distinctRot(k, r) {
			buf = append(buf, neighbors[at][N.Rotate(r)])
		}
	}
	return buf
}

// turnable reports whether the tile at x is a face-up arrow with more than
// one orientation.
func (s *State) turnable(x Cell) bool {
	if !x.Valid() {
		return false
	}
	t := &s.Tiles[x]
	return t.Open && t.Kind.IsArrow() && distinctRot(t.Kind, 1)
}

// askQuakeArrow asks the revealer to turn the arrows among the tiles the
// earthquake has just swapped into x and y, x first; the second waits in
// the chain's First.
func (m mut) askQuakeArrow(x, y Cell) {
	if !m.turnable(x) {
		x, y = y, NoCell
	}
	if !m.turnable(x) {
		return
	}
	if !m.turnable(y) {
		y = NoCell
	}
	m.Pending.First = y
	m.ask(ChooseQuakeArrow, x)
}

// turnArrow turns the arrow at at to the rotation that the answer, its
// neighbour toward, names, tells it, and asks for the next arrow if one
// waits.
func (m mut) turnArrow(at, toward Cell) {
	ch := &m.Pending
	d, _ := dirTo(at, toward)
	t := &m.Tiles[at]
	t.Rot = Rot(d / 2)
	e := ev(EvTurned)
	e.To, e.Kind, e.Rot, e.Piece = at, t.Kind, t.Rot, ch.Piece
	if ch.Piece < NumPieces {
		e.Crew = m.Pieces[ch.Piece].Crew
	}
	m.emit(e)
	next := ch.First
	ch.First = NoCell
	if next != NoCell {
		m.ask(ChooseQuakeArrow, next)
	}
}
