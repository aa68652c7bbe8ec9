package engine

// maxWays bounds the ways one action may use; a chain never comes near it
// (every tile–way pair is used at most once), and reaching it counts as a loop.
const maxWays = 96

// mode is the kind of the last move, which the ice repeats.
type mode uint8

const (
	modeDir    mode = iota // a move in a direction: step, arrow, ice, crocodile
	modeHorse              // a knight's jump
	modeFlight             // a flight
	modeLeap               // a trampoline's jump, two cells in a direction
)

// way numbers beyond the directions and knight's jumps.
const (
	wayKnight = 8  // + knight index
	wayFlight = 16 // a flight from a tile
	wayLeap   = 24 // + direction: a jump two cells on, by the ice after a trampoline
)

// chain is the action under way: the moving piece, what it drags, where it
// began, how it came where it is, the ways it has used, and the choice it
// waits on. It is part of State so that a pending choice survives between
// actions.
type chain struct {
	Active bool // a choice is pending
	Choose How  // which choice (ChooseArrow, …)
	Piece  PieceID
	At     Cell // where the piece is while choosing
	Origin Cell // where the action began: gold returns here after an impossible move
	Drag   Drag
	Prev   Cell  // the tile the piece came from, for the crocodile
	Mode   mode  // how it came to At
	Dir    uint8 // direction, or knight index, of that move
	Left   uint8 // lighthouse looks left
	First  Cell  // the earthquake's first tile
	NoHit  bool  // the piece began beside the missionary and may not attack
	Noisy  bool  // the action revealed a tile or moved gold
	NWays  uint8
	Ways   [maxWays]uint16
}

func (c *chain) used(at Cell, way uint8) bool {
	k := uint16(at)<<5 | uint16(way)
	for i := uint8(0); i < c.NWays; i++ {
		if c.Ways[i] == k {
			return true
		}
	}
	return false
}

// use records a way; it reports false when the record is full.
func (c *chain) use(at Cell, way uint8) bool {
	if c.NWays >= maxWays {
		return false
	}
	c.Ways[c.NWays] = uint16(at)<<5 | uint16(way)
	c.NWays++
	return true
}

// travel moves the chain's piece from `from` into `to` by how and resolves
// everything that follows, until the piece rests, dies, boards or must
// choose. md and dir describe the move for the ice and the crocodile.
func (m mut) travel(from, to Cell, how How, md mode, dir uint8) {
	ch := &m.Pending
	p := ch.Piece
	for {
		pc := &m.Pieces[p]
		e := ev(EvMoved)
		e.Piece, e.Crew, e.From, e.To, e.How, e.Gold = p, pc.Crew, from, to, how, ch.Drag
		m.emit(e)
		pc.At, pc.Step = to, 0
		pc.Flags &^= Held
		ch.Prev, ch.Mode, ch.Dir = from, md, dir
		if !m.Board.IsIsland(to) {
			m.enterSea(to)
			return
		}
		t := &m.Tiles[to]
		if m.Bear.Awake && m.Bear.At == to { // Archipelago's bear
			if !t.Open && ch.Drag != DragNone {
				// Gold never goes onto a face-down tile, the bear's
				// included: an impossible move, as anywhere (§4).
				m.die(HowImpossible)
				return
			}
			m.intoBear(to)
			return
		}
		revealed := false
		if !t.Open {
			if ch.Drag != DragNone {
				m.die(HowImpossible)
				return
			}
			m.reveal(to)
			revealed = true
		}
		switch k := t.Kind; {
		case k.IsArrow():
			var opts [4]Dir
			n := 0
			for _, d := range arrowDirs[k] {
				d = d.Rotate(t.Rot)
				if !ch.used(to, uint8(d)) {
					opts[n] = d
					n++
				}
			}
			if n == 0 {
				m.die(HowLoop)
				return
			}
			if n > 1 {
				m.ask(ChooseArrow, to)
				return
			}
			if !ch.use(to, uint8(opts[0])) {
				m.die(HowLoop)
				return
			}
			from, to, how, md, dir = to, neighbors[to][opts[0]], HowArrow, modeDir, uint8(opts[0])
		case k == Horse:
			if !m.jump(to, HowHorse) {
				return
			}
			from, to, how, md, dir = to, knight[to][ch.Dir], HowHorse, modeHorse, ch.Dir
		case k == Ice:
			next, ok := m.ice(to, md, dir)
			if !ok {
				return
			}
			from, to, how, dir = to, next, HowIce, ch.Dir
		case k == Crocodile && !m.restsOn(p, k):
			back := from
			rdir := dir
			switch md {
			case modeDir, modeLeap:
				rdir = uint8(Dir(dir).Opposite())
			case modeHorse:
				rdir = (dir + 4) & 7
			}
			if !m.crocWay(to, md, rdir) {
				m.die(HowLoop)
				return
			}
			from, to, how, dir = to, back, HowCrocodile, rdir
		case k == Cannon:
			d := N.Rotate(t.Rot)
			x := to
			for m.Board.IsIsland(x) {
				x = neighbors[x][d]
			}
			from, to, how, md, dir = to, x, HowCannon, modeDir, uint8(d)
		case k == Balloon:
			from, to, how, md = to, m.home(pc.Crew), HowBalloon, modeFlight
		case k == Cave:
			m.enterCave(to, from, revealed)
			return
		case k >= firstNewKind: // Archipelago's new kinds
			next, h, d, ok := m.archTile(to, revealed)
			if !ok {
				return
			}
			md = modeDir
			if h == HowTrampoline {
				md = modeLeap
			}
			from, to, how, dir = to, next, h, d
		default:
			m.rest(to, revealed)
			return
		}
	}
}

