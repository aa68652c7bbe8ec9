package archipirata

import (
	"math/bits"
	"slices"
)

// Legal appends every legal action of the seat to act to buf[:0] and
// returns it. A game over has none.
func Legal(s *State, buf []Action) []Action {
	buf = buf[:0]
	if s.Over {
		return buf
	}
	switch s.Pend {
	case PendAid:
		for j := range uint8(NumIslands) {
			buf = append(buf, Action{Kind: ActChoose, Island: j})
		}
		return buf
	case PendLookout:
		for j := range uint8(NumIslands) {
			if s.Hides(j) {
				buf = append(buf, Action{Kind: ActChoose, Island: j})
			}
		}
		return buf
	case PendInjure:
		for j := range uint8(NumIslands) {
			if s.injurable(j) {
				buf = append(buf, Action{Kind: ActChoose, Island: j})
			}
		}
		return buf
	case PendPlace:
		for j := range uint8(NumIslands) {
			if s.PlaceMask&(1<<j) == 0 {
				buf = append(buf, Action{Kind: ActChoose, Island: j})
			}
		}
		return buf
	}
	if s.Adv {
		buf = s.appendCaptain(buf)
	}
	for i := range uint8(NumIslands) {
		for d := CW; d <= CCW; d++ {
			buf = s.appendTakes(buf, i, d)
		}
	}
	return buf
}

// appendTakes appends the legal takes of the seat to act from island i in
// direction d (no choice pending): with no rum, then with each set of
// islands skipped, fewest first (skipSets), as far as the rums reach.
func (s *State) appendTakes(buf []Action, i uint8, d Dir) []Action {
	n := int(s.Pirates[i][Red] + s.Pirates[i][White])
	if s.Perm[i] == Reef || n == 0 {
		return buf
	}
	carried := 0 // how many pirates a whirlpool may carry on
	if slices.Contains(s.Perm[:], Whirlpool) {
		carried = n
	}
	for k := range min(s.maxSkips(), NumIslands) + 1 {
		for _, rel := range skipSets[k] {
			// n pirates and k skips pass at most n+k+carried islands, the
			// last one landed on: a skip further on is never passed, nor
			// are those of the sets after it.
			if bits.Len8(rel) >= n+k+carried {
				break
			}
			buf = s.appendTake(buf, i, d, absSkips(rel, i, d))
		}
	}
	return buf
}

// appendTake appends the legal takes from island i in direction d that
// skip the islands of skips: one, or one per sowing order when the
// pirates taken are of both colours (RULINGS 1).
func (s *State) appendTake(buf []Action, i uint8, d Dir, skips uint8) []Action {
	r, w := s.Pirates[i][Red], s.Pirates[i][White]
	n := r + w
	if s.Perm[i] == Reef || n == 0 {
		return buf
	}
	land, cards, ok := s.landing(i, d, n, skips)
	if !ok || cards > s.rums() {
		return buf
	}
	t := Team(s.Turn)
	own := s.TopCard(land).OwnColour()
	a := Action{Kind: ActTake, Island: i, Dir: d, Skips: skips}
	if r == 0 || w == 0 {
		if own && (r == 0) != (t == uint8(White)) {
			return buf
		}
		return append(buf, a)
	}
	a.N = n
	return appendOrders(buf, a, n, w, own, t)
}

// candidates appends the legal actions a could be among: Legal's whole
// list, or, for a take with no choice pending, only the takes from its
// island in its direction with its skips (the same actions Legal lists
// there), so Apply need not list every island's.
func (s *State) candidates(a Action, buf []Action) []Action {
	if a.Kind != ActTake || s.Pend != PendNone || a.Island >= NumIslands || a.Dir > CCW {
		return Legal(s, buf)
	}
	return s.appendTake(buf[:0], a.Island, a.Dir, a.Skips)
}

// appendOrders appends a with every order of n pirates, w of them white
// (Gosper's hack over n-bit masks); own keeps only orders whose last pirate
// is of team t's colour.
func appendOrders(buf []Action, a Action, n, w uint8, own bool, t uint8) []Action {
	last := uint32(1) << (n - 1)
	limit := uint32(1) << n
	for m := uint32(1)<<w - 1; m < limit; {
		if !own || (m&last != 0) == (t == uint8(White)) {
			a.Order = uint16(m)
			buf = append(buf, a)
		}
		c := m & -m
		r := m + c
		m = (((r ^ m) >> 2) / c) | r
	}
	return buf
}

// hasMove reports whether the seat to act has a legal action: a quick scan
// of the moves without a rum first, the full list only if it finds none.
func (s *State) hasMove() bool {
	if s.Over {
		return false
	}
	if s.Pend == PendNone {
		t := Team(s.Turn)
		for i := range uint8(NumIslands) {
			n := s.Pirates[i][Red] + s.Pirates[i][White]
			if n == 0 || s.Perm[i] == Reef {
				continue
			}
			for d := CW; d <= CCW; d++ {
				land, _, _ := s.landing(i, d, n, 0)
				if !s.TopCard(land).OwnColour() || s.Pirates[i][t] > 0 {
					return true
				}
			}
		}
	}
	var buf [64]Action
	return len(Legal(s, buf[:0])) > 0
}
