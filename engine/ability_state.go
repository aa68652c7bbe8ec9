package engine

import "fmt"

// PirateAbilities are the abilities written on the pirates of a game of
// Jackal Archipelago (ARCHIPELAGO.md §8), one at most per pirate, public
// like the stickers on the figures, and which once-per-island abilities
// (the scout's look, the shrinekeeper's revival) are spent. The zero value
// is no ability anywhere: classic's games and Archipelago's without
// abilities.
type PirateAbilities struct {
	// Of is each pirate's ability, W1 … R3 (PieceID order); NoAbility
	// for none.
	Of [BEN]Ability
	// Used has bit p set once pirate p has spent its once-per-island
	// ability.
	Used uint16
}

// Ability is the ability written on pirate p, NoAbility for none (and for
// Ben Gunn, Friday and the missionary, who never hold one).
func (s *State) Ability(p PieceID) Ability {
	if p >= BEN {
		return NoAbility
	}
	return s.Abilities.Of[p]
}

// AbilityUsed reports whether pirate p has spent its once-per-island
// ability (the scout's look, the shrinekeeper's revival).
func (s *State) AbilityUsed(p PieceID) bool { return p < BEN && s.Abilities.Used&(1<<p) != 0 }

// Ability is the ability written on pirate p in the viewed game (abilities
// are public), NoAbility for none.
func (v *View) Ability(p PieceID) Ability {
	if p >= BEN {
		return NoAbility
	}
	return v.Abilities.Of[p]
}

// AbilityUsed reports whether pirate p has spent its once-per-island
// ability in the viewed game.
func (v *View) AbilityUsed(p PieceID) bool { return p < BEN && v.Abilities.Used&(1<<p) != 0 }

// SetAbility writes ability a on pirate p before play, or erases it with
// NoAbility. It is refused, with an error wrapping ErrBadOptions, on a
// board without boats (classic's game has no abilities), for a piece that
// is not a pirate or whose crew is not in play, for a pirate that holds
// another ability already (one each, §8), and for an ability another pirate
// holds (the deck has one card of each). used marks a once-per-island
// ability as spent (a scenario's position).
func (s *State) SetAbility(p PieceID, a Ability, used bool) error {
	switch {
	case !s.Board.boats:
		return fmt.Errorf("%w: abilities are Jackal Archipelago's, played on an island with boats", ErrBadOptions)
	case p >= BEN:
		return fmt.Errorf("%w: %s is no pirate: only W1 … R3 hold abilities", ErrBadOptions, p)
	case a >= NumAbilities:
		return fmt.Errorf("%w: no such ability", ErrBadOptions)
	case !s.InPlay(p.PirateCrew()):
		return fmt.Errorf("%w: %s's crew, %s, is not in play", ErrBadOptions, p, p.PirateCrew())
	case a != NoAbility && s.Abilities.Of[p] != NoAbility && s.Abilities.Of[p] != a:
		return fmt.Errorf("%w: %s holds %s already: one ability a pirate", ErrBadOptions, p, s.Abilities.Of[p])
	}
	if a != NoAbility {
		for q := range s.Abilities.Of {
			if PieceID(q) != p && s.Abilities.Of[q] == a {
				return fmt.Errorf("%w: %s holds %s already: the deck has one card of each", ErrBadOptions, PieceID(q), a)
			}
		}
	}
	s.Abilities.Of[p] = a
	s.Abilities.Used &^= 1 << p
	if used && a != NoAbility {
		s.Abilities.Used |= 1 << p
	}
	return nil
}

// hasAbility reports whether piece p holds ability a: only a pirate may.
func (s *State) hasAbility(p PieceID, a Ability) bool { return p < BEN && s.Abilities.Of[p] == a }

// anyAbility reports whether some pirate holds ability a.
func (s *State) anyAbility(a Ability) bool {
	for _, x := range s.Abilities.Of {
		if x == a {
			return true
		}
	}
	return false
}

// spendAbility marks pirate p's once-per-island ability spent.
func (s *State) spendAbility(p PieceID) { s.Abilities.Used |= 1 << p }

// abilityUsed tells that pirate p's ability a changed what happened at
// cell at (EvAbility): the surefoot stays on its feet, the teetotaler
// passes the barrel by, the swimmer keeps its coin in the water, the
// shrinekeeper comes back.
func (m mut) abilityUsed(p PieceID, a Ability, at Cell) {
	e := ev(EvAbility)
	e.Piece, e.To, e.N = p, at, int8(a)
	if p < NumPieces {
		e.Crew = m.Pieces[p].Crew
	}
	m.emit(e)
}

// seaCoins shows in v the coins swimmers hold in the water (§8 swimmer):
// they lie on sea cells, which the view's island loop does not read.
func (v *View) seaCoins(s *State) {
	if !s.anyAbility(Swimmer) {
		return
	}
	for x := range s.Board.sea.all() {
		if s.Coins[x] > 0 {
			v.Coins[x] = int(s.Coins[x])
		}
	}
}
