package engine

// maxCaveList is how many face-up caves State.CaveList keeps.
const maxCaveList = 8

// openCaves lists the face-up caves other than except (at most 4).
func (s *State) openCaves(except Cell, buf *[4]Cell) []Cell {
	out := buf[:0]
	if s.OpenCaves <= maxCaveList {
		for _, x := range s.CaveList[:s.OpenCaves] {
			if x != except && len(out) < 4 {
				out = append(out, x)
			}
		}
		return out
	}
	for x := range s.Board.Island() {
		if x != except && s.Tiles[x].Open && s.Tiles[x].Kind == Cave && len(out) < 4 {
			out = append(out, x)
		}
	}
	return out
}

// guarded reports whether an enemy of crew stands on cell x.
func (s *State) guarded(x Cell, crew Crew) bool {
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &s.Pieces[q]
		if qc.Status == Alive && qc.At == x && !s.allies(qc.Crew, crew) {
			return true
		}
	}
	return false
}

// caveExits lists the face-up caves other than at that piece p may come out
// of: those with no enemy standing on them.
func (s *State) caveExits(p PieceID, at Cell, buf *[4]Cell) []Cell {
	var all [4]Cell
	out := buf[:0]
	for _, x := range s.openCaves(at, &all) {
		if !s.guarded(x, s.Pieces[p].Crew) {
			out = append(out, x)
		}
	}
	return out
}

// enterCave resolves the chain's piece entering the cave at to (RULINGS §7,
// the 2012 and 2008 texts merged):
//   - while no other cave is face up it is lost there, beating enemies lost
//     there before it; Friday and the missionary lost there meet (met);
//   - revealing a cave frees the pieces lost in the first one: they come out
//     of the new cave and the revealer goes to the cave they were lost in;
//   - otherwise Friday and the missionary standing on the entrance meet
//     there (met), before the cave takes the piece on; any other piece beats
//     the enemies standing on the entrance (RULINGS §6: it moves onto a land
//     tile holding them), then comes out at once of another face-up cave of
//     its player's choice that no enemy guards, and stays on the entrance
//     when all are guarded.
func (m mut) enterCave(to, from Cell, revealed bool) {
	ch := &m.Pending
	p := ch.Piece
	var buf [4]Cell
	if len(m.openCaves(to, &buf)) == 0 {
		if m.restBlocked(p, to, ch.Drag, ch.NoHit) != nil {
			m.die(HowImpossible)
			return
		}
		if m.met(to) {
			return
		}
		m.beat(to, 0)
		m.loseInCave(p, to)
		m.finishRest(to)
		return
	}
	if revealed {
		entrance := NoCell
		for q := PieceID(0); q < NumPieces; q++ {
			qc := &m.Pieces[q]
			if qc.Status == Alive && qc.IsLost() {
				entrance = qc.At
				qc.At = to
				qc.Flags &^= Lost
				e := ev(EvFound)
				e.Piece, e.Crew, e.From, e.To = q, qc.Crew, entrance, to
				m.emit(e)
			}
		}
		if entrance != NoCell {
			m.caveTo(to, entrance)
			return
		}
	}
	if m.met(to) {
		return
	}
	if crew := m.Pieces[p].Crew; m.guarded(to, crew) && !m.preacherEnemyAt(to, crew) {
		// Enemies stand on the entrance (they came out there): the piece
		// moves onto a land tile holding them and beats them (RULINGS §6)
		// before the cave takes it on; a chain that may not fight them is
		// an impossible move.
		if m.restBlocked(p, to, ch.Drag, ch.NoHit) != nil {
			m.die(HowImpossible)
			return
		}
		m.beat(to, 0)
	}
	exits := m.caveExits(p, to, &buf)
	if m.preacherEnemyAt(to, m.Pieces[p].Crew) {
		exits = nil // the missionary's tile is closed to his enemies, a cave too
	}
	switch len(exits) {
	case 0:
		m.rest(to, false)
	case 1:
		m.caveTo(to, exits[0])
	default:
		m.ask(ChooseCave, to)
	}
}

// caveTo brings the chain's piece out of the cave at exit, where it rests,
// or meets Friday or the missionary standing there (met).
func (m mut) caveTo(from, exit Cell) {
	ch := &m.Pending
	pc := &m.Pieces[ch.Piece]
	e := ev(EvMoved)
	e.Piece, e.Crew, e.From, e.To, e.How, e.Gold = ch.Piece, pc.Crew, from, exit, HowCave, ch.Drag
	m.emit(e)
	pc.At, pc.Step = exit, 0
	if m.met(exit) {
		return
	}
	m.finishRest(exit)
}

// loseInCave marks piece p lost in the cave at c.
func (m mut) loseInCave(p PieceID, c Cell) {
	pc := &m.Pieces[p]
	pc.Flags |= Lost
	e := ev(EvLost)
	e.Piece, e.Crew, e.To = p, pc.Crew, c
	m.emit(e)
}

// listCave records a cave just turned face up.
func (s *State) listCave(c Cell) {
	if s.OpenCaves < maxCaveList {
		s.CaveList[s.OpenCaves] = c
	}
	s.OpenCaves++
}

// moveCaves follows face-up caves the earthquake moved between x and y.
func (s *State) moveCaves(x, y Cell) {
	for i := 0; i < int(s.OpenCaves) && i < maxCaveList; i++ {
		switch s.CaveList[i] {
		case x:
			s.CaveList[i] = y
		case y:
			s.CaveList[i] = x
		}
	}
}
