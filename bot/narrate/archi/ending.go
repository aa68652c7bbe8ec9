package archi

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// gold is team t's gold as the view shows it: its gold chests and the
// captains worth one (another team's chests are face down until the end).
func gold(v *ar.View, t uint8) int { return int(v.Held[t][ar.Gold]) + int(v.CapGold[t]) }

// onBoard is the number of pirates of colour c on the islands.
func onBoard(v *ar.View, c int) int {
	n := 0
	for i := range v.Pirates {
		n += int(v.Pirates[i][c])
	}
	return n
}

// whyText says who won a finished game and why, or that it is a draw.
func whyText(l narrate.Lang, v *ar.View) string {
	w := v.Winner
	if w < 0 || w > 1 {
		if v.EndedBy == ar.EndStall {
			return text{"%d turns in a row took no card: equal gold and equal pirates on the islands, a draw",
				"%d ходов подряд никто не брал карт: золота и пиратов на островах поровну, ничья"}.f(l, ar.StallTurns)
		}
		return narrate.Pick(l, "a draw", "ничья")
	}
	win, lose := uint8(w), uint8(1-w)
	switch v.EndedBy {
	case ar.EndGold:
		return text{"%s won with three gold chests", "%s победили, собрав три сундука золота"}.f(l, teamIn(l, win, narrate.Nom))
	case ar.EndEliminated:
		return text{"%s won: %s has no pirate left on the islands", "%s победили: у %s не осталось пиратов на островах"}.f(l,
			teamIn(l, win, narrate.Nom), teamIn(l, lose, narrate.Gen))
	case ar.EndNoMove:
		return text{"%s won: %s had no legal move", "%s победили: %s было некуда ходить"}.f(l,
			teamIn(l, win, narrate.Nom), teamIn(l, lose, narrate.Dat))
	case ar.EndStall:
		if gold(v, 0) != gold(v, 1) {
			return text{"%d turns in a row took no card: %s won with more gold", "%d ходов подряд никто не брал карт: %s победили, у них больше золота"}.f(l,
				ar.StallTurns, teamIn(l, win, narrate.Nom))
		}
		return text{"%d turns in a row took no card: %s won with more pirates on the islands",
			"%d ходов подряд никто не брал карт: %s победили, у них больше пиратов на островах"}.f(l,
			ar.StallTurns, teamIn(l, win, narrate.Nom))
	}
	return text{"%s won", "%s победили"}.f(l, teamIn(l, win, narrate.Nom))
}

// gameOverText tells the end of the game (EvGameOver), with the reason when
// the view has it.
func gameOverText(l narrate.Lang, e ar.Event, v *ar.View) string {
	if v != nil && v.Over {
		return narrate.Pick(l, "game over. ", "игра окончена. ") + narrate.CapFirst(whyText(l, v)) + "!"
	}
	if e.N == 1 {
		return narrate.Pick(l, "game over: a draw", "игра окончена: ничья")
	}
	return text{"game over: %s won!", "игра окончена: %s победили!"}.f(l, teamIn(l, uint8(e.Colour&1), narrate.Nom))
}

// Ending is the game-over text of a finished game: who won and why (three
// gold chests, a team off the islands, no legal move, the stall rule, or a
// draw), then the final gold of each team. It is "" while the game goes on.
func Ending(l narrate.Lang, v *ar.View) string {
	if v == nil || !v.Over {
		return ""
	}
	lines := []string{narrate.Pick(l, "Game over. ", "Игра окончена. ") + narrate.CapFirst(whyText(l, v)) + "!"}
	lines = append(lines, text{"Gold: %s %d, %s %d.", "Золото: %s — %d, %s — %d."}.f(l,
		teamIn(l, 0, narrate.Nom), gold(v, 0), teamIn(l, 1, narrate.Nom), gold(v, 1)))
	if v.EndedBy == ar.EndStall || v.EndedBy == ar.EndEliminated {
		lines = append(lines, text{"Pirates on the islands: %s %d, %s %d.", "Пиратов на островах: %s — %d, %s — %d."}.f(l,
			teamIn(l, 0, narrate.Nom), onBoard(v, 0), teamIn(l, 1, narrate.Nom), onBoard(v, 1)))
	}
	return strings.Join(lines, "\n")
}
