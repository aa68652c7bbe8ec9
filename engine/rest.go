package engine

// reveal turns the tile at c face up and lays out a chest's gold.
func (m mut) reveal(c Cell) {
	t := &m.Tiles[c]
	t.Open = true
	if m.FaceDown > 0 {
		m.FaceDown--
	}
	if t.Kind == Cave {
		m.listCave(c)
	}
	m.Pending.Noisy = true
	e := ev(EvRevealed)
	e.To, e.Kind, e.Rot = c, t.Kind, t.Rot
	if m.Pending.Piece < NumPieces {
		e.Piece = m.Pending.Piece
		e.Crew = m.Pieces[e.Piece].Crew
	}
	m.emit(e)
	if n := t.Kind.Coins(); n > 0 {
		m.Coins[c] += uint8(n)
		g := ev(EvGoldFound)
		g.To, g.N, g.Gold = c, int8(n), DragCoin
		m.emit(g)
	}
	if t.Kind == Galleon {
		m.Treasure[c]++
		g := ev(EvGoldFound)
		g.To, g.Gold = c, DragGalleon
		m.emit(g)
	}
}

// restBlocked says why piece p, dragging g, may not come to rest on the
// face-up island tile at to: gold into a fortress or the thicket, an enemy
// fortress, the missionary's tile, or enemies it may not attack. noHit is
// set when p began its action beside the missionary.
func (s *State) restBlocked(p PieceID, to Cell, g Drag, noHit bool) error {
	k := s.Tiles[to].Kind
	if g != DragNone && s.goldKeptOut(p, k) {
		return ErrDragFortress // meeting or not (RULINGS §5)
	}
	if k == Bank {
		if err := s.bankBlocked(p, to); err != nil {
			return err
		}
	}
	if k == Ogre && p != FRI {
		return nil // the ogre eats the piece before any fight or meeting
	}
	crew := s.Pieces[p].Crew
	if s.meets(p, to) {
		// Friday and the missionary meet (meet.go): neither fights, so the
		// enemies there keep neither out, but a fortress they hold does.
		if k.IsFortress() && s.guarded(to, crew) {
			return ErrEnemyFortress
		}
		return nil
	}
	enemies, fights := false, false
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &s.Pieces[q]
		if q == p || qc.Status != Alive || qc.At != to || s.allies(qc.Crew, crew) {
			continue
		}
		if s.isPreacher(q) {
			return ErrMissionary
		}
		enemies = true
		if s.fights(p, q, k, g, noHit) {
			fights = true
		}
	}
	if !enemies {
		return nil
	}
	if k.IsFortress() {
		return ErrEnemyFortress
	}
	if s.isPreacher(p) {
		return ErrMissionary
	}
	if fights && (g != DragNone && !s.attacksDragging(p) || noHit || !s.canAttack(p)) {
		return ErrCannotAttack
	}
	return nil
}

// defends reports whether enemy piece q on a tile of kind k is fought by a
// piece entering the tile: not in the thicket, and on a spinner only on step 1.
func (s *State) defends(q PieceID, k Kind) bool {
	switch {
	case k == Thicket:
		return false
	case k.IsSpinner():
		return s.Pieces[q].Step == 1
	}
	return true
}

// beat sends the enemies of the chain's piece at cell to that the entry
// fights back to their ships; Friday changes sides instead and stays.
func (m mut) beat(to Cell, step uint8) {
	p := m.Pending.Piece
	crew := m.Pieces[p].Crew
	k := m.Tiles[to].Kind
	beaten := NoPiece
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &m.Pieces[q]
		if q == p || qc.Status != Alive || qc.At != to || m.allies(qc.Crew, crew) {
			continue
		}
		if step > 0 {
			if qc.Step != step {
				continue
			}
		} else if !m.fights(p, q, k, m.Pending.Drag, m.Pending.NoHit) {
			continue
		}
		if q == FRI {
			m.surrender(crew, p, to)
			continue
		}
		m.sendAboard(q, p, to)
		if beaten == NoPiece {
			beaten = q
		}
	}
	if beaten != NoPiece && m.hasAbility(p, Duelist) {
		m.duel(p, beaten, to)
	}
}

// rest resolves the chain's piece stopping on the island tile at to.
func (m mut) rest(to Cell, revealed bool) {
	ch := &m.Pending
	p := ch.Piece
	pc := &m.Pieces[p]
	t := &m.Tiles[to]
	if revealed {
		m.spawn(to, t)
	}
	if m.restBlocked(p, to, ch.Drag, ch.NoHit) != nil {
		m.die(HowImpossible)
		return
	}
	if t.Kind == Ogre && p != FRI {
		m.die(HowOgre)
		return
	}
	if m.met(to) {
		return
	}
	m.beat(to, 0)
	switch k := t.Kind; {
	case k.IsSpinner():
		pc.Step = 1
	case k == Trap:
		m.trap(to)
	case k == Crocodile && m.restsOn(p, k): // the surefoot is not sent back
		m.abilityUsed(p, Surefoot, to)
	case k == Rum && m.hasAbility(p, Teetotaler):
		m.abilityUsed(p, Teetotaler, to)
	case k == Rum:
		pc.Drunk = 2
		e := ev(EvDrunk)
		e.Piece, e.Crew, e.To = p, pc.Crew, to
		m.emit(e)
	case k == Caramba:
		e := ev(EvCaramba)
		e.Piece, e.Crew, e.To = p, pc.Crew, to
		m.emit(e)
	case k == Plane && !t.Used:
		// The plane flies at once, with the gold; declining spends it,
		// except under plane-waits, where it waits for a later flight.
		// Archipelago's airplane too may be declined: its rules leave it
		// open and the 2012 rulebook says the first pirate "may
		// immediately use it" (docs/archipelago.md, airplane-declined).
		m.askFlight(to, false)
		return
	case k == Lighthouse && !t.Used:
		t.Used = true
		m.finishRest(to)
		m.Pending.Left = uint8(min(4, m.peekable(pc.Crew)))
		if m.Pending.Left > 0 {
			m.ask(ChooseLighthouse, to)
		}
		return
	case k == Earthquake && revealed:
		m.finishRest(to)
		if m.quakeable(NoCell) >= 2 {
			m.ask(ChooseEarthquake, to)
		}
		return
	}
	if revealed {
		m.foundBottles(to, t.Kind)
	}
	if pc.Status == Alive {
		m.finishRest(to)
	} else {
		m.finish()
	}
}

