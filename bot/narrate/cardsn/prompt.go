package cardsn

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// resolver is the seat resolving its row.
func resolver(v *cards.View) uint8 {
	if v.Seats == 0 {
		return 0
	}
	return (v.First + v.Res) % v.Seats
}

// current is the card being resolved, cards.Hidden if none.
func current(v *cards.View) cards.Card {
	p := resolver(v)
	if p >= cards.MaxSeats || v.Card >= v.RowN[p] {
		return cards.Hidden
	}
	return v.Row[p][v.Card]
}

// handText lists the viewer's hand: "horse, arrow ↗ ×2 and rum", "empty".
func handText(l narrate.Lang, v *cards.View) string {
	var items []string
	for c := range cards.NumKinds {
		switch n := v.Hand[c]; {
		case n == 1:
			items = append(items, CardName(l, c))
		case n > 1:
			items = append(items, CardName(l, c)+" ×"+strconv.Itoa(int(n)))
		}
	}
	if len(items) == 0 {
		return narrate.Pick(l, "empty", "пуста")
	}
	return narrate.JoinAnd(l, items)
}

// rowText lists the viewer's row.
func rowText(l narrate.Lang, v *cards.View) string {
	p := v.Seat
	return cardList(l, v.Row[p][:v.RowN[p]])
}

// plannable is the first card of the viewer's hand a row may hold, and
// whether there is one.
func plannable(v *cards.View) (cards.Card, bool) {
	for c := range cards.Friday {
		if v.Hand[c] > 0 {
			return c, true
		}
	}
	return 0, false
}

// Prompt is what the seat of v must do now, to that seat: "Plan your row:
// …", "Choose a direction for your horse from c2.", "A bandit at d3: play a
// weapon (play weapon) or not (no)?"; to anyone else, whom the game waits
// for. While planning, the seat's hand and row are listed; once its row
// is confirmed it is named ("Your row is ready: …"), and a seat at
// Tortuga or sitting out is told so, before whom the game waits for. The
// notation a player may type stands in parentheses after the words. It
// is "" for no view or a game over.
func Prompt(l narrate.Lang, v *cards.View, names ...string) string {
	if v == nil || v.Phase == cards.PhaseOver || v.Seats == 0 {
		return ""
	}
	if v.Phase == cards.PhasePlan {
		return planPrompt(l, v, names)
	}
	p := v.ToAct
	if p != v.Seat {
		return narrate.Sentence(waitText(l, v, names))
	}
	res := resolver(v)
	at := v.Pos[res]
	if c, ok := v.Pend.Offers(); ok && v.Hand[c] == 0 {
		return noneHeld(l, v, c, names)
	}
	switch v.Pend {
	case cards.PendRum:
		return text{"Play a rum on %s, who starts to resolve (+1 step for them)? rum @%s or no.",
			"Розыгрыш начинает %s: сыграть ром против этого ряда (+1 шаг)? Ром (rum @%s) или нет (no)?"}.f(l,
			SeatLabel(l, res, names...), cards.SeatName(int(res)))
	case cards.PendDir:
		return text{"Choose a direction for your %s from %s (or name the cell it goes to).", "Выберите направление: %s с %s (или назовите клетку, куда идти)."}.f(l,
			CardName(l, current(v)), cell(at))
	case cards.PendFriday:
		return text{"Rough ground at %s: play Friday to make it 1 step, not 2 (play friday), or no?",
			"Заросли на %s: сыграть Пятницу, чтобы они стоили 1 шаг, а не 2 (play friday), или нет (no)?"}.f(l, cell(at))
	case cards.PendWeapon:
		return text{"A bandit at %s: play a weapon to beat it and go on (play weapon), or no (the plan ends)?",
			"Бандит на %s: сыграть оружие, чтобы победить его и идти дальше (play weapon), или нет — план окончен (no)?"}.f(l, cell(at))
	case cards.PendDouble:
		return text{"Double your %s: make its move once more (play double), or no?",
			"Повторить ход (%s) дублем (play double) или нет (no)?"}.f(l, CardName(l, current(v)))
	}
	return narrate.Sentence(waitText(l, v, names))
}

