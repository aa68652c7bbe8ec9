package yamlerr

import (
	"strconv"
	"strings"
)

// maxNear is the most edits a mistyped name may be from the name it is
// taken to mean.
const maxNear = 2

// Nearest is the one of names fewest edits from name (letters inserted,
// deleted or changed, case aside), at most two and at most half of
// name's letters ("gem" is not taken for "rum"), the first of those as
// near; "" when none is that near. It is the "did you mean" of a name a
// file misspells.
func Nearest(name string, names []string) string {
	typed := strings.ToLower(name)
	best, most := "", min(maxNear, len([]rune(typed))/2)+1
	for _, n := range names {
		if d := Distance(typed, strings.ToLower(n), most); d < most {
			best, most = n, d
		}
	}
	return best
}

// Distance is the Levenshtein distance of a and b, by letters (runes),
// or limit when it is limit or more: a word much longer than the other
// is not compared letter by letter.
func Distance(a, b string, limit int) int {
	x, y := []rune(a), []rune(b)
	if d := len(x) - len(y); d >= limit || -d >= limit {
		return limit
	}
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			low = min(low, cur[j])
		}
		if low >= limit {
			return limit
		}
		prev, cur = cur, prev
	}
	return min(prev[len(y)], limit)
}

// Unknown is the refusal of a name of a kind ("card") a file writes that
// the reader does not know, with where it is written ("pile of 3"; ""
// for nowhere in particular) and the one of names nearest to it, when one
// is near enough (Nearest): `unknown card "sabr" (pile of 3): did you
// mean "sabre"?`.
func Unknown(kind, name, where string, names []string) string {
	msg := "unknown " + kind + " " + strconv.Quote(name)
	if where != "" {
		msg += " (" + where + ")"
	}
	if near := Nearest(name, names); near != "" {
		msg += ": did you mean " + strconv.Quote(near) + "?"
	}
	return msg
}
