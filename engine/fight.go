package engine

// sendAboard sends piece q, beaten at cell at by piece by (NoPiece for no
// piece), aboard its own crew's ship or boat: a beaten piece is not dead
// (RULINGS §6, ARCHIPELAGO.md §4); what it held stays where it was.
func (m mut) sendAboard(q, by PieceID, at Cell) {
	qc := &m.Pieces[q]
	e := ev(EvBeaten)
	e.Piece, e.Crew, e.By, e.From, e.To = q, qc.Crew, by, at, m.Ships[qc.Crew]
	m.emit(e)
	m.toBoat(q)
}

// toBoat puts living piece q aboard its crew's ship or boat, free of a
// trap, a cave and the rum: beaten, shot (the musket, the sharpshooter) or
// mauled by the bear. Sober: RULINGS §7's skip belongs to the piece lying
// in the barrel (2012: "too busy playing in the barrel"), so one beaten off
// it acts on its crew's next turn (rum-beaten-sobers.yaml).
func (m mut) toBoat(q PieceID) {
	qc := &m.Pieces[q]
	qc.At, qc.Step, qc.Drunk = m.Ships[qc.Crew], 0, 0
	qc.Flags &^= Held | Lost
}
