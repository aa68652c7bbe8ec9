package ai

import (
	"slices"

	"github.com/jackalbot/jackal/engine/cards"
)

// keepTable is what a card carried in the hand out of a round is worth,
// in coins, by the islands left on which it may serve (1 to 9, a row
// each): the gold it adds, against a card less, to what a seat playing
// alone (rollout.go's solo rounds, this table their worth) digs on those
// islands, from a hand of 0 to 5 cards drawn at random, filled as the
// rules fill it. It was fitted by least squares to 800,000 such games
// (100,000 sets of islands and draws, eight hands each, the gold of each
// hand compared with the mean of its set), the counts of each kind, the
// cards drawn at the round's end and the cards beyond four the terms;
// pairs of a kind, a friday with a weapon and the like explained almost
// nothing more. With one island left it is the gold a card adds to a
// short hand on that island (keepValue before it); with more, the
// choosing arrows and the horse are worth more, and the friday and the
// weapon ever less: they can be spent only on rough ground and bandits,
// so they stay, holding a place a drawn card would fill.
var keepTable = [9][cards.NumKinds]float64{
	{0.15, 0.29, 0.23, 0.32, 0.44, 0.47, 0.70, 0.65, 1.25, 0.30, 0.23, 0.00, 0.04, 0.48, 0.02},
	{0.16, 0.32, 0.26, 0.37, 0.45, 0.51, 0.85, 0.74, 1.46, 0.26, 0.20, -0.28, -0.24, 0.45, -0.03},
	{0.18, 0.32, 0.28, 0.39, 0.49, 0.54, 0.92, 0.83, 1.57, 0.26, 0.18, -0.54, -0.49, 0.43, -0.04},
	{0.21, 0.35, 0.31, 0.43, 0.52, 0.61, 0.95, 0.88, 1.62, 0.26, 0.22, -0.76, -0.70, 0.43, 0.01},
	{0.21, 0.38, 0.31, 0.41, 0.56, 0.65, 0.98, 0.92, 1.64, 0.28, 0.23, -0.92, -0.88, 0.43, 0.00},
	{0.23, 0.37, 0.33, 0.49, 0.59, 0.68, 1.02, 0.98, 1.66, 0.29, 0.27, -1.06, -1.03, 0.46, 0.01},
	{0.25, 0.42, 0.38, 0.46, 0.62, 0.70, 1.01, 0.99, 1.70, 0.35, 0.28, -1.22, -1.21, 0.46, 0.04},
	{0.23, 0.43, 0.39, 0.47, 0.67, 0.75, 1.08, 0.99, 1.70, 0.33, 0.28, -1.30, -1.30, 0.47, 0.03},
	{0.28, 0.42, 0.38, 0.47, 0.65, 0.76, 1.04, 1.00, 1.71, 0.35, 0.34, -1.50, -1.51, 0.47, 0.00},
}

// junkWeight weighs the measured worth of the friday and the weapon (not
// worth keeping with more than one island left): weighed 1.5 times, hard
// won 0.06 coins a game more over 1200 games than with the table as
// measured, within the noise but no worse.
const junkWeight = 1.5

// keep is what the hand carried out of a round is worth, in coins, with
// some islands left: each card held, and each card drawn at the round's
// end (the mean over the deck).
type keep struct {
	card [cards.NumKinds]float64
	draw float64
}

// keeps is keepTable's worth by the islands left (keeps[0]: none), the
// friday and the weapon weighed by junkWeight.
var keeps = func() (out [10]keep) {
	for l := 1; l < len(out); l++ {
		out[l].card = keepTable[l-1]
		out[l].card[cards.Friday] *= junkWeight
		out[l].card[cards.Weapon] *= junkWeight
		for c := range cards.NumKinds {
			out[l].draw += float64(cards.DeckCount(c)) * out[l].card[c]
		}
		out[l].draw /= cards.NumCards
	}
	return out
}()

// islandsLeft is the number of islands the view's game visits after the
// current one.
func islandsLeft(v *cards.View) int {
	return max(int(v.NumIsl)-int(v.Round)-1, 0)
}

// keepFor is the worth of the hand carried out of a round with left
// islands after it (the most the table holds for more).
func keepFor(left int) *keep {
	return &keeps[min(max(left, 0), len(keeps)-1)]
}

// byWorth is the kinds a row may hold, the least worth kept first (with
// one island left; the order hardly changes with more).
var byWorth = func() []cards.Card {
	var out []cards.Card
	for c := cards.ArrowNE; c < cards.Friday; c++ {
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(a, b cards.Card) int {
		switch {
		case keepTable[0][a] < keepTable[0][b]:
			return -1
		case keepTable[0][a] > keepTable[0][b]:
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
// at the end of the round (one, then up to cards.HandMin), by kv.
func handValue(kept *[cards.NumKinds]uint8, kv *keep) float64 {
	n, v := 0, 0.0
	for c, k := range kept {
		n += int(k)
		v += float64(k) * kv.card[c]
	}
	return v + float64(max(1, cards.HandMin-n))*kv.draw
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
// may hold. It returns the number and the worth of the hand carried on
// (by kv).
func dumps(rest *[cards.NumKinds]uint8, lead bool, least int, kv *keep) (int, float64) {
	n, v := 0, 0.0
	for c, k := range rest {
		n += int(k)
		v += float64(k) * kv.card[c]
	}
	worth := func() float64 { return v + float64(max(1, cards.HandMin-n))*kv.draw }
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
			v -= kv.card[c]
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
// the worth of the hand carried on (by kv).
func discards(rest [cards.NumKinds]uint8, lead bool, least int, kv *keep, out []cards.Card) ([]cards.Card, float64) {
	k, worth := dumps(&rest, lead, least, kv)
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
