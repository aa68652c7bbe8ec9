package archipirata

// Resolve is the legal action a means. A take typed without an order
// (`take 3 cw`, N 0) from an island holding both colours is the take in
// the engine's order: the enemy pirates first, then the mover's own
// (team) colour, so the last pirate placed is the mover's own (RULINGS 1).
// A take ordered on an island of one colour, every pirate named in it, is
// the plain take. Any other action is a itself. Legal lists only the ordered takes;
// Apply, and whatever else checks an action against Legal's list (the
// scenario runner), looks for Resolve(s, a) there.
func Resolve(s *State, a Action) Action {
	if a.Kind != ActTake || a.Island >= NumIslands {
		return a
	}
	r, w := s.Pirates[a.Island][Red], s.Pirates[a.Island][White]
	if a.N != 0 {
		// An order on an island of one colour (`take 1 cw R R`,
		// ARCHIPIRATA.md §5's "sowing order by colour") says what the
		// plain take does when it names every pirate there in that
		// colour; any other order is left to be refused.
		all := uint16(1)<<a.N - 1
		if (w == 0 && a.N == r && a.Order == 0) || (r == 0 && a.N == w && a.Order == all) {
			a.N, a.Order = 0, 0
		}
		return a
	}
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
