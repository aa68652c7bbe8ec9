package cardsn

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// statusWords are each seat's part in a round.
var statusWords = [...]text{
	cards.Planning:  {"planning", "планирует"},
	cards.Ready:     {"ready", "готово"},
	cards.AtTortuga: {"at Tortuga", "на Тортуге"},
	cards.Passed:    {"sits the round out", "пропускает раунд"},
}

// Status sums up the view in a few lines: the island (k of n), then one
// line a seat: coins, cards in hand, and its part in the round (how many
// cards its row holds while planning, the revealed row's cards while
// resolving, so a board edited during the resolution still shows them),
// the first player marked; then the deck. It is "" for no view.
func Status(l narrate.Lang, v *cards.View, names ...string) string {
	if v == nil || v.Seats == 0 {
		return ""
	}
	name := IslandName(l, v.IslandID)
	lines := []string{text{"Island %d of %d: “%s”.", "Остров %d из %d: «%s»."}.f(l, int(v.Round)+1, int(v.NumIsl), name)}
	for p := range v.Seats {
		if p >= cards.MaxSeats {
			break
		}
		s := SeatLabel(l, p, names...)
		if p == v.First {
			s += " ⚑"
		}
		s += text{": %s, %s in hand", ": %s, на руке %s"}.f(l, coins(l, int(v.Coins[p])), cardsN(l, int(v.HandN[p])))
		if v.Phase != cards.PhaseOver && int(v.Status[p]) < len(statusWords) {
			s += ", " + statusWords[v.Status[p]].in(l)
			if v.Phase == cards.PhasePlan && v.Status[p] != cards.AtTortuga && v.Status[p] != cards.Passed {
				s += text{" (row: %s)", " (в ряду %s)"}.f(l, cardsN(l, int(v.RowN[p])))
			}
			if v.Phase == cards.PhaseResolve && v.RowN[p] > 0 && int(v.RowN[p]) <= cards.NumCards {
				s += text{" (row: %s)", " (ряд: %s)"}.f(l, cardList(l, v.Row[p][:v.RowN[p]]))
			}
		}
		if v.Resigned&(1<<p) != 0 {
			s += narrate.Pick(l, ", resigned", ", вне игры (сдача)")
		}
		lines = append(lines, s+".")
	}
	lines = append(lines, text{"Deck: %s. First player: ⚑.", "Колода: %s. Первый игрок: ⚑."}.f(l, cardsN(l, int(v.DeckN))))
	return strings.Join(lines, "\n")
}
