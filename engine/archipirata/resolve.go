package archipirata

// Resolve is the legal action a means. A take typed without an order
// (`take 3 cw`, N 0) from an island holding both colours is the take in
// the engine's order: the enemy pirates first, then the mover's own
// (team) colour, so the last pirate placed is the mover's own (RULINGS 1).
// Any other action is a itself. Legal lists only the ordered takes;
// Apply, and whatever else checks an action against Legal's list (the
// scenario runner), looks for Resolve(s, a) there.
func Resolve(s *State, a Action) Action {
	if a.Kind != ActTake || a.N != 0 || a.Island >= NumIslands {
		return a
	}
	r, w := s.Pirates[a.Island][Red], s.Pirates[a.Island][White]
	if r == 0 || w == 0 {
		return a
	}
	n := r + w
	a.N = n
	if Team(s.Turn) == uint8(Red) {
		a.Order = uint16(1<<w - 1) // the white pirates first
	} else {
		a.Order = uint16((1<<n - 1) &^ (1<<r - 1)) // the red pirates first
	}
	return a
}
