package narrate

import "strconv"

// The grammar helpers below are exported for the narration of other games
// (package archi); they behave exactly as the unexported ones this package
// uses.

// Pick chooses the text of language l: ru for RU, else en.
func Pick(l Lang, en, ru string) string { return pick(l, en, ru) }

// Plural picks the Russian form of a count n: one (1, 21…), few (2–4,
// 22–24…) or many (0, 5–20, 25…): Plural(5, "пират", "пирата", "пиратов")
// is "пиратов".
func Plural(n int, one, few, many string) string { return plural(n, one, few, many) }

// JoinAnd lists items as "a, b and c", «а, б и в».
func JoinAnd(l Lang, items []string) string { return joinAnd(l, items) }

// JoinOr lists items as "a, b or c", «а, б или в».
func JoinOr(l Lang, items []string) string { return joinWith(items, pick(l, " or ", " или ")) }

// CapFirst upper-cases the first letter of s.
func CapFirst(s string) string { return capFirst(s) }

// Sentence makes a whole sentence of s: the first letter upper-cased and a
// full stop added unless s already ends a sentence. "" stays "".
func Sentence(s string) string { return sentence(s) }

// Counted writes n things with digits: the English singular or plural,
// the Russian form for one, a few or many ("3 coins", «5 монет»). Games'
// narration packages count with it.
func Counted(l Lang, n int, one, many, ru1, ru2, ru5 string) string {
	if l == RU {
		return strconv.Itoa(n) + " " + plural(n, ru1, ru2, ru5)
	}
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
