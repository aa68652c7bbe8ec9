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
		if v.EndedBy == ar.EndAgreed {
			return narrate.Pick(l, "a draw by agreement: equal gold and equal pirates on the islands",
				"ничья по согласию: золота и пиратов на островах поровну")
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
	case ar.EndAgreed:
		return text{"%s won by agreement: %s", "%s победили по согласию: %s"}.f(l, teamIn(l, win, narrate.Nom), agreedReason(l, v))
	case ar.EndResigned:
		return text{"%s won: %s resigned", "%s победили: %s сдались"}.f(l, teamIn(l, win, narrate.Nom), teamIn(l, lose, narrate.Nom))
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
	if v.EndedBy == ar.EndStall || v.EndedBy == ar.EndEliminated || v.EndedBy == ar.EndAgreed {
		lines = append(lines, text{"Pirates on the islands: %s %d, %s %d.", "Пиратов на островах: %s — %d, %s — %d."}.f(l,
			teamIn(l, 0, narrate.Nom), onBoard(v, 0), teamIn(l, 1, narrate.Nom), onBoard(v, 1)))
	}
	return strings.Join(lines, "\n")
}

// agreedReason is why the team ahead wins a game ended now by agreement
// (Conclude: more gold, then more pirates on the islands): "more gold",
// "equal gold, more pirates on the islands".
func agreedReason(l narrate.Lang, v *ar.View) string {
	if gold(v, 0) != gold(v, 1) {
		return byMoreGold.in(l)
	}
	return byMorePirates.in(l)
}

// The reasons the team ahead wins a game ended by agreement.
var (
	byMoreGold    = text{"more gold", "у них больше золота"}
	byMorePirates = text{"equal gold, more pirates on the islands", "золота поровну, у них больше пиратов на островах"}
)

// EndPreview tells what ending the game now by agreement would mean, as
// the viewer of v may know it: who would win and why (more gold, then
// more pirates on the islands, else a draw), with the counts: "If the
// game ends now, White wins: equal gold, more pirates on the islands
// (gold: Red 0, White 0; pirates on the islands: Red 7, White 8)." When
// the face-down chests the viewer cannot see decide it, it says so and
// names no winner (the preview tells nothing the view hides). It is ""
// for a game over.
func EndPreview(l narrate.Lang, v *ar.View) string {
	if v == nil || v.Over {
		return ""
	}
	counts := text{"gold: %s; pirates on the islands: %s %d, %s %d", "золото: %s; пиратов на островах: %s — %d, %s — %d"}.f(l,
		goldCounts(l, v), teamIn(l, 0, narrate.Nom), onBoard(v, 0), teamIn(l, 1, narrate.Nom), onBoard(v, 1))
	// every way the chests face down to the viewer may hold gold: the
	// winner named only when they all agree
	w, known, byGold, byPirates := int8(-2), true, false, false
	for g0 := 0; g0 <= int(v.Held[0][ar.Chest]); g0++ {
		for g1 := 0; g1 <= int(v.Held[1][ar.Chest]); g1++ {
			g := [2]int{gold(v, 0) + g0, gold(v, 1) + g1}
			x := concluded(v, g)
			if w != -2 && x != w {
				known = false
			}
			w = x
			byGold, byPirates = byGold || g[0] != g[1], byPirates || g[0] == g[1]
		}
	}
	switch {
	case !known:
		return text{"If the game ends now, more gold wins, then more pirates on the islands, and the face-down chests decide it (%s).",
			"Если закончить сейчас, победит тот, у кого больше золота, затем — больше пиратов на островах, и всё решат закрытые сундуки (%s)."}.f(l, counts)
	case w < 0:
		return text{"If the game ends now, it is a draw: equal gold and equal pirates on the islands (%s).",
			"Если закончить сейчас, будет ничья: золота и пиратов на островах поровну (%s)."}.f(l, counts)
	}
	reason := byMoreGold.in(l)
	switch {
	case byGold && byPirates:
		reason = narrate.Pick(l, "no less gold, and more pirates on the islands", "золота не меньше, и у них больше пиратов на островах")
	case byPirates:
		reason = byMorePirates.in(l)
	}
	return text{"If the game ends now, %s wins: %s (%s).", "Если закончить сейчас, победят %s: %s (%s)."}.f(l,
		teamIn(l, uint8(w), narrate.Nom), reason, counts)
}

// concluded is the winner (-1 a draw) of the game of v ended now by
// agreement with the teams' gold g: more gold, then more pirates on the
// islands (Conclude).
func concluded(v *ar.View, g [2]int) int8 {
	switch r, w := onBoard(v, 0), onBoard(v, 1); {
	case g[0] != g[1]:
		return boolWin(g[1] > g[0])
	case r != w:
		return boolWin(w > r)
	}
	return -1
}

// boolWin is the team that wins: 1 (white) when white is ahead, else 0.
func boolWin(white bool) int8 {
	if white {
		return 1
	}
	return 0
}

// goldCounts is each team's gold as the view shows it, with the chests
// still face down to the viewer: "Red 0, White 1 + 2 face-down chests".
func goldCounts(l narrate.Lang, v *ar.View) string {
	var parts []string
	for t := range uint8(2) {
		p := text{"%s %d", "%s — %d"}.f(l, teamIn(l, t, narrate.Nom), gold(v, t))
		if n := int(v.Held[t][ar.Chest]); n > 0 {
			p += " + " + chestsDown(l, n)
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, ", ")
}
