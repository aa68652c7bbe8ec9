package ai

import "github.com/jackalbot/jackal/engine/cards"

// Weights of the evaluations, in coins.
const (
	specialCost = 0.35 // a special played (it could serve later)
	cardCost    = 0.08 // a card laid in a row beyond what it needs
	stepCost    = 0.25 // easy's guess of what a step costs in a race
	rumCost     = 0.4  // a rum played
)

// pick is where a seat digs this round (ok false: nowhere).
type pick struct {
	cell  cards.Cell
	steps uint8
	ok    bool
}

// payoff is the coins of the seat at turn index i given every seat's pick
// (indexed by turn order): CARDGAME.md §3.5.
func payoff(is *cards.Island, picks []pick, i int) int {
	p := picks[i]
	if !p.ok {
		return 0
	}
	rank := 0
	for j, q := range picks {
		if j != i && q.ok && q.cell == p.cell && (q.steps < p.steps || q.steps == p.steps && j < i) {
			rank++
		}
	}
	return max(is.At(p.cell).Gold()-rank, 0)
}

// greedy is the pick among opts of the seat at turn index i that pays
// most against the seats before it (picks[:i]), the specials it spends
// counted, fewer steps first on a tie.
func greedy(is *cards.Island, opts []opt, picks []pick, i int) pick {
	best, out := -1e9, pick{}
	for _, o := range opts {
		rank := 0
		for j := range i {
			q := picks[j]
			if q.ok && q.cell == o.cell && q.steps <= o.steps {
				rank++
			}
		}
		v := float64(max(is.At(o.cell).Gold()-rank, 0)) - specialCost*float64(o.used) - 0.01*float64(o.steps)
		if v > best {
			best, out = v, pick{o.cell, o.steps, true}
		}
	}
	return out
}

// easyValue is easy's value of an outcome, blind to the others: the gold,
// less a guess of what the steps and the specials cost.
func easyValue(is *cards.Island, o opt) float64 {
	return float64(is.At(o.cell).Gold()) - stepCost*float64(o.steps) - specialCost*float64(o.used)
}

// easyPlan is the row easy lays from hand on island is: the one whose best
// outcome is worth most (easyValue), fewer cards first; nil when no row
// reaches gold. With size > 0, only rows of size cards count.
func easyPlan(w *walker, is *cards.Island, hand [cards.NumKinds]uint8, size int, buf []opt) []cards.Card {
	best := 0.0
	var out []cards.Card
	maxLen := 5
	if size > 0 {
		maxLen = size
	}
	enumerate(w, is, hand, maxLen, 1500, func(row []cards.Card) {
		if size > 0 && len(row) != size {
			return
		}
		buf = w.opts(buf[:0])
		for _, o := range buf {
			if v := easyValue(is, o) - cardCost*float64(len(row)); v > best {
				best, out = v, append(out[:0], row...)
			}
		}
	})
	return out
}

// filler is the card laid when no row reaches gold: the kind the hand
// holds most of (a flag the island lacks first).
func filler(is *cards.Island, hand *[cards.NumKinds]uint8) (cards.Card, bool) {
	if hand[cards.FlagRed] > 0 && is.Find(cards.FlagR) == cards.NoCell {
		return cards.FlagRed, true
	}
	if hand[cards.FlagBlue] > 0 && is.Find(cards.FlagB) == cards.NoCell {
		return cards.FlagBlue, true
	}
	best, n := cards.Card(0), 0
	for c := cards.ArrowNE; c < cards.Friday; c++ {
		if int(hand[c]) > n {
			best, n = c, int(hand[c])
		}
	}
	return best, n > 0
}
