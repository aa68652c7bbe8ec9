package narrate

import (
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// archipelagoNames name the kinds Jackal Archipelago shares with classic
// under its own names (docs/archipelago.md): a pit, not a trap; a
// labyrinth, not a forest (Archipelago's forest is a tile's back). Kinds
// not listed keep classic's names.
var archipelagoNames = map[engine.Kind]tileWords{
	engine.Trap:       {"pit", "a pit", "яма", "яму"},
	engine.Rum:        {"barrel", "a barrel", "бочка", "бочку"},
	engine.Forest:     {"labyrinth of two steps", "a labyrinth of two steps", "лабиринт в два шага", "лабиринт в два шага"},
	engine.Desert:     {"labyrinth of three steps", "a labyrinth of three steps", "лабиринт в три шага", "лабиринт в три шага"},
	engine.Swamp:      {"labyrinth of four steps", "a labyrinth of four steps", "лабиринт в четыре шага", "лабиринт в четыре шага"},
	engine.Mountains:  {"labyrinth of five steps", "a labyrinth of five steps", "лабиринт в пять шагов", "лабиринт в пять шагов"},
	engine.Thicket:    {"jungle", "a jungle", "джунгли", "джунгли"},
	engine.NativeFort: {"shrine", "the shrine", "святилище", "святилище"},
	engine.Plane:      {"airplane", "the airplane", "самолёт", "самолёт"},
	engine.Ogre:       {"cannibal", "the cannibal", "людоед", "людоеда"},
	engine.Fort:       {"fortress", "a fortress", "крепость", "крепость"},
}

// tileObject is tileObject for the teller's game: Archipelago's names on
// a sea board.
func (t *teller) tileObject(k engine.Kind) string {
	if w, ok := archipelagoNames[k]; ok && t.sea() {
		return pick(t.l, w.enA, w.ruAcc)
	}
	return tileObject(t.l, k)
}

// sight is a tile as it shows when turned over: in Archipelago's words
// on a sea board (ArchipelagoTileSight), classic's elsewhere.
func (t *teller) sight(k engine.Kind, r engine.Rot) string {
	if t.sea() {
		return ArchipelagoTileSight(t.l, k, r)
	}
	return tileSight(t.l, k, r)
}

// goldFate is goldFate for the teller's game: on a sea board the coin is
// eaten by the cannibal, not the ogre.
func (t *teller) goldFate(e engine.Event) string {
	s := goldFate(t.l, e.Type, e.Gold, e.To)
	if t.sea() && t.l != RU {
		s = strings.Replace(s, "the ogre", "the cannibal", 1)
	}
	return s
}

// seaText is the words of Archipelago (sea) on a sea board, classic's
// elsewhere.
func (t *teller) seaText(classic, sea text) text {
	if t.sea() {
		return sea
	}
	return classic
}

// ArchipelagoTileSight is a face-down tile as a look (the lighthouse's,
// a scout's) shows it in Jackal Archipelago: an arrow with its ways, a
// cannon with its aim, any other tile by its Archipelago name (a pit, a
// barrel, a labyrinth of three steps, not classic's trap, rum or forest).
func ArchipelagoTileSight(l Lang, k engine.Kind, r engine.Rot) string {
	if _, ok := archipelagoNames[k]; ok {
		if l == RU {
			return ArchipelagoTileName(l, k)
		}
		return archipelagoNames[k].enA
	}
	return tileSight(l, k, r)
}
