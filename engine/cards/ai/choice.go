package ai

import (
	"slices"

	"github.com/jackalbot/jackal/engine/cards"
)

// choice is what hard may do at the start of its plan: lay row (nil and
// visit > 0: visit Tortuga for visit coins), which pays coins now (the
// Tortuga visit's cost counted) and leaves the hand after (the cards
// drawn at the round's end not yet in), worth value at a glance.
type choice struct {
	row   []cards.Card
	visit uint8
	coins float64
	after [cards.NumKinds]uint8
	value float64
	core  int   // the cards of row before those laid to be rid of them
	sp    spend // the specials row's way spends
	tail  bool  // a variant of a row's tail: always played on
}

// tails appends to chs the choices laying core (nil: no row but the
// cards laid to be rid of them) and then each number of the cards left
// (the specials of sp spent), the least worth first (dumps' order); a
// row that digs pays coins.
func tails(chs []choice, hand [cards.NumKinds]uint8, core []cards.Card, sp spend, digs bool, coins float64) []choice {
	rest := hand
	for _, c := range core {
		rest[c]--
	}
	spendFrom(&rest, sp)
	lead := len(core) == 0
	var order []cards.Card
	flags := 0
	for _, c := range byWorth {
		for range rest[c] {
			if dumpable(c, lead, &flags) {
				order = append(order, c)
			}
		}
	}
	for k := 0; k <= len(order); k++ {
		if k == 0 && lead {
			continue
		}
		row := append(slices.Clone(core), order[:k]...)
		left := rest
		for i, c := range order[:k] {
			left[c]--
			if c.IsFlag() {
				row[0], row[len(core)+i] = row[len(core)+i], row[0]
			}
		}
		chs = append(chs, choice{row: row, coins: coins, after: settle(left, row, digs), value: coins, core: len(core), sp: sp, tail: true})
	}
	return chs
}

// after is the hand left once row is laid and the specials of sp spent,
// the cards not worth keeping laid at the row's end (tail), and its worth
// (by kv).
func after(hand [cards.NumKinds]uint8, row []cards.Card, sp spend, kv *keep) (tail []cards.Card, left [cards.NumKinds]uint8, worth float64) {
	for _, c := range row {
		hand[c]--
	}
	spendFrom(&hand, sp)
	tail, worth = discards(hand, len(row) == 0, max(0, 1-len(row)), kv, nil)
	for _, c := range tail {
		hand[c]--
	}
	return tail, hand, worth
}

// settle is the hand after a round in which row was laid and the specials
// of sp spent: every rum played on the others, and, when the row digs
// nowhere, a double on each of its cards while any is left.
func settle(hand [cards.NumKinds]uint8, row []cards.Card, digs bool) [cards.NumKinds]uint8 {
	hand[cards.Rum] = 0
	if !digs {
		hand[cards.Double] -= min(hand[cards.Double], uint8(len(row)))
	}
	return hand
}

// look plays the Choices best of chs (by value, the rows reaching no gold
// and the visits to Tortuga always) on in Rollouts sampled futures, then
// the Finalists best of those in Extra futures more, and returns the index
// of the one paying most: its coins now and the gold of the islands
// after, the hand's worth after the horizon counted. Two choices leaving
// the same hand are the same to the futures: only the one paying more
// now is played.
func (h *hardPlanner) look(v *cards.View, chs []choice, future float64) int {
	order := make([]int, len(chs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case chs[a].value > chs[b].value:
			return -1
		case chs[a].value < chs[b].value:
			return 1
		}
		return 0
	})
	if future == 0 || h.Rollouts == 0 {
		return order[0]
	}
	var look []int
	for k, i := range order {
		if k >= h.Choices && chs[i].visit == 0 && !chs[i].tail && (len(chs[i].row) == 0 || chs[i].coins != 0) {
			continue
		}
		dup := false
		for j, x := range look {
			if chs[x].after == chs[i].after && chs[x].visit == chs[i].visit {
				dup = true
				if chs[i].coins > chs[x].coins {
					look[j] = i
				}
				break
			}
		}
		if !dup {
			look = append(look, i)
		}
	}
	sum := make([]float64, len(chs))
	done := make([]int, len(chs))
	h.solo.w.work = 0
	h.roll(v, chs, look, sum, done, h.Rollouts, future)
	mean := func(i int) float64 { return chs[i].coins + sum[i]/float64(max(1, done[i])) }
	if h.Extra > 0 && len(look) > 1 {
		slices.SortStableFunc(look, func(a, b int) int {
			switch {
			case mean(a) > mean(b):
				return -1
			case mean(a) < mean(b):
				return 1
			}
			return 0
		})
		h.roll(v, chs, look[:min(len(look), h.Finalists)], sum, done, h.Extra, future)
	}
	best, bv, bn := order[0], -1e18, 0
	for _, i := range look {
		// the finalists, played in more futures, are weighed first
		if val := mean(i); done[i] > bn || done[i] == bn && val > bv {
			best, bv, bn = i, val, done[i]
		}
	}
	return best
}

// roll plays the choices of chs at the indexes of look on in n sampled
// futures (fewer once the work is past h.Work), adding to sum the gold of
// each and to done the futures played.
func (h *hardPlanner) roll(v *cards.View, chs []choice, look []int, sum []float64, done []int, n int, future float64) {
	for range n {
		if h.solo.w.work > h.Work {
			return
		}
		d := cards.Sample(v, cards.SplitMix(&h.rng))
		newFuture(&d, v.Seat, &h.fut)
		for _, i := range look {
			c := &chs[i]
			h.fut.next = 0
			hand := c.after
			if c.visit > 0 {
				for range cards.TortugaCards(int(c.visit)) {
					h.fut.draw(&hand)
				}
			} else {
				h.fut.refill(&hand)
			}
			sum[i] += h.solo.play(&h.fut, hand, h.Horizon, future)
			done[i]++
		}
	}
}
