package narrate

import "github.com/jackalbot/jackal/engine"

// archipelagoText tells the events of Archipelago's new tiles and its
// bear: the crossroads' die, the musket's shot, the bear waking, stepping
// and mauling, an arrow the earthquake moved turned.
func archipelagoText(l Lang, e engine.Event) string {
	p, at := PieceName(l, e.Piece), CellName(l, e.To)
	switch e.Type {
	case engine.EvRolled:
		if e.Piece < engine.NumPieces {
			return text{"at the crossroads %s, %s rolled %d: %s", "на перекрёстке %s %s выбросил %d: %s"}.f(l, at, p, e.N, rollWay(l, int(e.N)))
		}
		return text{"the die at the crossroads %s rolled %d: %s", "на перекрёстке %s выпало %d: %s"}.f(l, at, e.N, rollWay(l, int(e.N)))
	case engine.EvShot:
		shooter := pick(l, "a musket shot", "выстрел из мушкета")
		if e.By < engine.NumPieces {
			shooter = text{"%s fired the musket", "%s выстрелил из мушкета"}.f(l, PieceName(l, e.By))
		}
		if e.Piece >= engine.NumPieces {
			return text{"%s and hit nobody", "%s, но ни в кого не попал"}.f(l, shooter)
		}
		return text{"%s: %s, hit at %s, went back aboard", "%s: %s, подстреленный на %s, вернулся на борт"}.f(l, shooter, p, CellName(l, e.From))
	case engine.EvBearWoke:
		if e.By < engine.NumPieces {
			return text{"%s woke the bear at %s", "%s разбудил медведя на %s"}.f(l, PieceName(l, e.By), at)
		}
		return text{"the bear woke at %s", "медведь проснулся на %s"}.f(l, at)
	case engine.EvBearMoved:
		return text{"the bear went from %s to %s", "медведь перешёл с %s на %s"}.f(l, CellName(l, e.From), at)
	case engine.EvTurned:
		if e.Piece < engine.NumPieces {
			return text{"%s turned the arrow at %s: %s", "%s повернул стрелку на %s: %s"}.f(l, p, at, tileSight(l, e.Kind, e.Rot))
		}
		return text{"the arrow at %s was turned: %s", "стрелку на %s повернули: %s"}.f(l, at, tileSight(l, e.Kind, e.Rot))
	case engine.EvMauled:
		if e.To == engine.NoCell {
			return text{"the bear killed %s at %s", "медведь задрал %s на %s"}.f(l, PieceNameIn(l, e.Piece, Acc), CellName(l, e.From))
		}
		return text{"the bear mauled %s at %s: back aboard", "медведь помял %s на %s: обратно на борт"}.f(l, PieceNameIn(l, e.Piece, Acc), CellName(l, e.From))
	}
	return ""
}

// rollWay is where a crossroads' roll sends the piece: 1 north, 2 east, 3
// south, 4 west, 5 and 6 roll again.
func rollWay(l Lang, n int) string {
	switch n {
	case 1:
		return pick(l, "north", "на север")
	case 2:
		return pick(l, "east", "на восток")
	case 3:
		return pick(l, "south", "на юг")
	case 4:
		return pick(l, "west", "на запад")
	}
	return pick(l, "roll again", "бросать снова")
}
