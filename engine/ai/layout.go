package ai

import "github.com/jackalbot/jackal/engine"

// layout holds the route maps of one layout: the faces of the tiles and
// the places of the ships, which is all they depend on.
type layout struct {
	key         uint64 // the layout (see layoutKey)
	valid       bool
	used        uint64 // when it was last used, for replacement
	laden, free routes
	home        [engine.NumCrews]distMap // per side: actions to bank a coin from each tile
	hidden      distMap                  // actions from each cell to a face-down tile
	reachOf     [engine.NumCells]distMap // actions from each cell, made on demand…
	reachOK     [engine.NumCells]bool    // …for this layout
}

// layoutKey digests what the route maps of s, on board bd, depend on: the
// face of every tile, where the ships are and who plays with whom.
func layoutKey(bd *boardInfo, s *engine.State) uint64 {
	h := uint64(0xcbf29ce484222325)
	for _, a := range s.Rules.Allied {
		h = mix(h, uint64(a))
	}
	h = mix(h, uint64(s.Rules.InPlay))
	for _, x := range bd.cells {
		if t := &s.Tiles[x]; t.Open {
			h = mix(h, cellKey(x)|uint64(t.Kind)<<8|uint64(t.Rot)<<16)
		}
	}
	for _, b := range s.Ships {
		h = mix(h, cellKey(b))
	}
	if bd.id != 0 {
		h = mix(h, bd.id)
	}
	if bd.boats {
		for c := engine.Crew(0); c < engine.NumCrews; c++ {
			h = mix(h, uint64(s.BoatSpeed(c)))
		}
	}
	return h
}

// build makes the maps of s, on board bd, whose layout key is k.
func (l *layout) build(bd *boardInfo, s *engine.State, k uint64) {
	l.key, l.valid = k, true
	l.reachOK = [engine.NumCells]bool{}
	l.free.build(bd, s, false)
	l.free.toHidden(bd, s, &l.hidden)
	l.laden.build(bd, s, true)
	for _, c := range s.Rules.InPlay.Crews() {
		t := teamOf(&s.Rules, c)
		l.laden.home(s, t, &l.home[t])
	}
}

// reachFrom is the map of actions from cell c to every cell.
func (l *layout) reachFrom(c engine.Cell) *distMap {
	if !l.reachOK[c] {
		l.reachOK[c] = true
		l.free.reach(c, &l.reachOf[c])
	}
	return &l.reachOf[c]
}
