package archi

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// orderLetters writes the sowing order of a take as colour letters, sep
// between them: "R W R", «К Б К».
func orderLetters(l narrate.Lang, a ar.Action, sep string) string {
	r, w := narrate.Pick(l, "R", "К"), narrate.Pick(l, "W", "Б")
	var b strings.Builder
	for k := range a.N {
		if k > 0 {
			b.WriteString(sep)
		}
		if a.Order&(1<<k) != 0 {
			b.WriteString(w)
		} else {
			b.WriteString(r)
		}
	}
	return b.String()
}

// Action describes action a in the past tense, as a predicate that reads
// after the mover's team name (TeamName(l, t) + " " + Action(l, a)):
// "took the pirates of island 3 and sowed them clockwise (R W R), skipping
// island 5 with rum" (or "islands 2 and 4"), "chose island 5", "called on captain Ching Shih".
// The Russian verbs agree with the plural team name. "?" for no action.
func Action(l narrate.Lang, a ar.Action) string {
	switch a.Kind {
	case ar.ActTake:
		s := text{"took the pirates of island %d and sowed them %s", "взяли пиратов с острова %d и разложили их %s"}.f(l,
			int(a.Island)+1, dirName(l, a.Dir))
		if a.N > 0 {
			s += " (" + orderLetters(l, a, " ") + ")"
		}
		if skips := a.SkippedIslands(); len(skips) > 0 {
			f := text{", skipping island %s with rum", ", пропустив ромом остров %s"}
			if len(skips) > 1 {
				f = text{", skipping islands %s with rum", ", пропустив ромом острова %s"}
			}
			s += f.f(l, islandList(l, skips))
		}
		return s
	case ar.ActChoose:
		return text{"chose island %d", "выбрали остров %d"}.f(l, int(a.Island)+1)
	case ar.ActCaptain:
		s := text{"called on captain %s", "призвали капитана %s"}.f(l, captainAcc(l, a.Cap))
		if a.Cap == ar.BenitoBonito && a.Island > 0 {
			s += " (" + chests(l, int(a.Island)) + ")"
		}
		return s
	}
	return "?"
}

// chests counts chests: "1 chest", «2 сундука».
func chests(l narrate.Lang, n int) string {
	return narrate.Counted(l, n, "chest", "chests", "сундук", "сундука", "сундуков")
}

// MaxButton is the longest label Button writes, in characters.
const MaxButton = 20

// Button is a very short label of action a for a chat button, at most
// MaxButton characters: "3 ↻ RWR, rum 5" (island 3 clockwise, red, white,
// red, island 5 skipped), "1 ↻, rum 2,4" (two rums), "Island 5", "Ching Shih", "Bonito: 2 chests".
// A long order is shortened (RRRW reads R3W).
func Button(l narrate.Lang, a ar.Action) string {
	switch a.Kind {
	case ar.ActTake:
		head := strconv.Itoa(int(a.Island)+1) + " ↻"
		if a.Dir == ar.CCW {
			head = strconv.Itoa(int(a.Island)+1) + " ↺"
		}
		tail := ""
		if skips := a.SkippedIslands(); len(skips) > 0 {
			nums := make([]string, len(skips))
			for k, i := range skips {
				nums[k] = strconv.Itoa(int(i) + 1)
			}
			tail = text{", rum %s", ", ром %s"}.f(l, strings.Join(nums, ","))
		}
		if a.N == 0 {
			return head + tail
		}
		room := MaxButton - utf8.RuneCountInString(head+tail) - 1
		return head + " " + fit(orderLetters(l, a, ""), room) + tail
	case ar.ActChoose:
		return text{"Island %d", "Остров %d"}.f(l, int(a.Island)+1)
	case ar.ActCaptain:
		if a.Cap == ar.BenitoBonito && a.Island > 0 {
			return text{"Bonito: %s", "Бонито: %s"}.f(l, chests(l, int(a.Island)))
		}
		return narrate.CapFirst(CaptainName(l, a.Cap))
	}
	return "?"
}

// fit shortens an order of colour letters to room characters: runs of one
// letter become the letter and its count, then the end is cut with "…".
func fit(order string, room int) string {
	if utf8.RuneCountInString(order) <= room {
		return order
	}
	rs := []rune(order)
	var b strings.Builder
	for k := 0; k < len(rs); {
		j := k
		for j < len(rs) && rs[j] == rs[k] {
			j++
		}
		b.WriteRune(rs[k])
		if j-k > 1 {
			b.WriteString(strconv.Itoa(j - k))
		}
		k = j
	}
	short := []rune(b.String())
	if len(short) <= room {
		return string(short)
	}
	if room < 1 {
		return ""
	}
	return string(short[:room-1]) + "…"
}
