package cardsn

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// cardNames are the cards' names by language: English, then the Russian
// nominative and accusative.
var cardNames = [3][cards.NumKinds]string{
	{"arrow ↗", "arrow ↖", "arrow ↘", "arrow ↙", "arrow ↔", "arrow ↕", "diagonal arrow ✕",
		"straight arrow ✚", "horse", "red flag", "blue flag", "Friday", "weapon", "double", "rum"},
	{"стрелка ↗", "стрелка ↖", "стрелка ↘", "стрелка ↙", "стрелка ↔", "стрелка ↕", "косая стрелка ✕",
		"прямая стрелка ✚", "конь", "красный флаг", "синий флаг", "Пятница", "оружие", "дубль", "ром"},
	{"стрелку ↗", "стрелку ↖", "стрелку ↘", "стрелку ↙", "стрелку ↔", "стрелку ↕", "косую стрелку ✕",
		"прямую стрелку ✚", "коня", "красный флаг", "синий флаг", "Пятницу", "оружие", "дубль", "ром"},
}

// CardName is the name of card c as it reads inside a sentence: "arrow
// ↗", "horse", "red flag", "Friday"; «стрелка ↗», «конь», «Пятница». It
// is "a card" («карта») for cards.Hidden and "?" for a value that is no
// card.
func CardName(l narrate.Lang, c cards.Card) string {
	switch {
	case c == cards.Hidden:
		return narrate.Pick(l, "a card", "карта")
	case c >= cards.NumKinds:
		return "?"
	}
	return cardNames[langIndex(l)][c]
}

// cardAcc is card c as the object of a verb: «коня», «Пятницу».
func cardAcc(l narrate.Lang, c cards.Card) string {
	if l == narrate.RU && c < cards.NumKinds {
		return cardNames[2][c]
	}
	return CardName(l, c)
}

// cardList lists cards: "horse, arrow ↗ and rum".
func cardList(l narrate.Lang, cs []cards.Card) string {
	items := make([]string, len(cs))
	for i, c := range cs {
		items[i] = CardName(l, c)
	}
	return narrate.JoinAnd(l, items)
}

// cardEmoji is the picture of a card on a button.
var cardEmoji = [cards.NumKinds]string{"🏹", "🏹", "🏹", "🏹", "🏹", "🏹", "🏹", "🏹", "🐎", "🟥",
	"🟦", "🏝", "🗡", "✌", "🍾"}

// reminders say what each card does.
var reminders = [cards.NumKinds]text{
	cards.ArrowNE:   {"one step north-east", "один шаг на северо-восток"},
	cards.ArrowNW:   {"one step north-west", "один шаг на северо-запад"},
	cards.ArrowSE:   {"one step south-east", "один шаг на юго-восток"},
	cards.ArrowSW:   {"one step south-west", "один шаг на юго-запад"},
	cards.ArrowEW:   {"one step east or west, chosen as it resolves", "один шаг на восток или запад, на выбор при розыгрыше"},
	cards.ArrowNS:   {"one step north or south, chosen as it resolves", "один шаг на север или юг, на выбор при розыгрыше"},
	cards.ArrowX:    {"one diagonal step, chosen as it resolves", "один шаг по диагонали, на выбор при розыгрыше"},
	cards.ArrowPlus: {"one step east, west, north or south, chosen as it resolves", "один шаг на восток, запад, север или юг, на выбор при розыгрыше"},
	cards.Horse:     {"a knight's jump, chosen as it resolves, over water and all", "прыжок буквой Г, на выбор при розыгрыше, хоть через воду"},
	cards.FlagRed:   {"first in a row only: start on the red flag (no step); no red flag ends the plan", "только первой в ряду: старт с красного флага (не шаг); нет такого флага — план окончен"},
	cards.FlagBlue:  {"first in a row only: start on the blue flag (no step); no blue flag ends the plan", "только первой в ряду: старт с синего флага (не шаг); нет такого флага — план окончен"},
	cards.Friday:    {"played on entering rough ground: it costs 1 step, not 2", "играется при входе в заросли: они стоят 1 шаг, а не 2"},
	cards.Weapon:    {"played on entering a bandit: beat it and go on", "играется при входе к бандиту: победить его и идти дальше"},
	cards.Double:    {"played after an arrow or horse: make its move once more (1 more step)", "играется после стрелки или коня: повторить ход (ещё 1 шаг)"},
	cards.Rum:       {"played on another player as their row resolves: +1 step for them", "играется на другого игрока перед его розыгрышем: ему +1 шаг"},
}

// Reminder is one line on what card c does: "a knight's jump, chosen as
// it resolves, over water and all". It is "" for a value that is no card.
func Reminder(l narrate.Lang, c cards.Card) string {
	if c >= cards.NumKinds {
		return ""
	}
	return reminders[c].in(l)
}

// dirNames name the directions: English, Russian.
var dirNames = [2][cards.NumDirs]string{
	{"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west",
		"2 north, 1 east", "2 east, 1 north", "2 east, 1 south", "2 south, 1 east",
		"2 south, 1 west", "2 west, 1 south", "2 west, 1 north", "2 north, 1 west"},
	{"север", "северо-восток", "восток", "юго-восток", "юг", "юго-запад", "запад", "северо-запад",
		"2 на север, 1 на восток", "2 на восток, 1 на север", "2 на восток, 1 на юг", "2 на юг, 1 на восток",
		"2 на юг, 1 на запад", "2 на запад, 1 на юг", "2 на запад, 1 на север", "2 на север, 1 на запад"},
}

// dirArrows draw the directions; a horse's jump long leg first.
var dirArrows = [cards.NumDirs]string{"↑", "↗", "→", "↘", "↓", "↙", "←", "↖",
	"↑↑→", "→→↑", "→→↓", "↓↓→", "↓↓←", "←←↓", "←←↑", "↑↑←"}

// DirName names direction d: "north-east", "2 north, 1 east" (a horse's
// jump); «северо-восток», «2 на север, 1 на восток». It is "?" for no
// direction.
func DirName(l narrate.Lang, d cards.Dir) string {
	if d >= cards.NumDirs {
		return "?"
	}
	return dirNames[langIndex(l)][d]
}

// dirArrow draws direction d: "↗", "↑↑→".
func dirArrow(d cards.Dir) string {
	if d >= cards.NumDirs {
		return "?"
	}
	return dirArrows[d]
}

// dirTo is the way a move went: "east", "2 north, 1 east"; «на восток»,
// «2 на север, 1 на восток».
func dirTo(l narrate.Lang, d cards.Dir) string {
	name := DirName(l, d)
	if l == narrate.RU && d < cards.NumDirs && !strings.Contains(name, " на ") {
		return "на " + name
	}
	return name
}
