package engine

// maxLegal bounds the legal actions of one position (a waiting plane with
// gold to drag offers the most); buffers of this size never grow.
const maxLegal = 512

// smallLegal is the stack buffer for one piece's or one crew's moves when
// only membership or existence is asked; it covers every case but a plane
// waiting with many flights, where append grows the slice.
const smallLegal = 64

// Legal lists the actions the crew to act may take in s. During a pending
// choice these are its options (cells, and "stay" for the plane). "pass"
// appears only when nothing else is legal, and while the crew may spend
// bottles after its action (Bottling: on a sea board, or a classic gift),
// where it ends the turn.
// The list is empty once the game is over.
func Legal(s State) []Action { return s.LegalInto(make([]Action, 0, 32)) }

// LegalInto appends the legal actions of s to buf[:0] and returns it, so a
// caller can reuse one buffer and allocate nothing.
func (s *State) LegalInto(buf []Action) []Action {
	buf = buf[:0]
	if s.Over {
		return buf
	}
	if s.Pending.Active {
		return s.pendingActions(buf)
	}
	if s.Bottling {
		return append(s.afterActions(buf), Pass)
	}
	if s.setup() {
		if buf = s.placements(buf); len(buf) == 0 {
			buf = append(buf, Pass)
		}
		return buf
	}
	occ := s.occupied()
	for p := PieceID(0); p < NumPieces; p++ {
		if s.Pieces[p].Status == Alive && s.Pieces[p].Crew == s.Turn {
			buf = s.pieceMoves(buf, p, &occ)
		}
	}
	if s.Board.boats {
		buf = s.boatMoves(buf)
	} else {
		buf = s.shipMoves(buf)
	}
	buf = s.revivals(buf)
	abilities := s.withAbilities()
	if abilities {
		buf = s.abilityActions(buf, ActShoot)
	}
	n := len(buf)
	if !s.Board.boats {
		buf = s.gifts(buf) // on a sea board, after the action (Bottling)
	} else if abilities {
		buf = s.abilityActions(buf, ActScout) // free, as classic's gifts
	}
	if n == 0 {
		buf = append(buf, Pass)
	}
	return buf
}

// pendingActions appends the answers to the pending choice.
func (s *State) pendingActions(buf []Action) []Action {
	var cells [NumTiles]Cell
	for _, c := range s.choiceOptions(cells[:0]) {
		buf = append(buf, Choose(c))
	}
	if s.canStay() {
		buf = append(buf, Stay)
	}
	return buf
}

// bottleUsable reports whether the crew to act may spend a bottle now: it
// has one, and no smoke hands its turn to another player.
func (s *State) bottleUsable() bool {
	return s.BottlesOf(s.Turn) > 0 && s.ownPlayer()
}

// ownPlayer reports whether the crew to act is played by its own player:
// no smoke hands its turn to another.
func (s *State) ownPlayer() bool {
	return !s.SmokeInForce() || s.Rules.Player[s.Controller()] == s.Rules.Player[s.Turn]
}

// pieceMoves appends the moves of piece p (of the crew to act); occ holds
// the cells where pieces stand.
func (s *State) pieceMoves(buf []Action, p PieceID, occ *cellSet) []Action {
	pc := &s.Pieces[p]
	if pc.Status != Alive || pc.Crew != s.Turn || pc.IsLost() || pc.Drunk > 0 {
		return buf
	}
	at := pc.At
	noHit := s.besideMissionary(p)
	if !s.Board.IsIsland(at) {
		if s.Board.boats {
			return s.seaMoves(buf, p, noHit, occ)
		}
		if k := s.shipAt(at); k != NoCrew {
			return s.addEntry(buf, p, s.Board.Front(at), DragNone, false, noHit, occ)
		}
		for d := Dir(0); d < 8; d++ {
			n := neighbors[at][d]
			if n != NoCell && s.Board.IsCoast(n) && s.swimOK(p, n, noHit) {
				buf = append(buf, Move(p, n))
			}
		}
		return buf
	}
	t := &s.Tiles[at]
	needBottle := pc.IsHeld()
	if t.Kind.IsSpinner() && pc.Step > 0 && p != FRI && int(pc.Step) < s.SpinnerSteps(p, t.Kind) {
		if s.advanceOK(p, at, pc.Step+1, noHit) {
			buf = append(buf, Action{Kind: ActMove, Piece: p, To: at, Step: pc.Step + 1})
		}
		needBottle = true
	}
	if needBottle && (s.Board.boats || !s.bottleUsable()) {
		return buf // on a sea board a bottle is spent after an action (Bottling)
	}
	if needBottle && s.isPreacher(p) {
		// The missionary drinks the bottle he spends and makes his action as
		// the ordinary pirate he then is (move, RULINGS §7).
		d := *s
		d.Pieces[MIS].Flags |= Converted
		return d.leaveMoves(buf, p, true, noHit, occ)
	}
	return s.leaveMoves(buf, p, needBottle, noHit, occ)
}

