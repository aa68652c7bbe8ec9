package engine

// Bear is Archipelago's bear (ARCHIPELAGO.md §7) as it stands in a game:
// the zero value is no bear.
type Bear struct {
	Awake bool // the den is revealed: the bear is on the island
	At    Cell // where it stands
	Waker Crew // the crew that woke it: it steps after that crew's turns
	// Fresh marks the turn it woke in: its first step comes after the
	// waker's next turn.
	Fresh bool
}

// The bear's rules (§7). Revealing the den places the bear on it and
// mauls the revealer. At the end of every later turn of the crew that woke
// it (passed turns too: they are its turns) it takes one step by
// Board.BearStep toward the nearest pirate on land, by the island's north,
// and mauls whoever stands where it arrives; a piece entering its cell is
// mauled. A mauled pirate goes to its boat; the missionary dies. With no
// pirate on land it stays.
//
// RULING: the preaching missionary is no pirate, so the bear does not hunt
// him; it kills him where it meets him. Converted, he is a pirate of his
// crew, hunted and mauled as one.
//
// RULING: gold dragged into the bear's cell stays there, as a beaten
// pirate's does (§4: "their coins stay where they were"); the piece is
// mauled before a face-down tile under the bear turns over, so it stays
// face down.

// wakeBear puts the bear on the den at den, just revealed by the chain's
// piece, which it mauls.
func (m mut) wakeBear(den Cell) {
	p := m.Pending.Piece
	crew := m.Pieces[p].Crew
	m.Bear = Bear{Awake: true, At: den, Waker: crew, Fresh: true}
	e := ev(EvBearWoke)
	e.To, e.Crew, e.By = den, crew, p
	m.emit(e)
	m.maul(p, den)
	m.finish()
}

// intoBear mauls the chain's piece entering the bear's cell at at; gold it
// drags stays there.
func (m mut) intoBear(at Cell) {
	if m.Solo.On && at == m.Solo.Bank {
		m.bankSolo(at) // brought onto the bank, even so
	}
	if m.Pending.Drag != DragNone {
		m.putGold(at, m.Pending.Drag)
		m.Pending.Drag = DragNone
	}
	m.maul(m.Pending.Piece, at)
	m.finish()
}

// maul sends piece p, met by the bear at at, to its boat; the preaching
// missionary dies.
func (m mut) maul(p PieceID, at Cell) {
	pc := &m.Pieces[p]
	e := ev(EvMauled)
	e.Piece, e.Crew, e.From = p, pc.Crew, at
	if m.isPreacher(p) || m.Solo.On { // in a solo game there is no boat (§9)
		m.emit(e)
		pc.Status, pc.At, pc.Step, pc.Drunk = Dead, NoCell, 0, 0
		pc.Flags &= Converted
		return
	}
	e.To = m.Ships[pc.Crew]
	m.emit(e)
	m.toBoat(p)
}

// bearTurn moves the bear at the end of a turn of the crew that woke it.
func (m mut) bearTurn() {
	b := &m.Bear
	if m.Turn != b.Waker {
		return
	}
	if b.Fresh {
		b.Fresh = false
		return
	}
	var buf [NumPieces]Cell
	quarry := buf[:0]
	for p := PieceID(0); p < NumPieces; p++ {
		if pc := &m.Pieces[p]; pc.Status == Alive && m.Board.IsIsland(pc.At) && !m.isPreacher(p) {
			quarry = append(quarry, pc.At)
		}
	}
	step, _ := m.Board.BearStep(b.At, quarry, m.Board.North())
	if step == NoCell || step == b.At {
		return
	}
	e := ev(EvBearMoved)
	e.From, e.To = b.At, step
	m.emit(e)
	b.At = step
	for p := PieceID(0); p < NumPieces; p++ {
		if pc := &m.Pieces[p]; pc.Status == Alive && pc.At == step {
			m.maul(p, step)
		}
	}
}
