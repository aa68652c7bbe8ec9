package archipirata

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
			if s.Top[j]+1 < PileSize {
				buf = append(buf, Action{Kind: ActChoose, Island: j})
			}
		}
		return buf
	case PendInjure:
		for j := range uint8(NumIslands) {
			if s.Pirates[j][1-Team(s.Turn)] > 0 && s.Perm[j] != Harbor {
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
// direction d (no choice pending).
func (s *State) appendTakes(buf []Action, i uint8, d Dir) []Action {
	if s.Perm[i] == Reef {
		return buf
	}
	r, w := s.Pirates[i][Red], s.Pirates[i][White]
	n := r + w
	if n == 0 {
		return buf
	}
	t := Team(s.Turn)
	rums := s.Held[t][Rum] + s.Held[t][RumChest] + s.FreeRum
	for skip := uint8(0); skip <= NumIslands; skip++ {
		if skip > 0 && rums == 0 {
			break
		}
		land, ok := s.landing(i, d, n, skip)
		if !ok {
			continue
		}
		own := s.TopCard(land).OwnColour()
		a := Action{Kind: ActTake, Island: i, Dir: d, Skip: skip}
		if r == 0 || w == 0 {
			if own && (r == 0) != (t == uint8(White)) {
				continue
			}
			buf = append(buf, a)
			continue
		}
		a.N = n
		buf = appendOrders(buf, a, n, w, own, t)
	}
	return buf
}

// candidates appends the legal actions a could be among: Legal's whole
// list, or, for a take with no choice pending, only the takes from its
// island in its direction (the same actions Legal lists there), so Apply
// need not list every island's.
func (s *State) candidates(a Action, buf []Action) []Action {
	if a.Kind != ActTake || s.Pend != PendNone || a.Island >= NumIslands || a.Dir > CCW {
		return Legal(s, buf)
	}
	return s.appendTakes(buf[:0], a.Island, a.Dir)
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

// landing is the island where the last of n pirates sown from i in
// direction d lands, with skip (island+1, 0 none) skipped by a rum; ok is
// false when the sowing never passes the skipped island.
func (s *State) landing(i uint8, d Dir, n uint8, skip uint8) (uint8, bool) {
	pos := i
	used := skip == 0
	for range n {
		pos = s.step(pos, d, skip, &used)
	}
	return pos, used
}

// step moves one pirate on from pos: the next island, past the rum-skipped
// island the first time it is met, then past a whirlpool (RULINGS: rum first,
// then whirlpool; a whirlpool carries once, never into a chain).
func (s *State) step(pos uint8, d Dir, skip uint8, used *bool) uint8 {
	pos = next(pos, d)
	if !*used && pos+1 == skip {
		*used = true
		pos = next(pos, d)
		if s.Adv && s.doubleRum() {
			pos = next(pos, d) // Piet Hein: a rum's effect doubled
		}
	}
	if s.Perm[pos] == Whirlpool {
		pos = next(pos, d)
	}
	return pos
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
				land, _ := s.landing(i, d, n, 0)
				if !s.TopCard(land).OwnColour() || s.Pirates[i][t] > 0 {
					return true
				}
			}
		}
	}
	var buf [64]Action
	return len(Legal(s, buf[:0])) > 0
}
