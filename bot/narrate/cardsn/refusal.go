package cardsn

import (
	"slices"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// Refusal says to the seat of v why the action it wrote (text, in the
// notation) cannot be played now, naming the rule it breaks: "You hold no
// horse. Your hand: …", "A flag may only start a row …", "Tortuga 3 costs
// 3 coins; you have 1.", "Your arrow ↕ goes n or s.". It is "" when the
// action may be played, or when no particular rule explains it (Explain
// then says why). It names the seat's hand: it is said only to that seat.
func Refusal(l narrate.Lang, v *cards.View, text string) string {
	if v == nil || v.Seat >= v.Seats || v.Seat >= cards.MaxSeats {
		return ""
	}
	a, err := cards.Parse(text)
	if err != nil {
		// a special card typed as a plan is no syntax error to the player
		f := strings.Fields(strings.ToLower(text))
		if len(f) == 2 && (f[0] == "lay" || f[0] == "plan") {
			if c, ok := cards.ParseCard(f[1]); ok && c.IsSpecial() {
				return special(l, c)
			}
		}
		return ""
	}
	switch v.Phase {
	case cards.PhasePlan:
		if v.Status[v.Seat] != cards.Planning {
			return ""
		}
		return planRefusal(l, v, a)
	case cards.PhaseResolve:
		if v.ToAct != v.Seat {
			return ""
		}
		return resolveRefusal(l, v, a)
	}
	return ""
}

// special is why special card c is never laid in a row.
func special(l narrate.Lang, c cards.Card) string {
	return text{"A %[1]s card is never laid in a row: it is played from the hand when it applies, and you will be asked then (play %[2]s or no).",
		"Карту «%[1]s» не кладут в ряд: её играют с руки, когда она пригодится, — об этом спросят (play %[2]s или no)."}.f(l, CardName(l, c), c)
}

// planRefusal is Refusal while the seat plans its row.
func planRefusal(l narrate.Lang, v *cards.View, a cards.Action) string {
	row := v.Row[v.Seat][:v.RowN[v.Seat]]
	switch a.Kind {
	case cards.ActPlan:
		switch c := a.Card; {
		case c.IsSpecial():
			return special(l, c)
		case v.Hand[c] == 0:
			none := text{"You hold no %s.", "У вас нет карты «%s»."}
			if slices.Contains(row, c) {
				none = text{"You hold no other %s.", "Больше карт «%s» у вас нет."}
			}
			return none.f(l, CardName(l, c)) + text{" Your hand: %s.", " На руке: %s."}.f(l, handText(l, v))
		case c.IsFlag() && len(row) > 0:
			return narrate.Pick(l, "A flag may only start a row: take your cards back (undo) to lay it first.",
				"Флаг кладут только первым в ряд: заберите карты (undo), чтобы положить его первым.")
		}
	case cards.ActTortuga:
		switch {
		case len(row) > 0:
			return narrate.Pick(l, "Tortuga is visited instead of laying a row: take your cards back first (undo).",
				"На Тортугу отправляются вместо ряда: сначала заберите карты (undo).")
		case uint16(a.N) > v.Coins[v.Seat]:
			return text{"Tortuga %d costs %s; you have %s.", "Тортуга %d стоит %s, а у вас %s."}.f(l, a.N,
				coinsAcc(l, int(a.N)), coins(l, int(v.Coins[v.Seat])))
		}
	case cards.ActReady:
		if len(row) == 0 {
			return narrate.Pick(l, "Your row is empty: lay a card first (lay …).", "Ваш ряд пуст: сначала выложите карту (lay …).")
		}
	case cards.ActUndo:
		if len(row) == 0 {
			return narrate.Pick(l, "Your row is empty: there is nothing to take back.", "Ваш ряд пуст: забирать нечего.")
		}
	case cards.ActPass:
		if _, canPlan := plannable(v); len(row) > 0 || canPlan {
			return narrate.Pick(l, "Only a player holding no card a row may hold sits the round out: lay a row, or visit Tortuga.",
				"Пропустить раунд можно, только если в руке нет карт для ряда: выложите ряд или отправьтесь на Тортугу.")
		}
	case cards.ActDir, cards.ActCell, cards.ActPlay, cards.ActNo, cards.ActRum:
		return narrate.Pick(l, "That is answered while the rows are resolved; now lay your row in secret.",
			"Это отвечают, когда ряды разыгрываются; сейчас выложите свой тайный ряд.")
	}
	return ""
}

// resolveRefusal is Refusal while the seat is asked during the
// resolution.
func resolveRefusal(l narrate.Lang, v *cards.View, a cards.Action) string {
	switch v.Pend {
	case cards.PendDir:
		c := current(v)
		if a.Kind == cards.ActCell && !v.Island.Has(cards.Cell(a.N)) {
			return text{"%s is not on this island card: name a direction or a cell of the card.",
				"Клетки %s нет на этой карте острова: назовите направление или клетку карты."}.f(l, cards.Cell(a.N))
		}
		if res := resolver(v); res < cards.MaxSeats {
			a = cards.AnswerCell(a, &v.Island, v.Pos[res], c) // a cell names the direction reaching it
		}
		if (a.Kind == cards.ActDir || a.Kind == cards.ActCell) && c != cards.Hidden {
			if a.Kind == cards.ActDir && slices.Contains(c.Dirs(), a.Dir) {
				return ""
			}
			var ds []string
			for _, d := range c.Dirs() {
				ds = append(ds, d.String())
			}
			return text{"Your %s goes %s only.", "«%s» ходит только так: %s."}.f(l, CardName(l, c), narrate.JoinOr(l, ds))
		}
		return text{"Choose a direction for your %s first.", "Сначала выберите направление: %s."}.f(l, CardName(l, c))
	case cards.PendFriday, cards.PendWeapon, cards.PendDouble:
		want, _ := v.Pend.Offers()
		switch {
		case a.Kind == cards.ActPlay && a.Card != want, a.Kind != cards.ActPlay && a.Kind != cards.ActNo:
			return text{"Answer what is asked: play %[1]s, or no.", "Ответьте на вопрос: play %[1]s или no."}.f(l, want)
		case a.Kind == cards.ActPlay && v.Hand[want] == 0:
			return text{"You hold no %s: answer no.", "У вас нет карты «%s»: ответьте no."}.f(l, CardName(l, want))
		}
	case cards.PendRum:
		res := resolver(v)
		switch {
		case a.Kind == cards.ActRum && v.Hand[cards.Rum] == 0:
			return narrate.Pick(l, "You hold no rum: answer no.", "У вас нет рома: ответьте no.")
		case a.Kind == cards.ActRum && a.Seat != res:
			return text{"A rum is played only on the player starting to resolve: rum @%s, or no.",
				"Ром играют только против того, кто начинает розыгрыш: rum @%s или no."}.f(l, cards.SeatName(int(res)))
		case a.Kind != cards.ActRum && a.Kind != cards.ActNo:
			return text{"Answer what is asked: rum @%s, or no.", "Ответьте на вопрос: rum @%s или no."}.f(l, cards.SeatName(int(res)))
		}
	}
	return ""
}
