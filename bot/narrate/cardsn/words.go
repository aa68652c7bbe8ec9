package cardsn

import (
	"fmt"
	"strconv"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// text is one message in both languages; its formats take the same
// arguments in the same order.
type text struct{ en, ru string }

// in is the message in language l.
func (t text) in(l narrate.Lang) string { return narrate.Pick(l, t.en, t.ru) }

// f formats the message in language l.
func (t text) f(l narrate.Lang, args ...any) string { return fmt.Sprintf(t.in(l), args...) }

// langIndex is 1 for Russian, 0 for English.
func langIndex(l narrate.Lang) int {
	if l == narrate.RU {
		return 1
	}
	return 0
}

// SeatLabel names seat: names[seat] when the caller gave one, else
// "Player 1" … "Player 4", «Игрок 1»…; "?" for a seat out of range. A
// caller's label (a Telegram name) cannot be declined, so the Russian
// texts keep every name in the nominative («Вася: ряд пуст», «ром: Вася
// получит +1 шаг»).
func SeatLabel(l narrate.Lang, seat uint8, names ...string) string {
	if seat >= cards.MaxSeats {
		return "?"
	}
	if int(seat) < len(names) && names[seat] != "" {
		return names[seat]
	}
	if l == narrate.RU {
		return "Игрок " + strconv.Itoa(int(seat)+1)
	}
	return "Player " + strconv.Itoa(int(seat)+1)
}

// coins counts coins in the nominative: "1 coin", «2 монеты», «5 монет».
func coins(l narrate.Lang, n int) string {
	return narrate.Counted(l, n, "coin", "coins", "монета", "монеты", "монет")
}

// coinsAcc counts coins as an object: "1 coin", «1 монету», «2 монеты».
func coinsAcc(l narrate.Lang, n int) string {
	return narrate.Counted(l, n, "coin", "coins", "монету", "монеты", "монет")
}

// cardsN counts cards in the nominative: "1 card", «2 карты», «5 карт».
func cardsN(l narrate.Lang, n int) string {
	return narrate.Counted(l, n, "card", "cards", "карта", "карты", "карт")
}

// cardsAcc counts cards as an object: «1 карту», «3 карты».
func cardsAcc(l narrate.Lang, n int) string {
	return narrate.Counted(l, n, "card", "cards", "карту", "карты", "карт")
}

// steps counts steps: "1 step", «2 шага», «5 шагов».
func steps(l narrate.Lang, n int) string {
	return narrate.Counted(l, n, "step", "steps", "шаг", "шага", "шагов")
}

// cell names a cell ("c2"), "?" for none.
func cell(c cards.Cell) string {
	if c == cards.NoCell {
		return "?"
	}
	return c.String()
}
