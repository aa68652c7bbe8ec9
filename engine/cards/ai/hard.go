package ai

import (
	"cmp"
	"slices"

	"github.com/jackalbot/jackal/engine/cards"
)

// The hard player's search, by default.
const (
	DefaultSamples = 24   // imagined deals of what its seat cannot see
	DefaultMaxRow  = 5    // the longest row it considers
	DefaultRows    = 1500 // the most rows it considers
	// DefaultFuture weighs the worth of the hand carried to the next
	// island (handValue) against the coins of this one.
	DefaultFuture   = 1.0
	DefaultSpecial  = 0  // a special a row spends, beyond its worth kept
	DefaultChoices  = 6  // the best choices of the round looked past it
	DefaultRollouts = 32 // the sampled futures each is played on in
	DefaultHorizon  = 4  // the islands after this one a future plays
	// The DefaultFinalists best choices after those futures are played on
	// in DefaultExtra futures more.
	DefaultFinalists = 3
	DefaultExtra     = 96
	DefaultTails     = 3 // the best rows reaching gold whose tails are weighed
	// DefaultWork bounds the pirates the futures of one plan follow (the
	// walker's work): once past it, no further future is played.
	DefaultWork = 1500000
	// A round of a future weighs at most DefaultSoloRows rows of at most
	// DefaultSoloMaxRow cards, the cards worth most tried first.
	DefaultSoloRows   = 400
	DefaultSoloMaxRow = 4
)

// Hard plans against the others' possible hands and for the islands to
// come. It imagines Samples deals of what its seat cannot see
// (cards.Sample of its view: the other hands, the rows laid already, the
// deck), predicts in each the rows of the others (a row laid already is
// resolved greedily; a seat still to plan lays easy's row), and values
// each row by the coins its outcome pays on average against them, each
// seat after it in turn order picking its best way given the earlier
// ones, plus the worth of the hand it carries to the next island
// (keep.go): the cards it need not keep are laid at the row's end, where
// the pirate never gets once it digs, to be replaced by fresh draws, and
// the specials its way may spend are spent. The Choices best rows, the
// rows reaching no gold, the Tails best rows reaching gold with each
// number of cards laid at their end, and the visits to Tortuga its coins
// allow are then played on Horizon islands in Rollouts sampled futures,
// its own seat alone (rollout.go), the Finalists best in Extra futures
// more, and the one paying most is taken (choice.go). It answers the
// resolution's questions as easy does, but weighs each way on by its
// coins and the worth of the hand it keeps (keptWorth), so that it spends
// a friday or a weapon even at a coin's cost, plays a special whenever it
// costs nothing, to be rid of them, and a rum on the seat where it
// gains most (rum.go), spent where it changes nothing. Its work is fixed by
// its settings, never by a clock; the same view and seed give the same
// action. It is not safe for concurrent use.
type Hard struct{ player }

type hardPlanner struct {
	Samples, MaxRow, Rows int
	Future                float64 // the weight of the hand carried on
	Special               float64 // a special spent, in coins
	Tortuga               bool    // Tortuga may be visited
	Choices, Rollouts     int     // choices looked past the round, futures each
	Horizon               int     // islands a future plays
	Finalists, Extra      int     // choices played on in more futures, how many more
	Tails                 int     // the best rows reaching gold whose tails the futures weigh
	Work                  int     // pirates the futures of a plan follow at most

	visit uint8 // the coins of the Tortuga visit chosen, 0 for none
	rng   uint64
	w, ow *walker
	opts  []opt
	solo  solo
	fut   future
}

// NewHard returns a hard player seeded with seed, with the default search.
func NewHard(seed uint64) *Hard {
	return &Hard{player{w: newWalker(), dump: true, p: &hardPlanner{Samples: DefaultSamples, MaxRow: DefaultMaxRow,
		Rows: DefaultRows, Future: DefaultFuture, Special: DefaultSpecial, Tortuga: true,
		Choices: DefaultChoices, Rollouts: DefaultRollouts, Horizon: DefaultHorizon, Work: DefaultWork, Finalists: DefaultFinalists, Extra: DefaultExtra, Tails: DefaultTails,
		rng: seed, w: newWalker(), ow: newWalker(), solo: solo{w: newWalker(), limit: DefaultSoloRows, maxRow: DefaultSoloMaxRow}}}}
}

