package bot

// Secret reports whether the game's seats act at once and in secret (the
// card game): a front end then plays a seat's action as a press of that
// seat's private board (SeatButton), and must not show another seat's
// secret entries.
func (l *Live) Secret() bool {
	if l.Match == nil {
		return false
	}
	_, ok := secretOf(&game{rec: l.Rec, m: l.Match})
	return ok
}

// SeatButton is the data of seat's private board's button that plays
// action, as the board shown now carries it (VerbSeat, versioned by the
// seat's own entries): a front end's press of it goes through the same
// checks as one in the chat (Bot.Press) — only the seat's player, only
// its newest board, only a legal action.
func (l *Live) SeatButton(seat, action string) string {
	g := &game{rec: l.Rec, m: l.Match}
	return seatButton(g, seat, seatMoves(g, seat), action)
}
