package narrate

import "github.com/jackalbot/jackal/engine"

// bearSubj is Archipelago's bear as the subject of a sentence.
var bearSubj = subject{kind: subjBear, piece: engine.NoPiece, crew: engine.NoCrew}

// bear tells Archipelago's bear in a turn's story as one subject, so that
// its steps and its victims make one sentence ("The bear went from g3 to
// g4, mauled B2 (back aboard) and killed the missionary."), not a
// sentence each beginning "The bear"; its waking is told of the pirate
// that woke it ("R1 went from f6 to e5, found a bear den and woke the
// bear.").
func (t *teller) bear(i int, e engine.Event) {
	l := t.l
	switch e.Type {
	case engine.EvBearWoke:
		if e.By >= engine.NumPieces {
			t.clause(t.alone(e))
			return
		}
		by := pieceSubj(e.By)
		if who, ok := t.lastWho(); ok && who == by {
			t.say(by, pick(l, "woke the bear", "разбудил медведя"))
			return
		}
		t.say(by, text{"woke the bear at %s", "разбудил медведя на %s"}.f(l, CellName(l, e.To)))
	case engine.EvBearMoved:
		t.say(bearSubj, text{"went from %s to %s", "перешёл с %s на %s"}.f(l, CellName(l, e.From), CellName(l, e.To)))
	case engine.EvMauled:
		victim := PieceNameIn(l, e.Piece, Acc)
		where := ""
		if !t.bearJustAt(i, e.From) {
			where = text{" at %s", " на %s"}.f(l, CellName(l, e.From))
		}
		if e.To == engine.NoCell {
			t.say(bearSubj, text{"killed %s%s", "задрал %s%s"}.f(l, victim, where))
			return
		}
		t.say(bearSubj, text{"mauled %s%s (back aboard)", "помял %s%s (обратно на борт)"}.f(l, victim, where))
	}
}

// bearJustAt reports whether the sentence being told is the bear's and
// the event before i left it at cell c (it stepped there, or mauled
// someone there), so that "at c" need not be said again.
func (t *teller) bearJustAt(i int, c engine.Cell) bool {
	if who, ok := t.lastWho(); !ok || who != bearSubj || i == 0 {
		return false
	}
	switch p := t.evs[i-1]; p.Type {
	case engine.EvBearMoved:
		return p.To == c
	case engine.EvMauled:
		return p.From == c
	}
	return false
}

// foundWay tells pieces lost in the caves coming out of the one just
// opened: those coming out at one cell together in one sentence ("W1, W2
// and W3 came out of the cave at e8."), not one sentence each.
func (t *teller) foundWay(i int, e engine.Event) {
	l := t.l
	if i > 0 && t.evs[i-1].Type == engine.EvFound && t.evs[i-1].To == e.To {
		return // told with the first of them
	}
	names := []string{PieceName(l, e.Piece)}
	for _, x := range t.evs[i+1:] {
		if x.Type != engine.EvFound || x.To != e.To {
			break
		}
		names = append(names, PieceName(l, x.Piece))
	}
	if len(names) == 1 {
		t.say(pieceSubj(e.Piece), text{"came out of the cave at %s", "выбрался из пещеры на %s"}.f(l, CellName(l, e.To)))
		return
	}
	t.clause(text{"%s came out of the cave at %s", "%s выбрались из пещеры на %s"}.f(l, joinAnd(l, names), CellName(l, e.To)))
}