// trap catches the chain's piece, unless it frees a friend held there or is
// Friday, who never falls in.
func (m mut) trap(to Cell) {
	p := m.Pending.Piece
	pc := &m.Pieces[p]
	freed := false
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &m.Pieces[q]
		if q != p && qc.Status == Alive && qc.At == to && qc.IsHeld() && m.allies(qc.Crew, pc.Crew) {
			qc.Flags &^= Held
			freed = true
			e := ev(EvFreed)
			e.Piece, e.Crew, e.By, e.To = q, qc.Crew, p, to
			m.emit(e)
		}
	}
	if freed || p == FRI {
		return
	}
	if m.hasAbility(p, Surefoot) {
		m.abilityUsed(p, Surefoot, to)
		return
	}
	pc.Flags |= Held
	e := ev(EvHeld)
	e.Piece, e.Crew, e.To = p, pc.Crew, to
	m.emit(e)
}

// spawn puts a character found on a revealed tile into the revealer's crew;
// smoke and bottles found on reveal are handled here too.
func (m mut) spawn(to Cell, t *Tile) {
	p := m.Pending.Piece
	crew := m.Pieces[p].Crew
	var who PieceID
	switch t.Kind {
	case BenGunn:
		who = BEN
	case Friday:
		who = FRI
	case Missionary:
		who = MIS
	case Smoke:
		m.SmokeArmed = true
		e := ev(EvSmoke)
		e.Crew, e.To, e.Piece = crew, to, p
		m.emit(e)
		return
	default:
		return
	}
	t.Used = true
	if m.Pieces[who].Status != Absent {
		return
	}
	m.Pieces[who] = Piece{Status: Alive, Crew: crew, At: to}
	e := ev(EvJoined)
	e.Piece, e.Crew, e.To, e.By = who, crew, to, p
	m.emit(e)
}

// foundBottles adds a bottle tile's bottles to the revealer's supply; Friday
// or the preaching missionary spends one on himself.
func (m mut) foundBottles(to Cell, k Kind) {
	n := k.Bottles()
	if n == 0 {
		return
	}
	p := m.Pending.Piece
	crew := m.Pieces[p].Crew
	e := ev(EvBottles)
	e.Crew, e.N, e.To, e.Piece = crew, int8(n), to, p
	m.emit(e)
	m.Bottles[m.bottleKeeper(crew)] += uint8(n)
	if p == FRI || m.isPreacher(p) {
		m.spendBottle(crew, p)
		m.drinkBottle(p)
	}
}

// spendBottle takes one bottle from crew's supply.
func (m mut) spendBottle(crew Crew, p PieceID) {
	t := m.bottleKeeper(crew)
	if m.Bottles[t] > 0 {
		m.Bottles[t]--
	}
	e := ev(EvBottleSpent)
	e.Crew, e.Piece = crew, p
	m.emit(e)
}

// drinkBottle is what a bottle does to Friday (he leaves) or the missionary
// (he turns pirate).
func (m mut) drinkBottle(p PieceID) {
	if p == FRI {
		m.leave(FRI, HowBottle)
		return
	}
	pc := &m.Pieces[MIS]
	pc.Flags |= Converted
	e := ev(EvConverted)
	e.Piece, e.Crew, e.To = MIS, pc.Crew, pc.At
	m.emit(e)
}

// leave removes a character from the game.
func (m mut) leave(p PieceID, how How) {
	pc := &m.Pieces[p]
	if pc.Status != Alive {
		return
	}
	e := ev(EvLeft)
	e.Piece, e.Crew, e.To, e.How = p, pc.Crew, pc.At, how
	m.emit(e)
	pc.Status, pc.At, pc.Step, pc.Flags, pc.Drunk = Gone, NoCell, 0, 0, 0
}

// planeSpent records that the plane will fly no more.
func (m mut) planeSpent(at Cell) {
	m.Tiles[at].Used = true
	e := ev(EvPlaneSpent)
	e.To = at
	m.emit(e)
}

// peekable counts the face-down tiles crew c has not seen.
func (s *State) peekable(c Crew) int {
	n := 0
	for x := range s.Board.Island() {
		if !s.Tiles[x].Open && !s.Known[x].Has(c) {
			n++
		}
	}
	return n
}

// quakeable counts the tiles the earthquake may move (canQuake), other
// than except.
func (s *State) quakeable(except Cell) int {
	n := 0
	taken := s.taken()
	for x := range s.Board.Island() {
		if x != except && s.canQuake(x, &taken) {
			n++
		}
	}
	return n
}

// canQuake reports whether the earthquake may move the tile at x: one with
// no piece, no bear (Archipelago §6: "two tiles with nothing on them"; taken
// holds where they stand) and no gold, and not a solo game's bank (its
// pirates' home stays where it is).
func (s *State) canQuake(x Cell, taken *cellSet) bool {
	return s.Coins[x] == 0 && s.Treasure[x] == 0 && !(s.Solo.On && x == s.Solo.Bank) && !taken.has(x)
}