// noneHeld is the question of the resolution to a seat that does not hold
// the card it offers (c), whose only answer is no: the rules ask the
// card's owner only, but a game stored under rules 1 or 2 (which asked
// every player alike) may still wait for such an answer.
func noneHeld(l narrate.Lang, v *cards.View, c cards.Card, names []string) string {
	var what string
	switch v.Pend {
	case cards.PendRum:
		what = text{"%s starts to resolve: anyone may play a rum on them.", "%s начинает розыгрыш: любой может сыграть ром против этого ряда."}.f(l,
			narrate.CapFirst(SeatLabel(l, resolver(v), names...)))
	case cards.PendFriday:
		what = text{"Rough ground at %s.", "Заросли на %s."}.f(l, cell(v.Pos[resolver(v)]))
	case cards.PendWeapon:
		what = text{"A bandit at %s.", "Бандит на %s."}.f(l, cell(v.Pos[resolver(v)]))
	case cards.PendDouble:
		what = text{"Your %s could be doubled.", "Ход (%s) можно было бы повторить дублем."}.f(l, CardName(l, current(v)))
	}
	return what + text{" You hold no %s: answer no.",
		" У вас нет карты «%s»: ответьте «нет» (no)."}.f(l, CardName(l, c))
}

// planPrompt is Prompt while the plans are made.
func planPrompt(l narrate.Lang, v *cards.View, names []string) string {
	p := v.Seat
	if p >= v.Seats || p >= cards.MaxSeats {
		return narrate.Sentence(waitText(l, v, names))
	}
	if v.Status[p] != cards.Planning {
		wait := narrate.Sentence(waitText(l, v, names))
		switch v.Status[p] {
		case cards.AtTortuga:
			return narrate.Pick(l, "You are at Tortuga and sit this round out. ", "Вы на Тортуге и пропускаете этот раунд. ") + wait
		case cards.Passed:
			return narrate.Pick(l, "You sit this round out. ", "Вы пропускаете этот раунд. ") + wait
		}
		if v.RowN[p] == 0 {
			return wait
		}
		// the row confirmed, as it will be resolved: named, so that the
		// line is not a bare list of cards
		var row []string
		for _, c := range v.Row[p][:v.RowN[p]] {
			row = append(row, CardName(l, c))
		}
		return text{"Your row is ready: %s. ", "Ваш ряд готов: %s. "}.f(l, strings.Join(row, " → ")) + wait
	}
	hand := text{" Your hand: %s.", " На руке: %s."}.f(l, handText(l, v))
	first, ok := plannable(v)
	switch {
	case v.RowN[p] > 0:
		return text{"Your row: %s. Lay another card (lay …), take the last back (undo) or confirm (ready).",
			"Ваш ряд: %s. Добавьте карту (lay …), верните последнюю в руку (undo) или подтвердите (ready)."}.f(l, rowText(l, v)) + hand
	case !ok:
		return narrate.Pick(l, "You hold no card a row may hold: sit the round out (pass) or visit Tortuga (tortuga 1–3).",
			"У вас нет карт для ряда: пропустите раунд (pass) или отправьтесь на Тортугу (tortuga 1–3).") + hand
	}
	// the example is a card of the hand: it names none the player does
	// not hold
	return text{"Plan your row in secret: lay cards one by one, left to right (lay %s), then ready; or visit Tortuga: tortuga 1, 2 or 3 coins for 2, 3 or 5 cards.",
		"Составьте тайный ряд: выкладывайте карты по одной, слева направо (lay %s), затем подтвердите (ready); или отправьтесь на Тортугу (tortuga 1, 2 или 3): 2, 3 или 5 карт за 1, 2 или 3 монеты."}.f(l, first) + hand
}

// waitText says whom the game waits for.
func waitText(l narrate.Lang, v *cards.View, names []string) string {
	if v.Phase == cards.PhasePlan {
		var who []string
		for p := range v.Seats {
			if p < cards.MaxSeats && v.Status[p] == cards.Planning {
				who = append(who, SeatLabel(l, p, names...))
			}
		}
		return text{"waiting for the plans of: %s", "ждём планы: %s"}.f(l, narrate.JoinAnd(l, who))
	}
	p, res := v.ToAct, resolver(v)
	who := SeatLabel(l, p, names...)
	// Only a card's owner is asked whether to play it, so the others are
	// told whose answer is awaited, never the card: naming it would show
	// a card of that hand.
	switch v.Pend {
	case cards.PendRum:
		return text{"%s is resolving; waiting for %s's answer", "розыгрыш начинает %s; ждём ответа: %s"}.f(l, SeatLabel(l, res, names...), who)
	case cards.PendDir:
		return text{"%s is choosing a direction for the %s", "%s выбирает направление (%s)"}.f(l, who, CardName(l, current(v)))
	case cards.PendFriday, cards.PendWeapon, cards.PendDouble:
		return text{"waiting for %s's answer", "ждём ответа: %s"}.f(l, who)
	}
	return text{"%s to act", "ходит %s"}.f(l, who)
}
