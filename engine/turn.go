package engine

// endTurn closes the acting crew's turn and opens the next one, passing
// automatically for crews that have no action (RULINGS §3), and ends the
// game when its end is reached (§8).
func (m mut) endTurn(passed bool) {
	noisy := m.Pending.Noisy
	m.Pending = chain{Piece: NoPiece, At: NoCell, Origin: NoCell, Prev: NoCell, First: NoCell}
	if !passed {
		m.Passes = 0
	}
	for {
		bear := m.Bear.At
		m.closeTurn(noisy)
		noisy = false
		if m.Over {
			return
		}
		if m.Bear.At != bear {
			// RULING: a game is over as one no crew can change (EndStuck)
			// only when Archipelago's bear cannot change it either: its
			// step (toward a pirate held in a pit, say, which it will maul
			// back to its boat) starts the count of passes again. Each step
			// brings it nearer its nearest quarry, or mauls one, so the
			// passes cannot go on for ever; a bear with no one to hunt
			// stays and lets the count run out.
			m.Passes = 0
		}
		next := m.nextCrew(m.Turn)
		if next <= m.Turn {
			m.Round++
		}
		m.Turn = next
		if m.hasAction() {
			return
		}
		m.Passes++
		e := ev(EvPassed)
		e.Crew = m.Turn
		m.emit(e)
		if int(m.Passes) >= 2*m.Rules.InPlay.Len() {
			m.gameOver(EndStuck)
			return
		}
	}
}

// closeTurn moves Archipelago's bear after its waker's turns, sobers the
// acting crew's drunk pieces, counts down the smoke and
// the quiet rounds, and checks the end of the game.
func (m mut) closeTurn(noisy bool) {
	if m.Bear.Awake {
		m.bearTurn()
	}
	for p := PieceID(0); p < NumPieces; p++ {
		if pc := &m.Pieces[p]; pc.Crew == m.Turn && pc.Drunk > 0 {
			pc.Drunk--
		}
	}
	switch {
	case m.SmokeArmed:
		m.SmokeArmed = false
		m.SmokeLeft = uint8(m.Rules.InPlay.Len())
	case m.SmokeLeft > 0:
		m.SmokeLeft--
	}
	if noisy {
		m.Quiet = 0
	} else if m.Quiet < 65535 {
		m.Quiet++
	}
	switch {
	case m.Solo.On:
		m.soloTurnEnd()
	case m.allFound():
		m.gameOver(EndAllFound)
	case m.Rules.StallRounds > 0 && int(m.Quiet) >= int(m.Rules.StallRounds)*m.Rules.InPlay.Len():
		m.gameOver(EndStalled)
	}
}

// hasAction reports whether the crew to act has an action other than a
// free gift or a pass.
func (s *State) hasAction() bool {
	var buf [smallLegal]Action // a waiting plane's many flights grow the slice
	c := s.Turn
	if s.setup() {
		return len(s.placements(buf[:0])) > 0
	}
	occ := s.occupied()
	for p := PieceID(0); p < NumPieces; p++ {
		if s.Pieces[p].Status == Alive && s.Pieces[p].Crew == c && len(s.pieceMoves(buf[:0], p, &occ)) > 0 {
			return true
		}
	}
	if s.Board.boats {
		// A crew with only bottles to spend passes, then spends them.
		return s.canSail() || len(s.revivals(buf[:0])) > 0 || s.canBottle()
	}
	return len(s.shipMoves(buf[:0])) > 0 || len(s.revivals(buf[:0])) > 0
}

// gameOver ends the game.
func (m mut) gameOver(how int) {
	m.Over = true
	m.EndedBy = uint8(how)
	m.SmokeLeft, m.SmokeArmed = 0, false
	e := ev(EvGameOver)
	e.N = int8(how)
	m.emit(e)
}

// Conclude ends the game by the agreement of every crew still in it (RULINGS
// §8). Agreement is gathered by the front end; the engine records the end.
func Conclude(s State) (State, []Event) {
	if s.Over {
		return s, nil
	}
	var evs []Event
	m := mut{State: &s, ev: &evs}
	m.Pending = chain{Piece: NoPiece, At: NoCell, Origin: NoCell, Prev: NoCell, First: NoCell}
	m.gameOver(EndAgreed)
	return s, evs
}

// Winners lists the crews with the highest total: a team's crews add their
// gold and win together; equal totals share the win. It is empty while the
// game goes on.
func (s *State) Winners() []Crew {
	if !s.Over {
		return nil
	}
	if s.Ending() == EndResigned {
		var out []Crew
		for _, c := range s.Crews() {
			if !s.Resigned().Has(c) {
				out = append(out, c)
			}
		}
		return out
	}
	best := -1
	var out []Crew
	for _, c := range s.Crews() {
		v := s.TeamScore(c)
		switch {
		case v > best:
			best, out = v, []Crew{c}
		case v == best:
			out = append(out, c)
		}
	}
	return out
}

// TeamScore is the gold of crew c's whole team (its own, alone).
func (s *State) TeamScore(c Crew) int {
	v := 0
	for _, k := range s.Crews() {
		if s.allies(c, k) {
			v += s.Score(k)
		}
	}
	return v
}

// allFound reports whether every tile is face up and no gold is left on
// the island: the end of the game (RULINGS §8), told at the turn's close.
func (s *State) allFound() bool { return s.FaceDown == 0 && s.GoldOnIsland() == 0 }
