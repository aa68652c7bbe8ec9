package cardsn

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// winners are the seats of the view with the most coins among those that
// did not resign (ties share), as cards.Winners counts them.
func winners(v *cards.View) []uint8 {
	best := -1
	var out []uint8
	for p := range v.Seats {
		if p >= cards.MaxSeats || v.Resigned&(1<<p) != 0 {
			continue
		}
		switch c := int(v.Coins[p]); {
		case c > best:
			best, out = c, []uint8{p}
		case c == best:
			out = append(out, p)
		}
	}
	return out
}

// winText says who won a finished game: "Player 2 won with 9 coins",
// "Player 1 and Player 3 share the win with 7 coins"; a draw when every
// seat ends with no coin.
func winText(l narrate.Lang, v *cards.View, names []string) string {
	w := winners(v)
	if len(w) == 0 {
		return narrate.Pick(l, "nobody won", "никто не победил")
	}
	n := int(v.Coins[w[0]])
	if n == 0 && len(w) > 1 {
		// nobody scored: the bot counts it a draw (no winner in the
		// statistics), not a win shared by all
		return narrate.Pick(l, "nobody scored a coin: a draw", "никто не добыл ни монеты: ничья")
	}
	if len(w) == 1 {
		return text{"%s won with %s", "победа: %s (%s)"}.f(l, SeatLabel(l, w[0], names...), coins(l, n))
	}
	who := make([]string, len(w))
	for i, p := range w {
		who[i] = SeatLabel(l, p, names...)
	}
	return text{"%s share the win with %s each", "%s делят победу: по %s"}.f(l, narrate.JoinAnd(l, who), coinsPo(l, n))
}

// coinsPo is coins after «по» in Russian (по 1 монете, по 5 монет), the
// plain count in English.
func coinsPo(l narrate.Lang, n int) string {
	if l == narrate.RU && n%10 == 1 && n%100 != 11 {
		return narrate.Counted(l, n, "", "", "монете", "монете", "монете")
	}
	return coins(l, n)
}

// Ending is the game-over text of a finished game: who won (ties share the
// win) and why the game ended, then every seat's coins, a resigned seat
// marked. It is "" while the game goes on.
func Ending(l narrate.Lang, v *cards.View, names ...string) string {
	if v == nil || v.Phase != cards.PhaseOver {
		return ""
	}
	lines := []string{narrate.Pick(l, "Game over: ", "Игра окончена: ") + endReason(l, v.EndedBy) + ". " +
		narrate.CapFirst(winText(l, v, names)) + "!"}
	var items []string
	for p := range v.Seats {
		if p >= cards.MaxSeats {
			break
		}
		s := SeatLabel(l, p, names...) + " — " + coins(l, int(v.Coins[p]))
		if v.Resigned&(1<<p) != 0 {
			s += narrate.Pick(l, " (resigned)", " (сдача)")
		}
		items = append(items, s)
	}
	lines = append(lines, narrate.Pick(l, "Coins: ", "Монеты: ")+strings.Join(items, ", ")+".")
	return strings.Join(lines, "\n")
}