// crocWay records the crocodile's return; it reports false when that very
// return was already made in this action (a loop).
func (m mut) crocWay(croc Cell, md mode, rdir uint8) bool {
	ch := &m.Pending
	way := uint8(wayFlight)
	switch md {
	case modeDir:
		way = rdir
	case modeHorse:
		way = wayKnight + rdir
	case modeLeap:
		way = wayLeap + rdir
	}
	if ch.used(croc, way) {
		return false
	}
	return ch.use(croc, way)
}

// jump offers the knight's jumps from at not yet used; it reports true with
// ch.Dir set when exactly one remains, false after asking or dying.
func (m mut) jump(at Cell, how How) bool {
	ch := &m.Pending
	n, last := 0, 0
	for k := 0; k < 8; k++ {
		if m.knightLands(at, k) {
			n++
			last = k
		}
	}
	if n == 0 {
		m.die(HowLoop)
		return false
	}
	if n > 1 {
		m.ask(ChooseHorse, at)
		return false
	}
	ch.use(at, wayKnight+uint8(last))
	ch.Dir = uint8(last)
	return true
}

// knightLands reports whether the chain's piece may still jump from at by
// knight index k: a way not used yet in this action, landing on the island
// or the coast, or, on a sea board, on its own or an allied boat wherever
// that lies (the rulebook: the horse may "quickly return to your boat").
func (s *State) knightLands(at Cell, k int) bool {
	x := knight[at][k]
	if x == NoCell || s.Pending.used(at, wayKnight+uint8(k)) {
		return false
	}
	if s.Board.IsIsland(x) || s.Board.IsCoast(x) {
		return true
	}
	if !s.Board.boats {
		return false
	}
	b := s.shipAt(x)
	return b != NoCrew && s.allies(b, s.Pieces[s.Pending.Piece].Crew)
}

// ask makes the action wait for a choice by the acting player. A choice
// with a single option and no "stay" resolves itself at once (the lead's
// ruling): the lighthouse's last tile, the earthquake's second tile, an
// ice flight with one landing.
func (m mut) ask(kind How, at Cell) {
	ch := &m.Pending
	ch.Active, ch.Choose, ch.At = true, kind, at
	if !m.canStay() {
		var buf [NumTiles]Cell
		if opts := m.choiceOptions(buf[:0]); len(opts) == 1 {
			m.answer(Choose(opts[0]))
			return
		}
	}
	e := ev(EvChoice)
	e.Piece, e.How, e.To = ch.Piece, kind, at
	if ch.Piece < NumPieces {
		e.Crew = m.Pieces[ch.Piece].Crew
	}
	m.emit(e)
}

