package engine

// The abilities of Jackal Archipelago (ARCHIPELAGO.md §8) where they bend
// the rules of the shared core: each rule asks here whether a piece's
// ability changes it, so a tile's rule stays written once. "Where an
// ability contradicts a rule, the ability wins." Only pirates hold
// abilities, and only on a sea board (State.SetAbility), so classic's game
// never meets them.
//
//   - strongman: a move may drag two coins (DragTwoCoins, "+2c"), in pieceMoves.
//   - swimmer: keeps its coin in the water (enterSea), swims on with it or
//     climbs onto a beach with it (seaMoves, swimDrags, climbs); a coin in
//     the water no swimmer holds sinks (sinkLooseCoins).
//   - navigator: one more step for its boat while aboard (BoatSpeed).
//   - brawler: attacks while dragging (restBlocked, enterSea).
//   - sharpshooter: "W2 shoot e5" (ability_shoot.go).
//   - surefoot: rests on a crocodile (travel, entryBlocked) and never falls
//     into a pit (trap).
//   - teetotaler: passes a barrel by (rest).
//   - pathfinder: a labyrinth's steps less one (SpinnerSteps).
//   - scout: "W2 scout e5" (ability_scout.go).
//   - junglerunner: drags into the jungle (goldKeptOut) and fights there (fights).
//   - shrinekeeper: revives on the shrine by itself (keeperShrine, revive).
//   - duelist: attacks a bank's holder, and tells the coin it wins (bankBlocked, beat).
//
// RULING: the abilities whose card says "never" or "ignores" (surefoot,
// teetotaler) and those that only widen a limit (navigator, pathfinder)
// are no choice: they always hold. The others are offered beside the
// ordinary move where they differ from it (a strongman's "+c" and "+2c", a
// swimmer's swim with or without its coin, the actions of the sharpshooter
// and the scout); an attack, as on any tile, is the entry's.

// withAbilities reports whether some pirate of the game holds an ability.
func (s *State) withAbilities() bool { return s.Abilities.Of != [BEN]Ability{} }

// SpinnerSteps is how many steps piece p takes through a spinner (a
// labyrinth) of kind k: its steps, one fewer for Archipelago's pathfinder
// (§8), and at least 1.
func (s *State) SpinnerSteps(p PieceID, k Kind) int { return stepsFor(k, s.Ability(p)) }

// SpinnerSteps is how many steps piece p takes through a spinner of kind
// k in the viewed game (see State.SpinnerSteps).
func (v *View) SpinnerSteps(p PieceID, k Kind) int { return stepsFor(k, v.Ability(p)) }

// stepsFor is how many steps a piece holding ability a takes through
// a spinner of kind k: the pathfinder one fewer, at least 1.
func stepsFor(k Kind, a Ability) int {
	n := k.Steps()
	if n > 1 && a == Pathfinder {
		n--
	}
	return n
}

// goldKeptOut reports whether piece p may not drag gold into a tile of
// kind k: a fortress (the shrine is one) or the jungle, which the
// junglerunner may enter with its coin (§8).
func (s *State) goldKeptOut(p PieceID, k Kind) bool {
	return k.IsFortress() || k == Thicket && !s.hasAbility(p, Junglerunner)
}

// fights reports whether piece p, entering a tile of kind k dragging g
// (noHit: from beside the missionary), fights enemy q standing there: as
// defends says, and in the jungle, where nobody fights, when p is the
// junglerunner and may attack (§8 "fight there"). RULING: the junglerunner
// fights in the jungle as anyone does elsewhere, on entering; dragging a
// coin (no attack while dragging, §4) or from beside the missionary it
// shares the jungle peacefully, as the jungle lets anyone. Enemies do not
// fight it there: the jungle's peace is theirs.
func (s *State) fights(p, q PieceID, k Kind, g Drag, noHit bool) bool {
	if k == Thicket && s.hasAbility(p, Junglerunner) {
		return g == DragNone && !noHit
	}
	return s.defends(q, k)
}

// attacksDragging reports whether piece p may attack while dragging gold:
// the brawler (§8).
func (s *State) attacksDragging(p PieceID) bool { return s.hasAbility(p, Brawler) }

// restsOn reports whether piece p comes to rest on a tile of kind k that
// passes others on: the surefoot on the crocodile, which never sends it
// back (§8).
func (s *State) restsOn(p PieceID, k Kind) bool { return k == Crocodile && s.hasAbility(p, Surefoot) }

// swimDrags lists what swimmer p may drag on its way out of the water at
// at: nothing, or, for Archipelago's swimmer holding a coin there, its
// coin (§8: it keeps the coin in the water).
func (s *State) swimDrags(p PieceID, at Cell) (drags [2]Drag, n int) {
	n = 1
	if s.Coins[at] > 0 && s.hasAbility(p, Swimmer) {
		drags[1] = DragCoin
		n++
	}
	return drags, n
}

