package ai

import "github.com/jackalbot/jackal/engine/cards"

// The hard player's search, by default.
const (
	DefaultSamples = 24   // imagined deals of what its seat cannot see
	DefaultMaxRow  = 5    // the longest row it considers
	DefaultRows    = 1500 // the most rows it considers
	// A row worth less than DefaultTortugaBelow coins on average: visit
	// Tortuga for 1 coin instead (2 cards), coins allowing.
	DefaultTortugaBelow = 0.3
	DefaultCardCost     = 0.3 // each card a row lays
)

// Hard plans against the others' possible hands: it imagines Samples
// deals of what its seat cannot see (cards.Sample of its view: the other
// hands, the rows laid already, the deck), predicts in each the rows of
// the others (a row laid already is resolved greedily; a seat still to
// plan lays easy's row), and lays the row whose outcome pays the most
// coins on average against them, each seat after it in turn order picking
// its best way given the earlier ones; when no row is worth
// TortugaBelow coins it visits Tortuga for TortugaCoins. It answers the resolution's
// questions as easy does. Its work is fixed by its settings, never by a
// clock; the same view and seed give the same action. It is not safe for
// concurrent use.
type Hard struct{ player }

type hardPlanner struct {
	Samples, MaxRow, Rows int
	TortugaBelow          float64 // visit Tortuga when the best row is worth less
	TortugaCoins          uint8
	last                  float64 // the best row's value
	CardCost, Special     float64

	rng   uint64
	w, ow *walker
	opts  []opt
}

// NewHard returns a hard player seeded with seed, with the default search.
func NewHard(seed uint64) *Hard {
	return &Hard{player{w: newWalker(), p: &hardPlanner{Samples: DefaultSamples, MaxRow: DefaultMaxRow,
		Rows: DefaultRows, CardCost: DefaultCardCost, Special: specialCost, TortugaBelow: DefaultTortugaBelow, TortugaCoins: 1, rng: seed, w: newWalker(), ow: newWalker()}}}
}

// cand is a row and its outcomes.
type cand struct {
	row  []cards.Card
	opts []opt
}

func (h *hardPlanner) plan(v *cards.View) []cards.Card {
	is := &v.Island
	me := v.Seat
	var cs []cand
	enumerate(h.w, is, v.Hand, h.MaxRow, h.Rows, func(row []cards.Card) {
		o := h.w.opts(nil)
		if len(o) > 0 {
			cs = append(cs, cand{append([]cards.Card(nil), row...), o})
		}
	})
	h.last = 0
	if len(cs) == 0 {
		return nil
	}
	n := int(v.Seats)
	mine := 0
	for k := range n {
		if seatAt(v, k) == me {
			mine = k
		}
	}
	sum := make([]float64, len(cs))
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
		for i, c := range cs {
			best := 0.0
			for _, o := range c.opts {
				picks[mine] = pick{o.cell, o.steps, true}
				for k := mine + 1; k < n; k++ {
					picks[k] = greedy(is, others[k], picks, k)
				}
				if val := float64(payoff(is, picks, mine)) - h.Special*float64(o.used); val > best {
					best = val
				}
			}
			sum[i] += best
		}
	}
	bi, bv := -1, 0.0
	for i, c := range cs {
		if val := sum[i]/float64(max(1, h.Samples)) - h.CardCost*float64(len(c.row)); val > bv {
			bi, bv = i, val
		}
	}
	h.last = bv
	if bi < 0 {
		return nil
	}
	return cs[bi].row
}

// tortuga visits Tortuga when the best row planned is worth little and the
// coins allow.
func (h *hardPlanner) tortuga(v *cards.View) uint8 {
	if h.TortugaCoins > 0 && h.last < h.TortugaBelow && v.Coins[v.Seat] >= uint16(h.TortugaCoins) {
		return h.TortugaCoins
	}
	return 0
}
