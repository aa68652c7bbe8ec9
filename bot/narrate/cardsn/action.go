package cardsn

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// Action describes action a for a log or a confirmation: "lay the horse
// at the end of the row", "visit Tortuga: 3 cards for 2 coins", "go
// north-east", "play a rum on Player 2"; «выложить коня в конец ряда». names
// label the seats (see SeatLabel). It is "?" for no action.
func Action(l narrate.Lang, a cards.Action, names ...string) string {
	switch a.Kind {
	case cards.ActPlan:
		return text{"lay the %s at the end of the row", "выложить %s в конец ряда"}.f(l, cardAcc(l, a.Card))
	case cards.ActUndo:
		return narrate.Pick(l, "take the row's last card back", "забрать последнюю карту ряда")
	case cards.ActReady:
		return narrate.Pick(l, "confirm the row", "подтвердить ряд")
	case cards.ActTortuga:
		return text{"visit Tortuga: %s for %s", "отправиться на Тортугу: %s за %s"}.f(l,
			cardsN(l, cards.TortugaCards(int(a.N))), coinsAcc(l, int(a.N)))
	case cards.ActPass:
		return narrate.Pick(l, "sit the round out", "пропустить раунд")
	case cards.ActDir:
		if a.Dir >= cards.NumDirs {
			return "?"
		}
		if a.Dir >= cards.NNE {
			return text{"jump %s", "прыгнуть: %s"}.f(l, DirName(l, a.Dir))
		}
		return text{"go %s", "пойти %s"}.f(l, dirTo(l, a.Dir))
	case cards.ActPlay:
		return text{"play the %s", "сыграть %s"}.f(l, cardAcc(l, a.Card))
	case cards.ActRum:
		return text{"play a rum on %s", "сыграть ром: %s получит +1 шаг"}.f(l, SeatLabel(l, a.Seat, names...))
	case cards.ActNo:
		return narrate.Pick(l, "no, play nothing", "нет, ничего не играть")
	case cards.ActCell:
		if cards.Cell(a.N) >= cards.MaxSide*cards.MaxSide {
			return "?"
		}
		return text{"go to %s", "пойти на %s"}.f(l, cards.Cell(a.N))
	}
	return "?"
}

// dirShort are the directions' letters on a button, Russian.
var dirShortRU = [cards.NumDirs]string{"С", "СВ", "В", "ЮВ", "Ю", "ЮЗ", "З", "СЗ",
	"ССВ", "ВСВ", "ВЮВ", "ЮЮВ", "ЮЮЗ", "ЗЮЗ", "ЗСЗ", "ССЗ"}

// Button is a short label of action a for a chat button: "🐎 horse",
// "⛵ Tortuga: 3 cards for 2 coins", "✓ ready", "↩ undo", "↗ NE",
// "🗡 play weapon", "🍾 rum on Player 2", "✗ no". It is "?" for no action.
func Button(l narrate.Lang, a cards.Action, names ...string) string {
	switch a.Kind {
	case cards.ActPlan:
		if a.Card >= cards.NumKinds {
			return "?"
		}
		return cardEmoji[a.Card] + " " + CardName(l, a.Card)
	case cards.ActUndo:
		return narrate.Pick(l, "↩ undo", "↩ вернуть")
	case cards.ActReady:
		return narrate.Pick(l, "✓ ready", "✓ готово")
	case cards.ActTortuga:
		return text{"⛵ Tortuga: %s for %s", "⛵ Тортуга: %s за %s"}.f(l,
			cardsN(l, cards.TortugaCards(int(a.N))), coinsAcc(l, int(a.N)))
	case cards.ActPass:
		return narrate.Pick(l, "⏭ pass", "⏭ пропустить раунд")
	case cards.ActDir:
		if a.Dir >= cards.NumDirs {
			return "?"
		}
		short := strings.ToUpper(a.Dir.String())
		if l == narrate.RU {
			short = dirShortRU[a.Dir]
		}
		return dirArrow(a.Dir) + " " + short
	case cards.ActPlay:
		if a.Card >= cards.NumKinds {
			return "?"
		}
		return cardEmoji[a.Card] + " " + text{"play %s", "сыграть %s"}.f(l, cardAcc(l, a.Card))
	case cards.ActRum:
		return "🍾 " + text{"rum on %s", "ром: %s"}.f(l, SeatLabel(l, a.Seat, names...))
	case cards.ActNo:
		return narrate.Pick(l, "✗ no", "✗ нет")
	case cards.ActCell:
		if cards.Cell(a.N) >= cards.MaxSide*cards.MaxSide {
			return "?"
		}
		return "→ " + cards.Cell(a.N).String()
	}
	return "?"
}
