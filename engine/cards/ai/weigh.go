package ai

import "github.com/jackalbot/jackal/engine/cards"

// cand is a row reaching gold, its outcomes, and the worth of the hand
// each outcome leaves.
type cand struct {
	row  []cards.Card
	opts []opt
	kept []float64
	sum  []float64 // each outcome's coins summed over the samples
	best float64   // the coins of the best outcome of each sample, summed
}

// weigh sums in cs the coins each row's outcomes pay against the others'
// predicted rows over the samples: each outcome's (sum) and the best
// outcome's of each sample (best), the worth of the hand it leaves
// counted.
func (h *hardPlanner) weigh(v *cards.View, cs []cand, future float64) {
	is := &v.Island
	me := v.Seat
	n := int(v.Seats)
	mine := 0
	for k := range n {
		if seatAt(v, k) == me {
			mine = k
		}
	}
	picks := make([]pick, n)
	others := make([][]opt, n)
	for range max(1, h.Samples) {
		d := cards.Sample(v, cards.SplitMix(&h.rng))
		for k := range n {
			p := seatAt(v, k)
			others[k] = others[k][:0]
			switch {
			case p == me:
			case d.Status[p] == cards.Ready:
				// A row laid already: the seat's cards before it laid
				// them, and the row of that length it would have laid.
				all := d.Hand[p]
				for _, c := range d.Row[p][:d.RowN[p]] {
					all[c]++
				}
				row := easyPlan(h.ow, is, all, int(d.RowN[p]), h.opts)
				if row == nil {
					row = d.Row[p][:d.RowN[p]]
				} else {
					rest := all
					for _, c := range row {
						rest[c]--
					}
					d.Hand[p] = rest
				}
				others[k] = h.ow.rowOpts(is, &d.Hand[p], row, 0, others[k])
			case d.Status[p] == cards.Planning:
				row := easyPlan(h.ow, is, d.Hand[p], 0, h.opts)
				if row != nil {
					others[k] = h.ow.rowOpts(is, &d.Hand[p], row, 0, others[k])
				}
			}
		}
		for k := range mine {
			picks[k] = greedy(is, others[k], picks, k)
		}
		for i := range cs {
			c := &cs[i]
			best, bc := -1e9, 0.0
			for j, o := range c.opts {
				picks[mine] = pick{o.cell, o.steps, true}
				for k := mine + 1; k < n; k++ {
					picks[k] = greedy(is, others[k], picks, k)
				}
				coins := float64(payoff(is, picks, mine))
				c.sum[j] += coins
				if val := coins + future*c.kept[j] - h.Special*float64(o.used); val > best {
					best, bc = val, coins
				}
			}
			c.best += bc
		}
	}
}
