package scenario

import "github.com/jackalbot/jackal/engine"

// pieces places the listed pieces after the ships have moved.
func (b builder) pieces() error {
	seen := map[engine.PieceID]bool{}
	for _, ps := range b.sc.Pieces {
		if seen[ps.Piece] {
			return b.fail(ps.Line, "pieces: %s is listed twice", ps.Piece)
		}
		seen[ps.Piece] = true
		if err := b.piece(ps); err != nil {
			return err
		}
	}
	return b.checkCrews()
}

// piece places one piece.
func (b builder) piece(ps PieceSpec) error {
	if b.sc.Solo != nil {
		if err := b.soloPiece(ps); err != nil {
			return err
		}
	}
	p := ps.Piece
	crew := ps.Crew
	if p.IsPirate() {
		own := p.PirateCrew()
		if !b.s.InPlay(own) {
			return b.fail(ps.Line, "pieces: %s's crew, %s, is not in play", p, own)
		}
		if crew != engine.NoCrew && crew != own {
			return b.fail(ps.Line, "pieces: %s is a pirate of %s and cannot serve %s", p, own, crew)
		}
		crew = own
	} else if crew == engine.NoCrew {
		return b.fail(ps.Line, "pieces: %s needs a crew, such as \"%s: e5 white\"", p, p)
	}
	if !b.s.InPlay(crew) {
		return b.fail(ps.Line, "pieces: %s is not in play", crew)
	}
	if ps.Flags&engine.Converted != 0 && p != engine.MIS {
		return b.fail(ps.Line, "pieces: only the missionary is converted")
	}
	pc := engine.Piece{Status: ps.Status, Crew: crew, At: engine.NoCell, Flags: ps.Flags}
	if ps.Drunk {
		pc.Drunk = 1
	}
	switch ps.Status {
	case engine.Dead:
		if ps.Flags&^engine.Converted != 0 || ps.Drunk {
			return b.fail(ps.Line, "pieces: a dead piece is not held, lost or drunk")
		}
	case engine.Gone:
		if p != engine.FRI && p != engine.MIS {
			return b.fail(ps.Line, "pieces: only Friday and the missionary leave the game")
		}
		if ps.Flags != 0 || ps.Drunk {
			return b.fail(ps.Line, "pieces: a piece gone is not held, lost, drunk or converted")
		}
	default:
		at, err := b.place(ps, crew)
		if err != nil {
			return err
		}
		pc.At, pc.Step = at, ps.Step
		t := b.s.Tiles[at]
		if b.s.Board.IsIsland(at) && t.Kind.IsSpinner() && pc.Step == 0 {
			pc.Step = 1
		}
	}
	b.s.Pieces[p] = pc
	return nil
}

// place checks where a living piece may stand and returns its cell.
func (b builder) place(ps PieceSpec, crew engine.Crew) (engine.Cell, error) {
	if ps.Aboard {
		if ps.Flags&(engine.Held|engine.Lost) != 0 || ps.Step > 0 {
			return engine.NoCell, b.fail(ps.Line, "pieces: a piece aboard is not held, lost or on a spinner")
		}
		return b.s.Ships[crew], nil
	}
	at := ps.At
	if !b.s.Board.IsIsland(at) {
		if !b.s.Board.IsSea(at) {
			return at, b.fail(ps.Line, "pieces: %s is out of play", at)
		}
		if ps.Flags&(engine.Held|engine.Lost) != 0 || ps.Step > 0 {
			return at, b.fail(ps.Line, "pieces: a piece at sea is not held, lost or on a spinner")
		}
		if b.s.Board.Boats() && !b.s.Board.IsCoast(at) && !b.boatAt(at) {
			return at, b.fail(ps.Line, "pieces: %s is open sea; a swimmer stays on the shore", at)
		}
		for k := engine.Crew(0); k < engine.NumCrews; k++ {
			if b.s.Ships[k] == at && !b.s.Rules.Allies(k, crew) {
				return at, b.fail(ps.Line, "pieces: %s is %s's ship, an enemy of %s", at, k, crew)
			}
		}
		return at, nil
	}
	t := b.s.Tiles[at]
	switch {
	case !t.Open:
		return at, b.fail(ps.Line, "pieces: %s is face down; pieces stand only on face-up tiles", at)
	case passThrough(t.Kind):
		return at, b.fail(ps.Line, "pieces: nobody stops on a %s tile (%s)", t.Kind, at)
	case ps.Step > 0 && !t.Kind.IsSpinner():
		return at, b.fail(ps.Line, "pieces: %s is no spinner; write the cell without a step", at)
	case ps.Step > 0 && int(ps.Step) > t.Kind.Steps():
		return at, b.fail(ps.Line, "pieces: a %s has %d steps", t.Kind, t.Kind.Steps())
	case ps.Flags&engine.Held != 0 && t.Kind != engine.Trap:
		return at, b.fail(ps.Line, "pieces: only a trap holds a piece (%s is %s)", at, t.Kind)
	case ps.Flags&engine.Lost != 0 && t.Kind != engine.Cave:
		return at, b.fail(ps.Line, "pieces: only a cave loses a piece (%s is %s)", at, t.Kind)
	}
	return at, nil
}

// passThrough reports whether no piece ever rests on a face-up tile of kind k.
func passThrough(k engine.Kind) bool {
	switch k {
	case engine.Horse, engine.Ice, engine.Crocodile, engine.Cannon, engine.Balloon:
		return true
	}
	return k.IsArrow()
}

// checkCrews refuses enemies sharing a cell where the rules never let them
// meet: only the thicket and different steps of a spinner hold enemies
// together.
func (b builder) checkCrews() error {
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pc := &b.s.Pieces[p]
		if pc.Status != engine.Alive || pc.At == engine.NoCell { // aboard a boat not yet placed
			continue
		}
		for q := p + 1; q < engine.NumPieces; q++ {
			qc := &b.s.Pieces[q]
			if qc.Status != engine.Alive || qc.At != pc.At || b.s.Rules.Allies(pc.Crew, qc.Crew) {
				continue
			}
			if b.s.Board.IsIsland(pc.At) {
				k := b.s.Tiles[pc.At].Kind
				if k == engine.Thicket || (k.IsSpinner() && pc.Step != qc.Step) {
					continue
				}
			}
			return b.fail(b.lineOf(q), "pieces: %s and %s are enemies on %s, where they would have fought", p, q, pc.At)
		}
	}
	return nil
}

// lineOf is the line where piece p is listed, 0 if it is not.
func (b builder) lineOf(p engine.PieceID) int {
	for _, ps := range b.sc.Pieces {
		if ps.Piece == p {
			return ps.Line
		}
	}
	return 0
}

// boatAt reports whether a boat stands on cell c.
func (b builder) boatAt(c engine.Cell) bool {
	for k := engine.Crew(0); k < engine.NumCrews; k++ {
		if b.s.Ships[k] == c {
			return true
		}
	}
	return false
}
