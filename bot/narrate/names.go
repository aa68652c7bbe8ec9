package narrate

import "github.com/jackalbot/jackal/engine"

// Case is a grammatical case. Russian names decline; English names ignore
// the case and read the same in every one.
type Case uint8

// The cases.
const (
	Nom Case = iota // nominative: кто? — белые, Пятница
	Gen             // genitive: кого? — белых, Пятницы
	Dat             // dative: кому? — белым, Пятнице
	Acc             // accusative: кого? — белых, Пятницу
	Ins             // instrumental: кем? — белыми, Пятницей
	Pre             // prepositional: о ком? — о белых, о Пятнице
	numCases
)

// crewEN are the English crew names; crewRU the Russian stems, declined as
// plural adjectives (белые, белых…).
var (
	crewEN      = [engine.NumCrews]string{"white", "yellow", "black", "red"}
	crewRU      = [engine.NumCrews]string{"бел", "жёлт", "чёрн", "красн"}
	crewRUCases = [numCases]string{"ые", "ых", "ым", "ых", "ыми", "ых"}
)

// CrewName is the name of crew c in the nominative, lower case as it reads
// inside a sentence: "white", "белые". It is "?" for no crew.
func CrewName(l Lang, c engine.Crew) string { return CrewNameIn(l, c, Nom) }

// CrewNameIn is the name of crew c in case k: "белых" (Gen), "белым" (Dat).
func CrewNameIn(l Lang, c engine.Crew, k Case) string {
	if c >= engine.NumCrews {
		return "?"
	}
	if l != RU {
		return crewEN[c]
	}
	if k >= numCases {
		k = Nom
	}
	return crewRU[c] + crewRUCases[k]
}

// characterRU are the declensions of the three characters: Ben Gunn, Friday
// and the missionary, by case.
var characterRU = [3][numCases]string{
	{"Бен Ганн", "Бена Ганна", "Бену Ганну", "Бена Ганна", "Беном Ганном", "Бене Ганне"},
	{"Пятница", "Пятницы", "Пятнице", "Пятницу", "Пятницей", "Пятнице"},
	{"миссионер", "миссионера", "миссионеру", "миссионера", "миссионером", "миссионере"},
}

var characterEN = [3]string{"Ben Gunn", "Friday", "the missionary"}

// PieceName is the name of piece p as it reads inside a sentence: "W1",
// "Ben Gunn", "Friday", "the missionary"; "W1", "Бен Ганн", "Пятница",
// "миссионер". All pieces are men: Russian verbs agree in the masculine.
func PieceName(l Lang, p engine.PieceID) string { return PieceNameIn(l, p, Nom) }

// PieceNameIn is the name of piece p in case k: "Бена Ганна", "Пятнице".
// The pirates W1–R3 do not decline.
func PieceNameIn(l Lang, p engine.PieceID, k Case) string {
	switch {
	case p < engine.BEN:
		return p.String()
	case p >= engine.NumPieces:
		return "?"
	}
	i := p - engine.BEN
	if l != RU {
		return characterEN[i]
	}
	if k >= numCases {
		k = Nom
	}
	return characterRU[i][k]
}

// CellName is the name of cell c, the same in every language: "e5". A cell
// off the board reads "off the board", "вне поля".
func CellName(l Lang, c engine.Cell) string {
	if !c.Valid() {
		return pick(l, "off the board", "вне поля")
	}
	return c.String()
}

// dirNames are the eight directions, north first, clockwise; the Russian
// ones are accusative, as they follow "на" (на северо-восток).
var dirNames = [2][8]string{
	{"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"},
	{"север", "северо-восток", "восток", "юго-восток", "юг", "юго-запад", "запад", "северо-запад"},
}

// dirName names direction d.
func dirName(l Lang, d engine.Dir) string { return dirNames[langIndex(l)][d&7] }
