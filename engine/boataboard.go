package engine

// A boat sailing onto its own or an allied swimmer takes it aboard
// (RULINGS.md §3, which Archipelago shares: ARCHIPELAGO.md says nothing of
// it); an enemy swimmer's cell it may not end on, since §4 lists every way
// to die and being run down is none. On its way the boat passes over
// swimmers as over open water: §3 names only boats as what a boat jumps,
// and a swimmer it passes stays where it is.

// boatBarred returns the sea cells where the acting crew's boat may not
// end: those where a piece of another side stands.
func (s *State) boatBarred() cellSet {
	var b cellSet
	for p := PieceID(0); p < NumPieces; p++ {
		if pc := &s.Pieces[p]; pc.Status == Alive && !s.allies(pc.Crew, s.Turn) {
			b.add(pc.At)
		}
	}
	return b
}

// takeAboard takes the swimmers at sea cell to, own or allied (boatBarred
// keeps the boat off any other), aboard the acting crew's boat, which has
// just sailed there. A coin a swimmer holds there (§8's swimmer) comes
// aboard with it, banked for the boat's crew.
func (m mut) takeAboard(to Cell) {
	for q := PieceID(0); q < NumPieces; q++ {
		qc := &m.Pieces[q]
		if qc.Status != Alive || qc.At != to {
			continue
		}
		e := ev(EvMoved)
		e.Piece, e.Crew, e.From, e.To, e.How = q, qc.Crew, to, to, HowBoard
		m.emit(e)
		for ; m.Coins[to] > 0 && m.hasAbility(q, Swimmer); m.Coins[to]-- {
			m.Banked[m.Turn]++
			b := ev(EvGoldBanked)
			b.Piece, b.Crew, b.Gold, b.To = q, m.Turn, DragCoin, to
			m.emit(b)
			m.Pending.Noisy = true
		}
	}
}
