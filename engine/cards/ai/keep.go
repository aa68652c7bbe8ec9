package ai

import (
	"slices"

	"github.com/jackalbot/jackal/engine/cards"
)

// keepValue is what a card carried in the hand to the next island is
// worth, in coins: the gold it adds on average to the best row of a hand
// of three cards drawn from the deck, on an island of the catalogue drawn
// at random (measured over 3000 such hands and islands). The horse and
// the choosing arrows carry a hand; the printed diagonals, the flags and
// the specials but the double seldom help.
var keepValue = [cards.NumKinds]float64{
	cards.ArrowNE: 0.14, cards.ArrowNW: 0.26, cards.ArrowSE: 0.19, cards.ArrowSW: 0.33,
	cards.ArrowEW: 0.44, cards.ArrowNS: 0.45, cards.ArrowX: 0.68, cards.ArrowPlus: 0.66,
	cards.Horse: 1.25, cards.FlagRed: 0.3, cards.FlagBlue: 0.24,
	cards.Friday: 0, cards.Weapon: 0.01, cards.Double: 0.37, cards.Rum: 0,
}

// drawValue is the keepValue of a card drawn from the full deck, on
// average: what a card laid is replaced by when the hand is filled.
var drawValue = func() float64 {
	v := 0.0
	for c := range cards.NumKinds {
		v += float64(cards.DeckCount(c)) * keepValue[c]
	}
	return v / cards.NumCards
}()

// byWorth is the kinds a row may hold, the least worth kept first.
var byWorth = func() []cards.Card {
	var out []cards.Card
	for c := cards.ArrowNE; c < cards.Friday; c++ {
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(a, b cards.Card) int {
		switch {
		case keepValue[a] < keepValue[b]:
			return -1
		case keepValue[a] > keepValue[b]:
			return 1
		}
		return 0
	})
	return out
}()

// byReach is the kinds a row may hold, the most worth kept first: the
// order a bounded search tries them in.
var byReach = func() []cards.Card {
	out := slices.Clone(byWorth)
	slices.Reverse(out)
	return out
}()

// handValue is the worth of the hand a seat carries out of a round in
// which it laid a row, kept the cards of kept: kept, and the cards drawn
// at the end of the round (one, then up to cards.HandMin), each worth
// drawValue.
func handValue(kept *[cards.NumKinds]uint8) float64 {
	n, v := 0, 0.0
	for c, k := range kept {
		n += int(k)
		v += float64(k) * keepValue[c]
	}
	return v + float64(max(1, cards.HandMin-n))*drawValue
}

// dumpable is whether the k-th card of kind c (0 first) of a hand may be
// laid at a row's end: a flag only when lead is set (the row is empty and
// the flag would lead it), and one flag at most (flags seen so far).
func dumpable(c cards.Card, lead bool, flags *int) bool {
	if !c.IsFlag() {
		return true
	}
	if !lead || *flags > 0 {
		return false
	}
	*flags++
	return true
}

// dumps is how many of rest's cards, the least worth first (byWorth),
// to lay at the row's end as well, so that the hand carried on is worth
// most (handValue): laid cards are replaced by draws only while the hand
// is short of cards.HandMin, so only the cards worth least go, and only
// so many. At least least cards are laid, when rest has so many a row
// may hold. It returns the number and the worth of the hand carried on.
func dumps(rest *[cards.NumKinds]uint8, lead bool, least int) (int, float64) {
	n, v := 0, 0.0
	for c, k := range rest {
		n += int(k)
		v += float64(k) * keepValue[c]
	}
	worth := func() float64 { return v + float64(max(1, cards.HandMin-n))*drawValue }
	best, bn := -1e9, 0
	if least == 0 {
		best = worth()
	}
	laid, flags := 0, 0
	for _, c := range byWorth {
		for range rest[c] {
			if !dumpable(c, lead, &flags) {
				continue
			}
			laid++
			n--
			v -= keepValue[c]
			if w := worth(); laid >= least && w > best {
				best, bn = w, laid
			}
		}
	}
	if best == -1e9 {
		return 0, worth()
	}
	return bn, best
}

// discards are the cards dumps lays, a flag first, appended to out, and
// the worth of the hand carried on.
func discards(rest [cards.NumKinds]uint8, lead bool, least int, out []cards.Card) ([]cards.Card, float64) {
	k, worth := dumps(&rest, lead, least)
	from := len(out)
	flags := 0
	for _, c := range byWorth {
		for range rest[c] {
			if k == 0 {
				break
			}
			if !dumpable(c, lead, &flags) {
				continue
			}
			out = append(out, c)
			k--
		}
	}
	for i := from; i < len(out); i++ {
		if out[i].IsFlag() {
			out[from], out[i] = out[i], out[from]
		}
	}
	return out, worth
}

// spendFrom takes from hand the specials sp spends.
func spendFrom(hand *[cards.NumKinds]uint8, sp spend) {
	hand[cards.Weapon] -= min(hand[cards.Weapon], sp.w)
	hand[cards.Friday] -= min(hand[cards.Friday], sp.f)
	hand[cards.Double] -= min(hand[cards.Double], sp.d)
}

// riddance orders row (a row laid to be rid of its cards, reaching no
// gold) so that its pirate spends the most specials of hand on the way
// (a friday on rough ground, a weapon on a bandit, a double), a flag
// staying first; the first such order found wins, row's own on a tie.
func riddance(w *walker, is *cards.Island, hand *[cards.NumKinds]uint8, row []cards.Card) []cards.Card {
	if hand[cards.Friday]+hand[cards.Weapon]+hand[cards.Double] == 0 || len(row) == 0 || len(row) > 6 {
		return row
	}
	from := 0
	if row[0].IsFlag() {
		from = 1
	}
	best := slices.Clone(row)
	w.rowOpts(is, hand, row, 0, nil)
	most := w.spent
	cur := slices.Clone(row)
	var perm func(k int)
	perm = func(k int) {
		if k == len(cur) {
			w.rowOpts(is, hand, cur, 0, nil)
			if w.spent.more(most) {
				most = w.spent
				copy(best, cur)
			}
			return
		}
		for i := k; i < len(cur); i++ {
			if i > k && slices.Contains(cur[k:i], cur[i]) {
				continue
			}
			cur[k], cur[i] = cur[i], cur[k]
			perm(k + 1)
			cur[k], cur[i] = cur[i], cur[k]
		}
	}
	perm(from)
	return best
}
