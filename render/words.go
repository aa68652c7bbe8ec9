package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/cards"
)

// The words the pictures write, in English and Russian: each picture's
// options carry a Lang ("ru" Russian, anything else English). Debugging
// sheets and the text board stay English; names given by the caller
// (seats, players, titles), captains and short codes are not translated.

// tongue is a picture's language.
type tongue uint8

const (
	english tongue = iota
	russian
	numTongues
)

// tongueOf reads an options' Lang: "ru" is Russian, anything else English.
func tongueOf(lang string) tongue {
	if lang == "ru" {
		return russian
	}
	return english
}

// word names one text of the pictures; its table entry is a fmt format
// when it takes numbers or names.
type word uint8

const (
	wNobody         word = iota // a crew that is none
	wGameOver                   // a game ended with no winner named
	wGameOverDraw               // every side tied
	wGameOverWins               // %s: one winner
	wGameOverWin                // %s: several winners
	wGameOverPlayer             // %s: one player who won, by name (either gender in Russian)
	wWinner                     // the mark of a winner's line in the card game's strip
	wAnd                        // joins the winners' names
	wRoundTurn                  // %d round, %s the crew to play
	wSmoke                      // %s the crew playing the turn, %d the turns of smoke left
	wSmokeShort                 // wSmoke shorter, for a status line short of room
	wGoldLeft                   // %d coins still on the island
	wSolved                     // %s: the turns, counted
	wLostCoin                   // a puzzle lost: a coin lost
	wLostPirates                // a puzzle lost: too few pirates
	wLostTurns                  // a puzzle lost: the turns ran out
	wPuzzleOver                 // a puzzle ended otherwise
	wTurn                       // %d: a puzzle's turn
	wTurnOf                     // %d: the puzzle's turns, after wTurn
	wCrewToPlay                 // %s: the crew to play, after a turn
	wBank                       // a puzzle's banked coins
	wTeamToPlay                 // %s: the Archipirata team (and seat), or the crew, to play
	wTeamWins                   // %s: the winning team, on the banner; the one winning crew of a status line short of room
	wCrewsWin                   // %s: the winning crews, for a status line short of room
	wDraw                       // the banner of a draw
	wPendAid                    // the aid's choice
	wPendLookout                // the lookout's choice
	wPendInjure                 // a captain's injury
	wPendPlace                  // a captain's placing
	wEndGold                    // Archipirata ended by three gold chests
	wEndEliminated              // … by no pirate left
	wEndNoMove                  // … by no move left
	wEndStall                   // … by a stall
	wIslandOf                   // %d the island, %d of how many
	wInHand                     // %d cards in hand
	wReady                      // %s: the row's cards, counted
	wAtTortuga                  // a seat at Tortuga
	wPasses                     // a seat that passes
	wPlanning                   // %d: the cards of a row being planned
	wFirst                      // the first player
	wPlayed                     // %s: the games played, counted
	wChampion                   // %s: the champion's name
	wPlayer                     // the standings' heads
	wWins
	wPoints
	wCoins // the points' head when they are coins
	wRating
	wIslandSub  // %s the tiles counted; %d beach, forest, mountains removed
	wLegendBack // %[1]d cells of back %[2]s
	wBeach      // the backs' names in the legend
	wForest
	wMountains
	wShore     // the legend's water touching the land
	wLagoon    // the legend's lagoon
	wBoatStart // the legend's boat start
	wCrewWhite // the crews, capitalised, in the engine's order
	wCrewYellow
	wCrewBlack
	wCrewRed
	wRum     // the word on a rum barrel's label
	numWords // the number of words
)

