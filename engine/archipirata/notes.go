package archipirata

// Resign ends the game: team t gave up and the other team wins (RULINGS:
// a resignation concedes the game, as in classic Jackal; in four seats a
// seat resigns for its team, whose cards and pirates it shares). A finished
// game does not change.
func Resign(s *State, t uint8, ev *[]Event) {
	if s.Over || t > 1 {
		return
	}
	s.Pend = PendNone
	s.end(int8(1-t), EndResigned, ev)
}

// Conclude ends the game by the players' agreement: more gold wins, then
// more pirates on the board, else a draw (the stall rule's order).
func Conclude(s *State, ev *[]Event) {
	if s.Over {
		return
	}
	s.Pend = PendNone
	s.stall(ev)
	s.EndedBy = EndAgreed
}
