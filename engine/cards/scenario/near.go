package scenario

import (
	"fmt"

	"github.com/jackalbot/jackal/engine/cards"
)

// maxNear is the most edits a mistyped card id may be from the card it
// is taken to mean.
const maxNear = 2

// unknownCard is the refusal of a card id the game does not know, with
// where it is written ("hand of p1"; "" for nowhere in particular) and the
// id it is nearest to, when one is within maxNear edits.
func unknownCard(name, where string) error {
	msg := fmt.Sprintf("unknown card %q", name)
	if where != "" {
		msg += " (" + where + ")"
	}
	if near := nearestCard(name); near != "" {
		msg += fmt.Sprintf(": did you mean %q?", near)
	}
	return fmt.Errorf("%w: %s", ErrMalformed, msg)
}

// nearestCard is the card id fewest edits from name, at most maxNear
// and at most half of name's letters (gem is not taken for rum), the
// first of those as near; "" when none is that near.
func nearestCard(name string) string {
	best, most := "", min(maxNear, len([]rune(name))/2)+1
	for c := range cards.Card(cards.NumKinds) {
		if d := edits(name, c.String(), most); d < most {
			best, most = c.String(), d
		}
	}
	return best
}

// edits is the Levenshtein distance of a and b (letters inserted,
// deleted or changed), or limit when it is limit or more: a name much
// longer than any id is not compared letter by letter.
func edits(a, b string, limit int) int {
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