// wordTexts are the words by key, English then Russian.
var wordTexts = [numWords][numTongues]string{
	wNobody:         {"Nobody", "Никто"},
	wGameOver:       {"Game over", "Игра окончена"},
	wGameOverDraw:   {"Game over: a draw", "Игра окончена: ничья"},
	wGameOverWins:   {"Game over: %s wins", "Игра окончена: победили %s"},
	wGameOverWin:    {"Game over: %s win", "Игра окончена: победили %s"},
	wGameOverPlayer: {"Game over: %s wins", "Игра окончена, победитель: %s"},
	wWinner:         {"winner", "победитель"},
	wAnd:            {" and ", " и "},
	wRoundTurn:      {"Round %d · %s to play", "Раунд %d · ходят %s"},
	wSmoke:          {" · smoke: %s plays it (%d left)", " · в дыму ходят %s (ещё %d)"},
	wSmokeShort:     {" · smoke: %s (%d)", " · дым: %s (%d)"},
	wGoldLeft:       {"Island %d", "На острове %d"},
	wSolved:         {"Solved in %s", "Решено за %s"},
	wLostCoin:       {"Puzzle lost: a coin is gone", "Головоломка проиграна: монета пропала"},
	wLostPirates:    {"Puzzle lost: too few pirates left", "Головоломка проиграна: мало пиратов"},
	wLostTurns:      {"Puzzle lost: the turns ran out", "Головоломка проиграна: ходы кончились"},
	wPuzzleOver:     {"Puzzle over", "Головоломка окончена"},
	wTurn:           {"Turn %d", "Ход %d"},
	wTurnOf:         {" of %d", " из %d"},
	wCrewToPlay:     {" · %s to play", " · ходят %s"},
	wBank:           {"Bank", "Банк"},
	wTeamToPlay:     {"%s to play", "Ходят %s"},
	wTeamWins:       {"%s wins", "Победили %s"},
	wCrewsWin:       {"%s win", "Победили %s"},
	wDraw:           {"Draw", "Ничья"},
	wPendAid:        {"Aid: pick an island", "Аптечка: выберите остров"},
	wPendLookout:    {"Lookout: pick a pile", "Вышка: выберите стопку"},
	wPendInjure:     {"Captain: injure on…", "Капитан: ранить на…"},
	wPendPlace:      {"Captain: place on…", "Капитан: поставить на…"},
	wEndGold:        {"3 gold chests", "3 сундука золота"},
	wEndEliminated:  {"no pirate left on the islands", "на островах не осталось пиратов"},
	wEndNoMove:      {"no move left", "ходов не осталось"},
	wEndStall:       {"the game stalled", "игра зашла в тупик"},
	wIslandOf:       {"Island %d of %d", "Остров %d из %d"},
	wInHand:         {"%d in hand", "на руке %d"},
	wReady:          {"ready (%s)", "ряд готов (%s)"},
	wAtTortuga:      {"at Tortuga", "на Тортуге"},
	wPasses:         {"sits out", "пропускает раунд"},
	wPlanning:       {"planning (%d)", "планирует (%d)"},
	wFirst:          {"first", "первый"},
	wPlayed:         {"%s played", "Сыграно: %s"},
	wChampion:       {"Champion: %s", "Чемпион: %s"},
	wPlayer:         {"Player", "Игрок"},
	wWins:           {"Wins", "Победы"},
	wPoints:         {"Points", "Очки"},
	wCoins:          {"Coins", "Монеты"},
	wRating:         {"Rating", "Рейтинг"},
	wIslandSub:      {"%s · remove %d beach, %d forest, %d mountains", "%s · убрать: пляж %d, лес %d, горы %d"},
	wLegendBack:     {"%[1]d %[2]s", "%[2]s %[1]d"},
	wBeach:          {"beach", "пляж"},
	wForest:         {"forest", "лес"},
	wMountains:      {"mountains", "горы"},
	wShore:          {"shore", "у берега"},
	wLagoon:         {"lagoon", "лагуна"},
	wBoatStart:      {"boat start", "старт лодки"},
	wCrewWhite:      {"White", "Белые"},
	wCrewYellow:     {"Yellow", "Жёлтые"},
	wCrewBlack:      {"Black", "Чёрные"},
	wCrewRed:        {"Red", "Красные"},
	wRum:            {"RUM", "РОМ"},
}