// climbs reports whether piece p, swimming, may climb onto island tile n:
// Archipelago's swimmer, onto a beach (§8). The move is a landing
// (HowDisembark), and n is entered as from a boat.
func (s *State) climbs(p PieceID, n Cell) bool {
	return s.Board.IsIsland(n) && s.Board.Back(n) == BackBeach && s.hasAbility(p, Swimmer)
}

// swimmerAt reports whether a swimmer (the ability) swims at sea cell x.
func (s *State) swimmerAt(x Cell) bool {
	for p := PieceID(0); p < BEN; p++ {
		if s.Abilities.Of[p] == Swimmer && s.Pieces[p].Status == Alive && s.Pieces[p].At == x {
			return true
		}
	}
	return false
}

// sinkLooseCoins sinks the coins lying in the water that no swimmer holds:
// §4's coin that reaches the water, which only the swimmer's ability kept
// afloat. RULING: a swimmer keeps its coin while it swims with it; left
// behind (it swam on or climbed ashore without it, or was beaten and sent
// to its boat, its coin staying "where it was", §4) the coin sinks at the
// end of the action.
func (m mut) sinkLooseCoins() {
	if !m.anyAbility(Swimmer) {
		return
	}
	for x := range m.Board.sea.all() {
		if m.Coins[x] == 0 || m.swimmerAt(x) {
			continue
		}
		for ; m.Coins[x] > 0; m.Coins[x]-- {
			m.LostCoins++
			e := ev(EvGoldSunk)
			e.To, e.Gold = x, DragCoin
			m.emit(e)
		}
	}
}

// keeperShrine is the shrine where dead pirate p may come back by its own
// ability, or NoCell: p is the shrinekeeper, its ability not yet spent on
// this island, and a face-up shrine (the first in cell order) holds no
// enemy and not the bear.
//
// RULING: "revives on any shrine even with 3 fighters in play, once per
// island" is the shrinekeeper coming back itself: it needs no own pirate
// standing on the shrine (the rule's "any"), nor its crew to have fewer
// than 3 fighters (a converted missionary is one), though never more than 3
// pirates of a colour, which holds as it is dead. It is the crew's action,
// "revive W2", as any revival; the ordinary revival, when it is possible,
// comes first and spends nothing. An enemy on the shrine keeps it out
// (§6: enemies may not share it), and the bear would maul it there.
func (s *State) keeperShrine(p PieceID) Cell {
	if !s.hasAbility(p, Shrinekeeper) || s.AbilityUsed(p) {
		return NoCell
	}
	crew := p.PirateCrew()
	for x := range s.Board.Island() {
		if t := &s.Tiles[x]; !t.Open || t.Kind != NativeFort || s.Bear.Awake && s.Bear.At == x {
			continue
		}
		free := true
		for q := PieceID(0); q < NumPieces; q++ {
			if qc := &s.Pieces[q]; qc.Status == Alive && qc.At == x && !s.allies(qc.Crew, crew) {
				free = false
				break
			}
		}
		if free {
			return x
		}
	}
	return NoCell
}

// duel tells the coins the duelist p won at cell at by beating enemy q
// there (§8: "an enemy it attacks loses its coin to the duelist's tile").
//
// RULING: coins lie on tiles (§4: pirates drag them, never carry them),
// and a beaten pirate's coins stay where they were, which is the tile its
// attacker now holds: on open ground the duelist's win is any attacker's,
// and the event only tells it. The card changes what the rules keep from an
// attacker: a pirate holding a coin on the bank, whom §6 shields, may be
// attacked by the duelist (bankBlocked), and loses the coin to it there.
// At sea a beaten swimmer's coin sinks, as the duelist does not swim with
// coins.
func (m mut) duel(p, q PieceID, at Cell) {
	if m.Coins[at] == 0 {
		return
	}
	e := ev(EvDuel)
	e.Piece, e.Crew, e.By, e.To, e.N = q, m.Pieces[q].Crew, p, at, int8(min(m.Coins[at], 127))
	m.emit(e)
}

// abilityActions appends the crew to act's actions by ability of kind k:
// ActShoot, its sharpshooter's shots, or ActScout, its scout's looks.
func (s *State) abilityActions(buf []Action, k ActionKind) []Action {
	for p := PieceID(0); p < BEN; p++ {
		switch a := s.Abilities.Of[p]; {
		case a == Sharpshooter && k == ActShoot:
			buf = s.shots(buf, p)
		case a == Scout && k == ActScout:
			buf = s.looks(buf, p)
		}
	}
	return buf
}
