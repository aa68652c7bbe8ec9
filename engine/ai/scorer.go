package ai

import "github.com/jackalbot/jackal/engine"

// Cheap action scores, in rough "how much a sensible player wants it" units.
const (
	scBankPerGold   = 12.0 // boarding an own ship with gold, per coin
	scBankBase      = 20.0
	scDragBase      = 3.0 // dragging gold at all
	scDragPerStep   = 2.0 // per coin and step closer to the ship
	scExplore       = 2.5 // stepping onto a face-down tile
	scToGold        = 3.0 // stepping onto gold
	scLeaveGold     = -2.0
	scBeat          = 4.0 // beating enemies
	scBeatCarrier   = 2.0 // … who stand on gold
	scGradient      = 0.8 // per step closer to something to find or fetch
	scBottle        = -1.5
	scShip          = -1.0
	scRevive        = 8.0
	scGiveGood      = 3.0
	scGiveBad       = -6.0
	scDeath         = -30.0
	scSink          = -10.0
	scSwim          = -3.0
	scBoardEmpty    = -2.0
	scSwimmerHome   = 3.0
	scTrap          = -2.0
	scRum           = -1.0
	scUselessCroc   = -1.0
	scBalloonEmpty  = -2.0
	scPassThrough   = -1.0 // an open arrow, horse or ice with gold: where it ends is unsure
	scAdvance       = 1.0
	scCannonWithout = -1.5
	scPlaceLand     = 1.0 // placing the boat: per island tile touching it…
	scPlaceBeach    = 0.5 // …and more per beach among them
)

// scorer rates actions without playing them: the cheap score that orders
// expansions and guides playouts and breaks the easy level's ties. It keeps
// a distance map, per position, to the nearest thing worth reaching (a
// face-down tile or gold).
type scorer struct {
	bd    *boardInfo // the board of the decision
	dist  distMap
	key   uint64 // what the map was made for
	valid bool
}

// prepare computes the distance map of s, unless s has the same face-down
// tiles and gold as the position it was last made for.
func (sc *scorer) prepare(s *engine.State) {
	h := uint64(0)
	for _, x := range sc.bd.cells {
		o := uint64(0)
		if s.Tiles[x].Open {
			o = 1
		}
		h = h*31 + (uint64(s.Coins[x])|uint64(s.Treasure[x])<<8)<<1 | o
	}
	if sc.valid && h == sc.key {
		return
	}
	sc.key, sc.valid = h, true
	sc.dist.fromInterest(sc.bd, s)
}

// score rates action a in s for the crew to act (prepare s first).
func (sc *scorer) score(s *engine.State, a engine.Action) float64 {
	switch a.Kind {
	case engine.ActMove:
		return sc.move(s, a)
	case engine.ActChoose:
		return sc.choose(s, a)
	case engine.ActShip, engine.ActBoat:
		return scShip
	case engine.ActPlace:
		return placeScore(s, a.To)
	case engine.ActRevive:
		return scRevive
	case engine.ActGive:
		mine := s.Rules.Allies(s.Pieces[a.Piece].Crew, s.Turn)
		if (a.Piece == engine.MIS) == mine {
			return scGiveGood
		}
		return scGiveBad
	}
	return 0
}

// placeScore rates placing the boat on sea cell c: the island tiles its
// pirates may land on from there, beaches (the chests' and the balloon's
// back) above the rest.
func placeScore(s *engine.State, c engine.Cell) float64 {
	v := 0.0
	for d := engine.Dir(0); d < 8; d++ {
		if y := c.Step(d); y != engine.NoCell && s.Board.IsIsland(y) {
			v += scPlaceLand
			if s.Board.Back(y) == engine.BackBeach {
				v += scPlaceBeach
			}
		}
	}
	return v
}