// askFlight offers a flight from at: by the plane (stay allowed in the
// classic rules' first landing), or again by the ice (not onto ice or a
// crocodile, no staying).
func (m mut) askFlight(at Cell, byIce bool) {
	if byIce && m.Pending.used(at, wayFlight) {
		m.die(HowLoop)
		return
	}
	n := 0
	taken := m.taken()
	for x := range m.Board.Island() {
		if m.flightTarget(at, x, byIce, &taken) {
			n++
		}
	}
	if n == 0 {
		if byIce {
			m.die(HowLoop)
			return
		}
		if !m.Rules.PlaneWaits {
			m.planeSpent(at)
		}
		m.finishRest(at)
		return
	}
	if byIce {
		m.ask(ChooseIceFlight, at)
		return
	}
	m.ask(ChoosePlane, at)
}

// flightTarget reports whether a flight from at may land on x. On a sea
// board (Archipelago §6: "to any unoccupied face-up tile") no piece and
// no bear may stand there (taken holds where they do), for the plane and
// for the ice after it alike; classic's plane lands anywhere.
func (s *State) flightTarget(at, x Cell, byIce bool, taken *cellSet) bool {
	if x == at || !s.Board.IsIsland(x) || s.Board.boats && taken.has(x) {
		return false
	}
	t := &s.Tiles[x]
	if !t.Open && !s.Rules.PlaneWaits {
		return false
	}
	if byIce && t.Open && (t.Kind == Ice || t.Kind == Crocodile) {
		return false
	}
	return true
}

// die kills the chain's piece; gold it drags goes back where the action
// began after a loop or an impossible move, and sinks otherwise.
func (m mut) die(how How) {
	ch := &m.Pending
	p := ch.Piece
	at := m.Pieces[p].At
	if ch.Drag != DragNone {
		switch how {
		case HowLoop, HowImpossible:
			m.putGold(ch.Origin, ch.Drag)
			e := ev(EvGoldReturned)
			e.Piece, e.To, e.Gold = p, ch.Origin, ch.Drag
			m.emit(e)
			// It lies on the tile now: on a sea board the turn may go on
			// with bottles (Bottling), and GoldOnIsland must not count it
			// twice.
			ch.Drag = DragNone
		case HowOgre:
			m.loseGold(EvGoldEaten, at)
		default:
			m.loseGold(EvGoldSunk, at)
		}
	}
	m.kill(p, how, at)
	m.finish()
}

// kill takes piece p off the board as dead.
func (m mut) kill(p PieceID, how How, at Cell) {
	pc := &m.Pieces[p]
	e := ev(EvKilled)
	e.Piece, e.Crew, e.To, e.How = p, pc.Crew, at, how
	m.emit(e)
	pc.Status, pc.At, pc.Step, pc.Drunk = Dead, NoCell, 0, 0
	pc.Flags &= Converted
}

// loseGold sinks or feeds to the ogre the gold the chain's piece drags.
func (m mut) loseGold(t EventType, at Cell) {
	ch := &m.Pending
	if ch.Drag == DragGalleon {
		m.LostTreasure++
	} else {
		m.LostCoins += uint8(ch.Drag.Coins())
	}
	e := ev(t)
	e.Piece, e.To, e.Gold = ch.Piece, at, ch.Drag
	m.emit(e)
	ch.Drag = DragNone
	ch.Noisy = true
}

// putGold lays gold on a tile.
func (m mut) putGold(at Cell, g Drag) {
	if g == DragGalleon {
		m.Treasure[at]++
	} else {
		m.Coins[at] += uint8(g.Coins())
	}
}

// finish ends the action: no choice is pending any more.
func (m mut) finish() {
	m.Pending.Active = false
}
