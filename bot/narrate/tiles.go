package narrate

import (
	"slices"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// tileWords are the names of one tile kind: English bare and with its
// article, Russian nominative and accusative.
type tileWords struct {
	en, enA, ru, ruAcc string
}

// tileNames names every kind; the Russian names follow the 2008 rulebook.
var tileNames = [engine.NumKinds]tileWords{
	engine.Hidden:     {"face-down tile", "a face-down tile", "закрытая клетка", "закрытую клетку"},
	engine.Empty:      {"empty tile", "an empty tile", "пустая клетка", "пустую клетку"},
	engine.Arrow1:     {"arrow", "an arrow", "стрелка", "стрелку"},
	engine.Arrow1D:    {"diagonal arrow", "a diagonal arrow", "косая стрелка", "косую стрелку"},
	engine.Arrow2:     {"two arrows", "two arrows", "две стрелки", "две стрелки"},
	engine.Arrow2D:    {"two diagonal arrows", "two diagonal arrows", "две косые стрелки", "две косые стрелки"},
	engine.Arrow3:     {"three arrows", "three arrows", "три стрелки", "три стрелки"},
	engine.Arrow4:     {"four arrows", "four arrows", "четыре стрелки", "четыре стрелки"},
	engine.Arrow4D:    {"four diagonal arrows", "four diagonal arrows", "четыре косые стрелки", "четыре косые стрелки"},
	engine.Horse:      {"horse", "a horse", "конь", "коня"},
	engine.Forest:     {"forest", "a forest", "джунгли", "джунгли"},
	engine.Desert:     {"desert", "a desert", "пустыня", "пустыню"},
	engine.Swamp:      {"swamp", "a swamp", "болото", "болото"},
	engine.Mountains:  {"mountains", "the mountains", "горы", "горы"},
	engine.Ice:        {"ice", "ice", "лёд", "лёд"},
	engine.Trap:       {"trap", "a trap", "капкан", "капкан"},
	engine.Ogre:       {"ogre", "the ogre", "людоед", "людоеда"},
	engine.Fort:       {"fort", "a fort", "крепость", "крепость"},
	engine.NativeFort: {"native fort", "the native fort", "крепость с аборигенкой", "крепость с аборигенкой"},
	engine.Coin1:      {"chest of one coin", "a chest of one coin", "сундук с одной монетой", "сундук с одной монетой"},
	engine.Coin2:      {"chest of two coins", "a chest of two coins", "сундук с двумя монетами", "сундук с двумя монетами"},
	engine.Coin3:      {"chest of three coins", "a chest of three coins", "сундук с тремя монетами", "сундук с тремя монетами"},
	engine.Coin4:      {"chest of four coins", "a chest of four coins", "сундук с четырьмя монетами", "сундук с четырьмя монетами"},
	engine.Coin5:      {"chest of five coins", "a chest of five coins", "сундук с пятью монетами", "сундук с пятью монетами"},
	engine.Galleon:    {"galleon's treasure", "the galleon's treasure", "сокровище галеона", "сокровище галеона"},
	engine.Plane:      {"plane", "the plane", "самолёт", "самолёт"},
	engine.Smoke:      {"smoke", "smoke", "дым", "дым"},
	engine.Balloon:    {"balloon", "a balloon", "воздушный шар", "воздушный шар"},
	engine.Cannon:     {"cannon", "a cannon", "пушка", "пушку"},
	engine.Lighthouse: {"lighthouse", "the lighthouse", "маяк", "маяк"},
	engine.Crocodile:  {"crocodile", "a crocodile", "крокодил", "крокодила"},
	engine.BenGunn:    {"Ben Gunn", "Ben Gunn", "Бен Ганн", "Бена Ганна"},
	engine.Friday:     {"Friday", "Friday", "Пятница", "Пятницу"},
	engine.Missionary: {"missionary", "the missionary", "миссионер", "миссионера"},
	engine.Rum:        {"barrel of rum", "a barrel of rum", "бочонок рома", "бочонок рома"},
	engine.Bottle1:    {"bottle with a message", "a bottle with a message", "бутылка с посланием", "бутылку с посланием"},
	engine.Bottle2:    {"two bottles with messages", "two bottles with messages", "две бутылки с посланиями", "две бутылки с посланиями"},
	engine.Bottle3:    {"three bottles with messages", "three bottles with messages", "три бутылки с посланиями", "три бутылки с посланиями"},
	engine.Cave:       {"cave", "a cave", "пещера", "пещеру"},
	engine.Earthquake: {"earthquake", "an earthquake", "землетрясение", "землетрясение"},
	engine.Caramba:    {"Caramba", "Caramba", "Карамба", "Карамбу"},
	engine.Thicket:    {"thicket", "a thicket", "чаща", "чащу"},
	// Archipelago's new kinds: named, so that nothing reads "?"; their
	// words in play come with their rules.
	engine.Bank:       {"bank", "the bank", "банк", "банк"},
	engine.Musket:     {"musket", "a musket", "мушкет", "мушкет"},
	engine.Crossroads: {"crossroads", "the crossroads", "перекрёсток", "перекрёсток"},
	engine.Trampoline: {"trampoline", "a trampoline", "батут", "батут"},
	engine.BearDen:    {"bear's den", "the bear's den", "берлога", "берлогу"},
	engine.Spyglass:   {"spyglass", "the spyglass", "подзорная труба", "подзорную трубу"},
}

// TileName is the name of tile kind k, without an article, lower case
// unless a proper name: "cannon", "пушка", "Ben Gunn". It is "?" for a kind
// out of range.
func TileName(l Lang, k engine.Kind) string {
	if k >= engine.NumKinds {
		return "?"
	}
	return pick(l, tileNames[k].en, tileNames[k].ru)
}

// tileObject is the name of kind k as the object of a verb: with its
// article in English, accusative in Russian ("found a cannon", "открыл пушку").
func tileObject(l Lang, k engine.Kind) string {
	if k >= engine.NumKinds {
		return "?"
	}
	return pick(l, tileNames[k].enA, tileNames[k].ruAcc)
}

// tileSight describes a tile as it lies, with the way its arrows or barrel
// point: "two arrows pointing east and west", "пушка стволом на юг". It is
// nominative in Russian and has its article in English.
func tileSight(l Lang, k engine.Kind, r engine.Rot) string {
	switch {
	case k == engine.Cannon:
		return text{"a cannon aimed %s", "пушка стволом на %s"}.f(l, dirName(l, engine.N.Rotate(r)))
	case k == engine.Arrow4 || k == engine.Arrow4D:
		return text{"%s pointing every way", "%s во все стороны"}.f(l, TileName(l, k))
	case k.IsArrow():
		dirs := k.Arrows(r)
		slices.Sort(dirs)
		names := make([]string, len(dirs))
		for i, d := range dirs {
			names[i] = dirName(l, d)
		}
		if len(dirs) == 1 {
			return text{"an arrow pointing %s", "стрелка на %s"}.f(l, names[0])
		}
		if l == RU {
			for i := range names {
				names[i] = "на " + names[i]
			}
			return TileName(l, k) + ": " + joinAnd(l, names)
		}
		return TileName(l, k) + " pointing " + joinAnd(l, names)
	}
	if l == RU {
		return TileName(l, k)
	}
	return tileObject(l, k)
}

// ParseTile reads a tile kind from its canonical id ("arrow-2d", "cannon")
// or its English or Russian name ("native fort", "пушка", "Бен Ганн"),
// ignoring case and the difference between ё and е.
func ParseTile(s string) (engine.Kind, bool) {
	if k, err := engine.ParseKind(strings.TrimSpace(s)); err == nil {
		return k, true
	}
	want := foldName(s)
	if want == "" {
		return engine.Hidden, false
	}
	if k, ok := tileAliases[want]; ok {
		return k, true
	}
	for k := engine.Empty; k < engine.NumKinds; k++ {
		w := tileNames[k]
		for _, n := range [...]string{w.en, w.enA, w.ru, w.ruAcc} {
			if foldName(n) == want {
				return k, true
			}
		}
	}
	return engine.Hidden, false
}

// tileAliases are the other words a player may look a tile up by, folded
// (foldName): the 2008 rulebook's own words ("ямы-ловушки", "тропическая
// роща", "непочатый бочонок") and the short names players say ("ром",
// "сундук", "аборигенка").
var tileAliases = map[string]engine.Kind{
	"rum": engine.Rum, "ром": engine.Rum, "бочонок": engine.Rum, "бочка": engine.Rum, "бочка рома": engine.Rum,
	"ловушка": engine.Trap, "яма": engine.Trap, "яма-ловушка": engine.Trap, "ямы-ловушки": engine.Trap,
	"chest": engine.Coin1, "coins": engine.Coin1, "gold": engine.Coin1, "сундук": engine.Coin1, "монеты": engine.Coin1,
	"монета": engine.Coin1, "клад": engine.Coin1, "золото": engine.Coin1,
	"galleon": engine.Galleon, "галеон": engine.Galleon, "сокровище": engine.Galleon,
	"аборигенка": engine.NativeFort, "тропическая роща": engine.Smoke, "роща": engine.Smoke,
	"bottle": engine.Bottle1, "bottles": engine.Bottle1, "бутылка": engine.Bottle1, "бутылки": engine.Bottle1,
	"ben": engine.BenGunn, "бен": engine.BenGunn, "шар": engine.Balloon,
}

// foldName lower-cases a name, reads ё as е and squeezes its spaces.
func foldName(s string) string {
	s = strings.ReplaceAll(strings.ToLower(s), "ё", "е")
	return strings.Join(strings.Fields(s), " ")
}