// move rates a move of a piece.
func (sc *scorer) move(s *engine.State, a engine.Action) float64 {
	pc := &s.Pieces[a.Piece]
	from, to, crew := pc.At, a.To, pc.Crew
	v := 0.0
	if a.Bottle {
		v += scBottle
	}
	if a.Step > 0 {
		return v + scAdvance
	}
	g := dragValue(a.Drag)
	return v + sc.arrive(s, crew, from, to, g, s.Board.IsIsland(from) && goldAt(s, from) > 0 && g == 0)
}

// choose rates the answer to a pending choice.
func (sc *scorer) choose(s *engine.State, a engine.Action) float64 {
	p, d := s.Dragging()
	if p == engine.NoPiece {
		p = s.Pending.Piece
	}
	if p >= engine.NumPieces {
		return 0
	}
	switch s.Pending.Choose {
	case engine.ChooseLighthouse, engine.ChooseEarthquake, engine.ChooseEarthquake2:
		return -float64(sc.dist[a.To]) * 0.1
	case engine.ChooseQuakeArrow:
		return 0 // the way an arrow the earthquake moved points: no piece goes there
	}
	pc := &s.Pieces[p]
	return sc.arrive(s, pc.Crew, pc.At, a.To, dragValue(d), false)
}

// arrive rates piece of crew coming from `from` to `to`, dragging g.
func (sc *scorer) arrive(s *engine.State, crew engine.Crew, from, to engine.Cell, g int, leaves bool) float64 {
	if !s.Board.IsIsland(to) {
		k := shipAt(s, to)
		switch {
		case k != engine.NoCrew && s.Rules.Allies(k, crew):
			if g > 0 {
				return scBankBase + scBankPerGold*float64(g)
			}
			if !s.Board.IsIsland(from) {
				return scSwimmerHome
			}
			return scBoardEmpty
		case k != engine.NoCrew:
			return scDeath
		case g > 0:
			return scSink
		case !s.Board.IsIsland(from):
			return float64(shipDist(s, crew, from) - shipDist(s, crew, to))
		}
		return scSwim
	}
	v := 0.0
	t := &s.Tiles[to]
	if g > 0 {
		if !t.Open {
			return scDeath
		}
		v = scDragBase + scDragPerStep*float64(g*(shipDist(s, crew, from)-shipDist(s, crew, to)))
	} else {
		if leaves {
			v += scLeaveGold
		}
		if !t.Open {
			v += scExplore
		} else if goldAt(s, to) > 0 {
			v += scToGold
		}
		v += scGradient * (float64(sc.dist[from]) - float64(sc.dist[to]))
		if n, gold := enemiesAt(s, crew, to); n > 0 {
			v += scBeat
			if gold {
				v += scBeatCarrier
			}
		}
	}
	if t.Open {
		v += tileRisk(t.Kind, g)
	}
	return v
}

// tileRisk is what entering a face-up tile of kind k costs or gains.
func tileRisk(k engine.Kind, g int) float64 {
	switch {
	case k == engine.Ogre:
		return scDeath
	case k == engine.Trap:
		return scTrap
	case k == engine.Rum:
		return scRum
	case k == engine.Crocodile:
		return scUselessCroc
	case k == engine.Balloon && g > 0:
		return scBankBase + scBankPerGold*float64(g)
	case k == engine.Balloon:
		return scBalloonEmpty
	case k == engine.Cannon && g == 0:
		return scCannonWithout
	case k == engine.Cannon, g > 0 && (k.IsArrow() || k == engine.Horse || k == engine.Ice):
		return scPassThrough
	}
	return 0
}

// enemiesAt counts the living enemies of crew at x and reports whether gold
// lies there.
func enemiesAt(s *engine.State, crew engine.Crew, x engine.Cell) (int, bool) {
	n := 0
	for q := engine.PieceID(0); q < engine.NumPieces; q++ {
		qc := &s.Pieces[q]
		if qc.Status == engine.Alive && qc.At == x && !s.Rules.Allies(qc.Crew, crew) {
			n++
		}
	}
	return n, n > 0 && s.Board.IsIsland(x) && goldAt(s, x) > 0
}
