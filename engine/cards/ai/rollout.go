package ai

import "github.com/jackalbot/jackal/engine/cards"

// Hard looks a few islands past the round: it plays each of its best few
// choices on in sampled futures (the islands to come and the cards it
// would draw, cards.Sample of its view), its own seat alone, each later
// round by soloRound, and keeps the choice whose futures pay most. The
// others are left out of those rounds: they seldom dig where it digs, so
// its coins are mostly the gold its hand reaches, and what it lays, keeps
// and buys decides that.

// future is a sampled future of the viewer's game: the islands to come
// and the cards it would draw, in order.
type future struct {
	islands []*cards.Island
	draws   []cards.Card
	next    int
}

// newFuture is the future of d (a sample of the viewer's view): the
// islands after the current one, and the cards the viewer would draw: the
// deck and the others' hands hold the cards no seat shows it, but the
// others hold on to their specials (easy spends a special only when its
// row needs it), so the others' hands are taken to hold the specials of
// those cards first, up to half of each hand, and the viewer draws the
// rest, then the discard and the rows of the round reshuffled, then what
// the others hold.
func newFuture(d *cards.State, me uint8, f *future) {
	f.islands, f.draws, f.next = f.islands[:0], f.draws[:0], 0
	all := cards.Islands()
	for r := int(d.Round) + 1; r < int(d.NumIsl); r++ {
		f.islands = append(f.islands, &all[d.IslandIDs[r]].Island)
	}
	x := d.RNG
	var pool, later, held [cards.NumKinds]uint8
	heldN := 0
	for c := range cards.NumKinds {
		later[c] = d.Discard[c]
	}
	for i := range int(d.DeckN) {
		pool[d.Deck[i]]++
	}
	for p := range d.Seats {
		if p == me {
			continue
		}
		for c := range cards.NumKinds {
			pool[c] += d.Hand[p][c]
		}
		for _, c := range d.Row[p][:d.RowN[p]] {
			later[c]++
		}
		n := size(&d.Hand[p])
		for k := 0; k < n/2; k++ {
			c, ok := takeFrom(&pool, cards.Friday, cards.Rum, &x)
			if !ok {
				break
			}
			held[c]++
			heldN++
		}
		heldN += n - n/2
	}
	// The others' hands are filled up at random from the rest.
	for range heldN - size(&held) {
		if c, ok := takeFrom(&pool, 0, cards.Rum, &x); ok {
			held[c]++
		}
	}
	for _, part := range []*[cards.NumKinds]uint8{&pool, &later, &held} {
		for range size(part) {
			c, _ := takeFrom(part, 0, cards.Rum, &x)
			f.draws = append(f.draws, c)
		}
	}
}

// takeFrom takes a card of a kind in [lo, hi] at random from the cards
// of m; false when m holds none.
func takeFrom(m *[cards.NumKinds]uint8, lo, hi cards.Card, x *uint64) (cards.Card, bool) {
	n := 0
	for c := lo; c <= hi; c++ {
		n += int(m[c])
	}
	if n == 0 {
		return 0, false
	}
	r := int(cards.SplitMix(x) % uint64(n))
	for c := lo; c <= hi; c++ {
		if r < int(m[c]) {
			m[c]--
			return c, true
		}
		r -= int(m[c])
	}
	return 0, false
}

// draw puts the next card of f into hand; false when none is left.
func (f *future) draw(hand *[cards.NumKinds]uint8) bool {
	if f.next >= len(f.draws) {
		return false
	}
	hand[f.draws[f.next]]++
	f.next++
	return true
}

// refill ends a round in which the seat laid a row or passed: one card
// drawn, then up to cards.HandMin.
func (f *future) refill(hand *[cards.NumKinds]uint8) {
	f.draw(hand)
	for size(hand) < cards.HandMin && f.draw(hand) {
	}
}

// size is the number of cards of hand.
func size(hand *[cards.NumKinds]uint8) int {
	n := 0
	for _, k := range hand {
		n += int(k)
	}
	return n
}

// solo plays a seat's rounds alone.
type solo struct {
	w      *walker
	row    []cards.Card
	best   []cards.Card
	limit  int // the rows a round weighs at most
	maxRow int // the longest row it weighs
}

// round plays island is from hand alone and returns the gold dug: the
// row whose gold and the worth of the hand it leaves (by kv, weighed by
// worth) are most, the cards not worth keeping laid at its end, the
// specials it may spend spent, every rum played on the others; then,
// when fill is set, the hand is filled.
func (s *solo) round(is *cards.Island, hand *[cards.NumKinds]uint8, worth float64, kv *keep, f *future, fill bool) int {
	if !plannable(hand) {
		if fill {
			f.refill(hand)
		}
		return 0
	}
	_, hv := dumps(hand, true, 1, kv)
	bv, gold, sp := worth*hv, 0, spend{}
	s.best = s.best[:0]
	enumerateShort(byReach, s.w, is, *hand, s.maxRow, s.limit, func(row []cards.Card) {
		rest := *hand
		for _, c := range row {
			rest[c]--
		}
		found := false
		for c := range s.w.best {
			for k, steps := range s.w.best[c] {
				if steps == 0 {
					continue
				}
				found = true
				r := rest
				o := s.w.how[c][k]
				spendFrom(&r, o)
				g := is.At(cards.Cell(c)).Gold()
				if _, hv := dumps(&r, false, 0, kv); float64(g)+worth*hv > bv {
					bv, gold, sp = float64(g)+worth*hv, g, o
					s.best = append(s.best[:0], row...)
				}
			}
		}
		if !found {
			r := rest
			spendFrom(&r, s.w.spent)
			if _, hv := dumps(&r, false, 0, kv); worth*hv > bv {
				bv, gold, sp = worth*hv, 0, s.w.spent
				s.best = append(s.best[:0], row...)
			}
		}
	})
	for _, c := range s.best {
		hand[c]--
	}
	spendFrom(hand, sp)
	s.row, _ = discards(*hand, len(s.best) == 0, max(0, 1-len(s.best)), kv, s.row[:0])
	for _, c := range s.row {
		hand[c]--
	}
	hand[cards.Rum] = 0
	if gold == 0 {
		hand[cards.Double] -= min(hand[cards.Double], uint8(len(s.best)+len(s.row)))
	}
	if fill {
		f.refill(hand)
	}
	return gold
}

// play plays rounds of f from hand (the round after the current one
// first) and returns the gold dug, and the worth of the hand carried out
// of the last of them when islands remain after it (handValue, weighed by
// worth): the cards it would draw are counted at their mean worth, not
// as drawn, so that the draws of one future do not tip its sum.
func (s *solo) play(f *future, hand [cards.NumKinds]uint8, rounds int, worth float64) float64 {
	gold := 0.0
	n := min(rounds, len(f.islands))
	for r := range n {
		// the last island: nothing is worth keeping after it (keepFor(0))
		kv := keepFor(len(f.islands) - r - 1)
		last := r == n-1 && n < len(f.islands)
		gold += float64(s.round(f.islands[r], &hand, worth, kv, f, !last))
		if last {
			gold += worth * handValue(&hand, kv)
		}
	}
	return gold
}
