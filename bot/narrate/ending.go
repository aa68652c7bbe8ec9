package narrate

import (
	"fmt"
	"sort"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// side is one side of a finished game: a crew alone, or a team's crews.
type side struct {
	crews []engine.Crew
	gold  int
}

// sides groups the view's crews into sides, best first (turn order among
// equals).
func sides(v *engine.View) []side {
	var out []side
	seen := engine.CrewSet(0)
	for _, c := range v.Crews {
		if seen.Has(c) {
			continue
		}
		s := side{}
		for _, k := range v.Crews {
			if v.Allies(c, k) || k == c {
				s.crews = append(s.crews, k)
				s.gold += v.Scores[k]
				seen = seen.With(k)
			}
		}
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].gold > out[j].gold })
	return out
}

// crewList names crews as "white and black", "белые и чёрные".
func crewList(l Lang, crews []engine.Crew) string {
	names := make([]string, len(crews))
	for i, c := range crews {
		names[i] = CrewName(l, c)
	}
	return joinAnd(l, names)
}

// Ending is the game-over text of a finished game: how it ended, the gold
// each crew (or team, summed) brought aboard, what was lost or left, and
// who won, equal totals sharing the win. It is "" while the game goes on.
func Ending(l Lang, v *engine.View) string {
	if v == nil || !v.Over {
		return ""
	}
	lines := []string{sentence(gameOverText(l, v.EndedBy))}
	ss := sides(v)
	var scores []string
	for _, s := range ss {
		if len(s.crews) == 1 {
			scores = append(scores, text{"%s %d", "%s — %d"}.f(l, CrewName(l, s.crews[0]), s.gold))
			continue
		}
		parts := make([]string, len(s.crews))
		for i, c := range s.crews {
			parts[i] = fmt.Sprint(v.Scores[c])
		}
		scores = append(scores, text{"%s %d (%s)", "%s — %d (%s)"}.f(l, crewList(l, s.crews), s.gold, strings.Join(parts, " + ")))
	}
	sep := ", "
	if len(ss) > 0 && len(ss[0].crews) > 1 {
		sep = "; "
	}
	sea := v.Board.Boats() // Archipelago's words: coins, boats, the cannibal
	head := text{"Gold aboard: ", "Золото на кораблях: "}
	lost := text{"lost at sea or to the ogre: %d", "утонуло или съедено: %d"}
	if sea {
		head = text{"Coins aboard: ", "Монеты в лодках: "}
		lost = text{"sunk or eaten by the cannibal: %d", "утонуло или съедено людоедом: %d"}
	}
	lines = append(lines, head.in(l)+strings.Join(scores, sep)+".")
	var rest []string
	if v.GoldLost > 0 {
		rest = append(rest, lost.f(l, v.GoldLost))
	}
	if v.GoldLeft > 0 {
		rest = append(rest, text{"left on the island: %d", "осталось на острове: %d"}.f(l, v.GoldLeft))
	}
	if len(rest) > 0 {
		lines = append(lines, sentence(strings.Join(rest, "; ")))
	}
	if v.EndedBy == engine.EndResigned {
		lines = append(lines, resignedWinners(l, v.Winners))
	} else {
		lines = append(lines, winnersText(l, ss, sea))
	}
	return strings.Join(lines, "\n")
}

// winnersText says who won: the best side, or the sides sharing the best
// total.
func winnersText(l Lang, ss []side, sea bool) string {
	if len(ss) == 0 {
		return ""
	}
	best := ss[0].gold
	if best == 0 {
		if sea {
			return pick(l, "Nobody brought a coin aboard: a draw.", "Никто не добыл ни монеты: ничья.")
		}
		return pick(l, "Nobody brought any gold aboard: a draw.", "Никто не добыл золота: ничья.")
	}
	var won []engine.Crew
	n := 0
	for _, s := range ss {
		if s.gold == best {
			won = append(won, s.crews...)
			n++
		}
	}
	names := crewList(l, won)
	switch {
	case n > 1:
		return text{"A tie: %s share the win!", "Ничья: победу делят %s!"}.f(l, names)
	case l == RU:
		return "Победили " + names + "!"
	case len(won) > 1:
		return capFirst(names) + " win together!"
	}
	return capFirst(names) + " wins!"
}

// resignedWinners says who won a game the other side resigned: the gold
// does not count then.
func resignedWinners(l Lang, won []engine.Crew) string {
	names := crewList(l, won)
	switch {
	case l == RU:
		return "Победили " + names + ": соперник сдался!"
	case len(won) > 1:
		return capFirst(names) + " win: the other side resigned!"
	}
	return capFirst(names) + " wins: the other side resigned!"
}