// leaveMoves appends the moves of piece p off its tile (bottle: spending a
// bottle to leave a trap or a spinner) and, from a waiting plane, its
// flights.
func (s *State) leaveMoves(buf []Action, p PieceID, needBottle, noHit bool, occ *cellSet) []Action {
	pc := &s.Pieces[p]
	at := pc.At
	t := &s.Tiles[at]
	var drags [4]Drag
	nd := 1
	if s.canDrag(p) {
		if s.Coins[at] > 0 {
			drags[nd] = DragCoin
			nd++
			if s.Coins[at] > 1 && s.hasAbility(p, Strongman) {
				drags[nd] = DragTwoCoins
				nd++
			}
		}
		if s.Treasure[at] > 0 {
			drags[nd] = DragGalleon
			nd++
		}
	}
	for d := Dir(0); d < 8; d++ {
		n := neighbors[at][d]
		for _, g := range drags[:nd] {
			if s.Board.IsIsland(n) {
				buf = s.addEntry(buf, p, n, g, needBottle, noHit, occ)
			} else if k := s.shipAt(n); k != NoCrew && (!s.Board.boats || s.allies(k, pc.Crew)) {
				// Archipelago: a pirate boards only its own or an allied boat.
				buf = append(buf, Action{Kind: ActMove, Piece: p, To: n, Drag: g, Bottle: needBottle})
			}
		}
	}
	if s.Rules.PlaneWaits && t.Kind == Plane && t.Open && !t.Used && !needBottle {
		for x := range s.Board.Island() {
			if x == at || Adjacent(at, x) {
				continue
			}
			for _, g := range drags[:nd] {
				buf = s.addEntry(buf, p, x, g, false, noHit, occ)
			}
		}
	}
	return buf
}

// addEntry appends the move of p onto island tile to, dragging g, when it
// is legal as the first step of an action.
func (s *State) addEntry(buf []Action, p PieceID, to Cell, g Drag, bottle, noHit bool, occ *cellSet) []Action {
	if s.entryBlocked(p, to, g, noHit, occ) != nil {
		return buf
	}
	return append(buf, Action{Kind: ActMove, Piece: p, To: to, Drag: g, Bottle: bottle})
}

// entryBlocked says why piece p may not begin a move onto island tile to
// dragging g. Tiles that pass a piece on (arrows, ice, …) never block the
// first step: what follows may still kill (RULINGS §4, impossible moves).
// occ, when not nil, holds the cells where pieces stand.
func (s *State) entryBlocked(p PieceID, to Cell, g Drag, noHit bool, occ *cellSet) error {
	t := &s.Tiles[to]
	if !t.Open {
		if g != DragNone {
			return ErrDragHidden
		}
		return nil
	}
	if t.Kind.passThrough() && !s.restsOn(p, t.Kind) {
		return nil
	}
	if occ != nil && !occ.has(to) {
		// nobody there: only the gold may keep the piece out
		if g != DragNone && s.goldKeptOut(p, t.Kind) {
			return ErrDragFortress
		}
		return nil
	}
	// A face-up cave is entered as any tile is, even when the piece then
	// comes out elsewhere: the enemies standing on it are fought (RULINGS
	// §6), so gold is never dragged onto them (§5).
	return s.restBlocked(p, to, g, noHit)
}