func (h *hardPlanner) plan(v *cards.View) []cards.Card {
	is := &v.Island
	me := v.Seat
	h.visit = 0
	future := h.Future
	left := islandsLeft(v)
	if left == 0 {
		future = 0 // the last island: the hand is worth nothing after it
	}
	kv := keepFor(left)
	var chs []choice
	// The rows reaching no gold, laid to be rid of cards: the one leaving
	// the hand worth most, the specials its pirate may spend counted.
	if future > 0 {
		row, _ := discards(v.Hand, true, 1, kv, nil)
		row = riddance(h.w, is, &v.Hand, row)
		h.w.rowOpts(is, &v.Hand, row, 0, nil)
		sp := h.w.spent
		tail, left, hv := after(v.Hand, row, sp, kv)
		row = append(row, tail...)
		chs = append(chs, choice{row: row, after: settle(left, row, false), value: future * hv})
	}
	var cs []cand
	var noGold choice
	enumerateShort(byReach, h.w, is, v.Hand, h.MaxRow, h.Rows, func(row []cards.Card) {
		o := h.w.opts(nil)
		if len(o) > 0 {
			c := cand{row: append([]cards.Card(nil), row...), opts: o, kept: make([]float64, len(o)), sum: make([]float64, len(o))}
			for j, x := range o {
				_, _, c.kept[j] = after(v.Hand, row, x.sp, kv)
			}
			cs = append(cs, c)
			return
		}
		if future > 0 {
			sp := h.w.spent
			if tail, left, hv := after(v.Hand, row, sp, kv); future*hv > noGold.value || noGold.row == nil {
				full := append(append([]cards.Card(nil), row...), tail...)
				noGold = choice{row: full, after: settle(left, full, false), value: future * hv, core: len(row), sp: sp}
			}
		}
	})
	if noGold.row != nil {
		chs = append(chs, noGold)
	}
	if h.Tortuga && future > 0 {
		hv := 0.0 // no card is drawn after a visit
		for c, k := range v.Hand {
			hv += float64(k) * kv.card[c]
		}
		for n := uint8(1); n <= 3 && uint16(n) <= v.Coins[me]; n++ {
			val := future*(hv+float64(cards.TortugaCards(int(n)))*kv.draw) - float64(n)
			chs = append(chs, choice{visit: n, coins: -float64(n), after: v.Hand, value: val})
		}
	}
	if len(cs) > 0 {
		h.weigh(v, cs, future)
	}
	first := len(chs)
	for _, c := range cs {
		bj, bs := 0, -1e9
		// the outcome paying most, the hand it keeps counted
		for j, s := range c.sum {
			if s += float64(max(1, h.Samples)) * future * c.kept[j]; s > bs {
				bj, bs = j, s
			}
		}
		coins := c.best / float64(max(1, h.Samples))
		tail, left, _ := after(v.Hand, c.row, c.opts[bj].sp, kv)
		full := append(append([]cards.Card(nil), c.row...), tail...)
		chs = append(chs, choice{row: full, coins: coins - h.Special*float64(c.opts[bj].used),
			after: settle(left, full, true), value: coins + future*c.kept[bj], core: len(c.row), sp: c.opts[bj].sp})
	}
	if len(chs) == 0 {
		return nil
	}
	if future > 0 && h.Tails > 0 {
		// The best rows reaching gold, and the rows reaching none, with
		// each number of cards laid at their end: the futures weigh how
		// many to be rid of.
		gold := slices.Clone(chs[first:])
		slices.SortStableFunc(gold, func(a, b choice) int { return cmp.Compare(b.value, a.value) })
		for _, c := range gold[:min(len(gold), h.Tails)] {
			chs = tails(chs, v.Hand, c.row[:c.core], c.sp, true, c.coins)
		}
		chs = tails(chs, v.Hand, nil, spend{}, false, 0)
		if noGold.row != nil {
			chs = tails(chs, v.Hand, noGold.row[:noGold.core], noGold.sp, false, 0)
		}
	}
	best := h.look(v, chs, future)
	h.visit = chs[best].visit
	return chs[best].row
}

// tortuga is the visit to Tortuga plan chose, if any.
func (h *hardPlanner) tortuga(*cards.View) uint8 { return h.visit }
