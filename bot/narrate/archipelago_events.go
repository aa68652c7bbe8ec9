package narrate

import (
	"fmt"

	"github.com/jackalbot/jackal/engine"
)

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
			if e.By >= engine.NumPieces { // no one to say "and" of: the shot is the subject
				return pick(l, "a musket shot hit nobody", "выстрел из мушкета ни в кого не попал")
			}
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

// ScoutSight heads what scout p saw of a face-down tile, told to its
// player alone: "🔭 W2, your scout, sees:", then "f5: a pit".
func ScoutSight(l Lang, p engine.PieceID) string {
	return text{"🔭 %s, your scout, sees:", "🔭 Ваш разведчик %s видит:"}.f(l, PieceName(l, p))
}

// BottleQuestion asks the crew that has made its action what to do with
// its bottles (ARCHIPELAGO.md §5), from the actions offered (acts: bottle
// W2, give MIS, pass): what a bottle would do, for the pieces named by
// where they are held (a pit, a labyrinth), and how to end the turn; n is
// the bottles the crew holds. "" when no bottle may be spent.
func BottleQuestion(l Lang, v *engine.View, n int, acts []engine.Action) string {
	uses := []text{
		{"free %s from the pit", "вытащить %s из ямы"},
		{"let %s leave the labyrinth", "вывести %s из лабиринта"},
		{"free %s", "выручить %s"},
		{"make %s a pirate", "сделать %s пиратом"},
		{"make %s a pirate of the %s crew", "сделать %s пиратом команды %s"},
	}
	who := make([][]string, len(uses))
	theirs := engine.NoCrew
	for _, a := range acts {
		if a.Piece >= engine.NumPieces {
			continue
		}
		use := 3
		if a.Kind == engine.ActBottle {
			use = 2
			if v != nil && v.Pieces[a.Piece].At.Valid() {
				switch k := v.Tiles[v.Pieces[a.Piece].At].Kind; {
				case k == engine.Trap:
					use = 0
				case k.IsSpinner():
					use = 1
				}
			}
		} else if a.Kind != engine.ActGive {
			continue
		} else if c := givenTo(v, a.Piece); c != engine.NoCrew {
			// The bottle makes him a pirate of his own crew, not the
			// giver's (RULINGS §8): say whose.
			use = 4
			theirs = c
		}
		who[use] = append(who[use], PieceNameIn(l, a.Piece, Acc))
	}
	var said []string
	for i, u := range uses {
		switch {
		case len(who[i]) == 0:
		case i == 4:
			said = append(said, u.f(l, JoinOr(l, who[i]), CrewNameIn(l, theirs, Gen)))
		default:
			said = append(said, u.f(l, JoinOr(l, who[i])))
		}
	}
	if len(said) == 0 {
		return ""
	}
	return text{"🍾 Bottles: %d. Spend one to %s, or end the turn (✓ done).",
		"🍾 Бутылок: %d. Потратьте одну, чтобы %s, или закончите ход (✓ готово)."}.f(l, n, JoinOr(l, said))
}

// StallWarning warns the table that the stall rule (docs/archipelago.md:
// 50 rounds with no tile turned and no coin brought aboard or lost) ends
// the game after turns more turns unless something of the kind happens.
func StallWarning(l Lang, turns int) string {
	if l == RU {
		return fmt.Sprintf("⏳ Давно ничего не происходит: игра закончится через %d %s, если никто не откроет клетку, не доставит монету в лодку и не потеряет её.",
			turns, plural(turns, "ход", "хода", "ходов"))
	}
	word := "turns"
	if turns == 1 {
		word = "turn"
	}
	return fmt.Sprintf("⏳ Nothing has happened for a long time: the game ends in %d %s unless a tile is turned or a coin is brought aboard or lost.",
		turns, word)
}

// givenTo is the crew whose pirate a bottle given to character p makes
// him, when that is not the crew to act (the missionary keeps the crew he
// joined); NoCrew when it is the crew to act's own or the view does not
// tell.
func givenTo(v *engine.View, p engine.PieceID) engine.Crew {
	if v == nil || p != engine.MIS {
		return engine.NoCrew
	}
	if c := v.Pieces[p].Crew; c < engine.NumCrews && c != v.Turn {
		return c
	}
	return engine.NoCrew
}
