package archi

import (
	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// numCardNames is the number of card values named: NoCard to Chest.
const numCardNames = int(ar.Chest) + 1

// cardNames are the cards' names by language: English, then the Russian
// nominative and accusative.
var cardNames = [3][numCardNames]string{
	{"no card", "sabre", "bomb", "compass", "aid", "rum", "gold chest", "rum chest",
		"reef", "fort", "whirlpool", "tavern", "storm", "lookout", "harbor", "kraken",
		"face-down card", "chest"},
	{"нет карты", "сабля", "бомба", "компас", "аптечка", "ром", "сундук золота", "сундук рома",
		"риф", "форт", "водоворот", "таверна", "шторм", "смотровая вышка", "гавань", "кракен",
		"закрытая карта", "сундук"},
	{"ничего", "саблю", "бомбу", "компас", "аптечку", "ром", "сундук золота", "сундук рома",
		"риф", "форт", "водоворот", "таверну", "шторм", "смотровую вышку", "гавань", "кракена",
		"закрытую карту", "сундук"},
}

// CardName is the name of card c, lower case as it reads inside a
// sentence: "sabre", "gold chest", "face-down card"; «сабля»,
// «сундук золота». It is "?" for a value that is no card.
func CardName(l narrate.Lang, c ar.Card) string {
	if int(c) >= numCardNames {
		return "?"
	}
	return cardNames[langIndex(l)][c]
}

// cardObj is card c as the object of a verb: "a sabre", "an aid card",
// «саблю», «кракена».
func cardObj(l narrate.Lang, c ar.Card) string {
	switch {
	case int(c) >= numCardNames:
		return "?"
	case l == narrate.RU:
		return cardNames[2][c]
	case c == ar.NoCard:
		return "nothing"
	case c == ar.Aid:
		return "an aid card"
	}
	return "a " + cardNames[0][c]
}

// reminders are what each permanent does, told when it is revealed.
var reminders = [...]text{
	ar.Reef:      {"nobody may start a sowing there any more", "отсюда больше нельзя начинать ход"},
	ar.Fort:      {"combat there needs 4 to 1, not 3 to 1", "для боя здесь нужен перевес 4 к 1, а не 3 к 1"},
	ar.Whirlpool: {"a pirate sown there is carried one island further", "пирата, попавшего сюда, уносит на остров дальше"},
	ar.Tavern:    {"whoever ends a sowing there also draws the top card of the next island", "кто закончит здесь посев, берёт ещё и верхнюю карту следующего острова"},
	ar.Storm:     {"every pirate there is blown to the next island clockwise", "всех пиратов отсюда сдувает на следующий остров по часовой стрелке"},
	ar.Lookout:   {"the mover may look at the face-down cards of one pile", "можно посмотреть закрытые карты одной стопки"},
	ar.Harbor:    {"pirates there are safe from sabres and bombs", "здесь пиратов не ранят ни сабля, ни бомба"},
	ar.Kraken:    {"it injures one pirate of each colour there", "он ранит по пирату каждого цвета"},
}

// Reminder is a short reminder of what permanent c does: "combat there
// needs 4 to 1, not 3 to 1". It is "" for a card that is no permanent.
func Reminder(l narrate.Lang, c ar.Card) string {
	if !c.IsPermanent() {
		return ""
	}
	return reminders[c].in(l)
}
