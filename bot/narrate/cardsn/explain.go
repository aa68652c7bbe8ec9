package cardsn

import (
	"errors"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// notation is the short reminder of how actions are written.
var notation = text{
	" Write lay horse (a card laid), plan horse arrow-ne (a whole row: lays them all and confirms it; plan horse, a row of one card), undo, ready, tortuga 2, pass, a direction (e, ne, nne), play weapon, rum @p2 or no.",
	" Пишите lay horse (выложить карту), plan horse arrow-ne (весь ряд: выложить все и подтвердить; plan horse — ряд из одной карты), undo, ready, tortuga 2, pass, направление (e, ne, nne), play weapon, rum @p2 или no.",
}

// explanations are the engine's sentinel errors and what they tell the
// player.
var explanations = []struct {
	err error
	t   text
}{
	{cards.ErrSyntax, text{"I did not understand that.", "Не понял."}},
	{cards.ErrIllegal, text{"That is not allowed now: lay only cards from your hand (a flag first in the row only, no special card), visit Tortuga only with the coins, and answer what is asked.",
		"Так сейчас нельзя: кладите в ряд только карты с руки (флаг — лишь первым, особые карты — никогда), на Тортугу — только при деньгах, и отвечайте на заданный вопрос."}},
	{cards.ErrNotActing, text{"It is not your turn to act: your row is in, or another player is being asked.",
		"Сейчас не ваша очередь: ваш ряд уже подтверждён или спрашивают другого игрока."}},
	{cards.ErrGameOver, text{"The game is over.", "Игра уже окончена."}},
	{cards.ErrOptions, text{"The card game is played by 2 to 4 players (p1, p2…), with islands=N for a shorter game.",
		"В карточную игру играют от 2 до 4 игроков (p1, p2…); islands=N — для короткой партии."}},
	{cards.ErrSnapshot, text{"The saved game is damaged or from another version and cannot be read.",
		"Сохранённая партия повреждена или из другой версии и не читается."}},
	{cards.ErrIsland, text{"The island card is malformed: a name: line, then rows of cells with exactly one white flag.",
		"Карта острова испорчена: нужна строка name:, затем ряды клеток с ровно одним белым флагом."}},
}

// Explain is the player-facing reason for err, an error of engine/cards
// (Apply, ApplyFor, Parse, Deal, ParseIsland or UnmarshalBinary): every
// sentinel of engine/cards/errors.go is explained (errors.Is), a syntax
// error with the notation; anything else reads "That cannot be done.". It
// is "" for a nil error.
func Explain(l narrate.Lang, err error) string {
	if err == nil {
		return ""
	}
	for _, x := range explanations {
		if errors.Is(err, x.err) {
			if x.err == cards.ErrSyntax {
				return x.t.in(l) + notation.in(l)
			}
			return x.t.in(l)
		}
	}
	return narrate.Pick(l, "That cannot be done.", "Так нельзя.")
}
