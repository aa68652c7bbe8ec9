package engine

// The bank (Jackal Archipelago, ARCHIPELAGO.md §6): one pirate at a time;
// a pirate holding a coin there cannot be attacked; a coin left alone on
// it is anyone's (as on any tile: whoever comes may drag it away).
//
// RULING: a pirate "holds a coin" on the bank while a coin lies on the
// bank's tile with it: coins lie on tiles in this engine, and the pirate
// standing on one is the one holding it.
//
// RULING: "one at a time" keeps out an own or allied piece; an enemy may
// still come by attacking (the holder goes to its boat), so the bank never
// holds two. A chain that ends on a bank it may not enter is an impossible
// move (RULINGS §4): the piece dies.

// bankBlocked says why piece p may not come to rest on the bank at to: a
// friend is there already, or an enemy holding a coin.
func (s *State) bankBlocked(p PieceID, to Cell) error {
	if s.Solo.On {
		return nil // the solo crew shares it (§9)
	}
	crew := s.Pieces[p].Crew
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &s.Pieces[q]
		if q == p || qc.Status != Alive || qc.At != to {
			continue
		}
		if s.allies(qc.Crew, crew) {
			return ErrBankTaken
		}
		if s.Coins[to] > 0 && !s.hasAbility(p, Duelist) { // §8: the duelist's coin (duel)
			return ErrCannotAttack
		}
	}
	return nil
}
