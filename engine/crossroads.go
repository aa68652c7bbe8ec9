package engine

import "github.com/jackalbot/jackal/engine/splitmix"

// The crossroads (Jackal Archipelago, ARCHIPELAGO.md §6): on every entry a
// die from the game's seeded source gives the arrow, 1 north, 2 east, 3
// south, 4 west, 5 and 6 roll again; each roll is an event. The piece then
// goes on as by a one-way arrow in that direction, and loops die as with
// arrows (RULINGS §4): a way off the crossroads rolled a second time in one
// action kills.
//
// RULING: north is the island's north (Board.North), as for the bear, so
// the die agrees with the island's picture.

// crossroads rolls for the chain's piece on the crossroads at at and
// returns the arrow's move, or dies in a loop.
func (m mut) crossroads(at Cell) (next Cell, how How, dir uint8, ok bool) {
	n := m.roll(at)
	d := Dir(2 * (n - 1)).Rotate(Rot(m.Board.North() / 2))
	ch := &m.Pending
	if ch.used(at, uint8(d)) || !ch.use(at, uint8(d)) {
		m.die(HowLoop)
		return NoCell, HowNone, 0, false
	}
	return neighbors[at][d], HowArrow, uint8(d), true
}

// roll rolls the game's die for the chain's piece at at until it shows 1
// to 4, telling each roll, and returns the last.
func (m mut) roll(at Cell) int {
	for {
		n := m.die6()
		e := ev(EvRolled)
		e.Piece, e.To, e.N = m.Pending.Piece, at, int8(n)
		if e.Piece < NumPieces {
			e.Crew = m.Pieces[e.Piece].Crew
		}
		m.emit(e)
		if n <= 4 {
			return n
		}
	}
}

// RollDie rolls the game's die as a crossroads does and returns its face,
// 1 to 6: scenarios use it to find the die's state for given rolls.
func (s *State) RollDie() int { return s.die6() }

// die6 advances the game's die (splitmix64 over State.Dice) and returns
// its face, 1 to 6.
func (s *State) die6() int {
	return int(splitmix.Next(&s.Dice)%6) + 1
}