// swimOK reports whether swimmer p may move to coast cell n.
func (s *State) swimOK(p PieceID, n Cell, noHit bool) bool {
	if s.shipAt(n) != NoCrew {
		return true
	}
	return s.seaBlocked(p, n, noHit) == nil
}

// advanceOK reports whether p may advance to step st of the spinner at at:
// an enemy there is beaten, so p must be able to attack.
func (s *State) advanceOK(p PieceID, at Cell, st uint8, noHit bool) bool {
	crew := s.Pieces[p].Crew
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &s.Pieces[q]
		if q != p && qc.Status == Alive && qc.At == at && qc.Step == st && !s.allies(qc.Crew, crew) {
			if noHit || !s.canAttack(p) || s.isPreacher(q) {
				return false
			}
		}
	}
	return true
}

// shipMoves appends the moves of the acting crew's ship: one berth along its
// side, with one of its own crew aboard.
func (s *State) shipMoves(buf []Action) []Action {
	c := s.Turn
	ship := s.Ships[c]
	if ship == NoCell {
		return buf
	}
	manned := false
	for p := PieceID(0); p < NumPieces; p++ {
		if pc := &s.Pieces[p]; pc.Status == Alive && pc.Crew == c && pc.At == ship {
			manned = true
			break
		}
	}
	if !manned {
		return buf
	}
	side := s.Board.BerthSide(ship)
	for d := Dir(0); d < 8; d += 2 {
		n := neighbors[ship][d]
		if n == NoCell || s.Board.BerthSide(n) != side || s.shipAt(n) != NoCrew {
			continue
		}
		if s.preacherEnemyAt(n, c) {
			continue
		}
		buf = append(buf, ShipTo(n))
	}
	return buf
}

// preacherEnemyAt reports whether the preaching missionary of a crew hostile
// to c is at cell n: no enemy of his may come there.
func (s *State) preacherEnemyAt(n Cell, c Crew) bool {
	m := &s.Pieces[MIS]
	return m.Status == Alive && m.At == n && s.isPreacher(MIS) && !s.allies(m.Crew, c)
}

// nativeFortOf is the native fort where crew c may revive, or NoCell: the
// face-up native fort (Archipelago's shrine) with a pirate of c's on it,
// of its colour or, on a sea board, the missionary converted into it.
func (s *State) nativeFortOf(c Crew) Cell {
	ps, n := s.crewPirates(c)
	for _, p := range ps[:n] {
		pc := &s.Pieces[p]
		if pc.Status == Alive && pc.Crew == c && s.Board.IsIsland(pc.At) {
			t := &s.Tiles[pc.At]
			if t.Open && t.Kind == NativeFort {
				return pc.At
			}
		}
	}
	return NoCell
}

// revivals appends the revivals open to the crew to act (RULINGS §6).
func (s *State) revivals(buf []Action) []Action {
	c := s.Turn
	normal := s.nativeFortOf(c) != NoCell && s.fighting(c) < 3
	if !normal && !s.withAbilities() {
		return buf // the shrinekeeper's (keeperShrine) needs an ability
	}
	for _, p := range PiratesOf(c) {
		if s.Pieces[p].Status == Dead && (normal || s.keeperShrine(p) != NoCell) {
			buf = append(buf, Revive(p))
		}
	}
	return buf
}

// gifts appends the bottles the crew to act may give: to Friday or the
// preaching missionary on the same or a neighbouring cell of one of its
// fighting pieces (RULINGS §3, free).
func (s *State) gifts(buf []Action) []Action {
	if !s.bottleUsable() {
		return buf
	}
	c := s.Turn
	for _, q := range [2]PieceID{FRI, MIS} {
		qc := &s.Pieces[q]
		if qc.Status != Alive || (q == MIS && !s.isPreacher(MIS)) {
			continue
		}
		for g := PieceID(0); g < NumPieces; g++ {
			gc := &s.Pieces[g]
			if g == q || g == FRI || s.isPreacher(g) || gc.Status != Alive || gc.Crew != c {
				continue
			}
			if gc.At == qc.At || Adjacent(gc.At, qc.At) {
				buf = append(buf, Give(q))
				break
			}
		}
	}
	return buf
}