// say is word w in t, formatted with args when it takes any.
func (t tongue) say(w word, args ...any) string {
	if w >= numWords || t >= numTongues {
		return "?"
	}
	s := wordTexts[w][t]
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// noun names a thing the pictures count.
type noun uint8

const (
	nCoin noun = iota
	nCard
	nTurn
	nGame
	nTile
	numNouns
)

// nounForms are each noun's forms: the English singular and plural, the
// Russian forms for one, a few and many (монета, монеты, монет).
var nounForms = [numNouns][5]string{
	nCoin: {"coin", "coins", "монета", "монеты", "монет"},
	nCard: {"card", "cards", "карта", "карты", "карт"},
	nTurn: {"turn", "turns", "ход", "хода", "ходов"},
	nGame: {"game", "games", "игра", "игры", "игр"},
	nTile: {"tile", "tiles", "клетка", "клетки", "клеток"},
}

// count writes n things with digits: "1 coin", "2 coins"; «1 монета»,
// «2 монеты», «5 монет».
func (t tongue) count(n int, k noun) string {
	if k >= numNouns {
		return strconv.Itoa(n)
	}
	f := nounForms[k]
	if t == russian {
		return strconv.Itoa(n) + " " + f[2+ruPlural(n)]
	}
	if n == 1 {
		return "1 " + f[0]
	}
	return strconv.Itoa(n) + " " + f[1]
}

// ruPlural is the Russian form for n things: 0 for one (1, 21, 101), 1 for
// a few (2–4, 22–24), 2 for many (0, 5–20, 11–14, 25…).
func ruPlural(n int) int {
	if n < 0 {
		n = -n
	}
	switch d, h := n%10, n%100; {
	case h >= 11 && h <= 14:
		return 2
	case d == 1:
		return 0
	case d >= 2 && d <= 4:
		return 1
	}
	return 2
}

// crewTitle is crew c's name with a capital: "White", «Белые»; no crew is
// "Nobody", «Никто».
func (t tongue) crewTitle(c engine.Crew) string {
	if c >= engine.NumCrews {
		return t.say(wNobody)
	}
	return t.say(wCrewWhite + word(c))
}

// crewIn is crew c's name inside a line: "White" (English keeps the
// capital), «белые».
func (t tongue) crewIn(c engine.Crew) string { return t.lowerRU(t.crewTitle(c)) }

// teamTitle is Archipirata's team k with a capital, named as classic's
// crew of its colour: "Red" for team 0, "White" for team 1; «Красные»,
// «Белые».
func (t tongue) teamTitle(k int) string {
	if k == 1 {
		return t.say(wCrewWhite)
	}
	return t.say(wCrewRed)
}

// teamIn is team k's name inside a line: "Red", «красные».
func (t tongue) teamIn(k int) string { return t.lowerRU(t.teamTitle(k)) }

// lowerRU lower-cases s in Russian, where names inside a line take no
// capital; English keeps it.
func (t tongue) lowerRU(s string) string {
	if t == russian {
		return strings.ToLower(s)
	}
	return s
}

// cardFootRU are the Russian names at the foot of the card game's cards
// (the arrow drawn above says which way an arrow points).
var cardFootRU = [cards.NumKinds]string{
	cards.ArrowNE: "стрелка", cards.ArrowNW: "стрелка", cards.ArrowSE: "стрелка", cards.ArrowSW: "стрелка",
	cards.ArrowEW: "стрелка", cards.ArrowNS: "стрелка", cards.ArrowX: "косая", cards.ArrowPlus: "прямая",
	cards.Horse: "конь", cards.FlagRed: "красный", cards.FlagBlue: "синий",
	cards.Friday: "Пятница", cards.Weapon: "оружие", cards.Double: "дубль", cards.Rum: "ром",
}

// cardFoot is the name written at the foot of card c: in English its
// name in the notation ("arrow-ne", "horse": what a player types), in
// Russian its name (cardFootRU).
func (t tongue) cardFoot(c cards.Card) string {
	if t == russian && c < cards.NumKinds {
		return cardFootRU[c]
	}
	return c.String()
}

// cardMarks are the letters drawn on the special cards, English then
// Russian.
var cardMarks = map[cards.Card][numTongues]string{
	cards.Friday: {"F", "П"}, cards.Weapon: {"W", "О"}, cards.Double: {"×2", "×2"}, cards.Rum: {"R", "Р"},
}

// cardMark is the letter drawn on special card c ("?" for another card).
func (t tongue) cardMark(c cards.Card) string {
	if m, ok := cardMarks[c]; ok {
		return m[t]
	}
	return "?"
}
