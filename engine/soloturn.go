package engine

// The solo rules as they run (see solo.go): where the rules of the boats'
// game read a crew's boat, a solo game reads its bank, and it ends as
// soon as the puzzle is solved or can no longer be.

// home is where crew c's pirates go home to: its boat, or in a solo game
// the bank (the balloon's flight).
func (s *State) home(c Crew) Cell {
	if s.Solo.On {
		return s.Solo.Bank
	}
	return s.Ships[c&3]
}

// bankSolo banks the coin the chain's piece drags onto the bank at at.
func (m mut) bankSolo(at Cell) {
	ch := &m.Pending
	if ch.Drag != DragCoin {
		return
	}
	m.Banked[White]++
	e := ev(EvGoldBanked)
	e.Piece, e.Crew, e.Gold, e.To = ch.Piece, White, ch.Drag, at
	m.emit(e)
	ch.Drag = DragNone
	ch.Noisy = true
}

// soloOver ends a solo game whose puzzle is solved or lost, after an
// action or a turn, and reports whether it is over.
func (m mut) soloOver() bool {
	switch {
	case m.Over:
	case m.CoinsLeft() == 0 && m.LostCoins == 0:
		m.soloEnd(EndBanked)
	case m.LostCoins > 0:
		m.soloEnd(EndCoinLost)
	case m.Survivors() < max(int(m.Solo.Survivors), 1):
		m.soloEnd(EndPiratesLost)
	}
	return m.Over
}

// soloTurnEnd closes a solo crew's turn (after the bear's step, when it
// was red's): the game ends when the bear left too few pirates, or after
// the goal's last turn.
func (m mut) soloTurnEnd() {
	if m.soloOver() {
		return
	}
	last := soloCrews[len(soloCrews)-1]
	if m.Turn == last && m.Solo.Turns > 0 && m.Round >= m.Solo.Turns {
		m.soloEnd(EndTurnsOut)
	}
}

// soloEnd ends a solo game how, with no action under way.
func (m mut) soloEnd(how int) {
	m.Pending = chain{Piece: NoPiece, At: NoCell, Origin: NoCell, Prev: NoCell, First: NoCell}
	m.Bottling = false
	m.gameOver(how)
}
