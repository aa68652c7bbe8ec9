package engine

// ice repeats, from the ice at at, the move of mode md in direction (or
// knight index) dir that brought the chain's piece there: a step on in the
// same direction, another knight's jump (a choice when several are left),
// a trampoline's jump two cells on in the same direction, or another
// flight (a choice). It returns where the piece goes next, with ch.Dir
// set to that move's direction, and true; false once the piece must
// choose or has died (a way already used is a loop).
func (m mut) ice(at Cell, md mode, dir uint8) (Cell, bool) {
	ch := &m.Pending
	switch md {
	case modeHorse:
		if !m.jump(at, HowIce) {
			return NoCell, false
		}
		return knight[at][ch.Dir], true
	case modeFlight:
		m.askFlight(at, true)
		return NoCell, false
	case modeLeap:
		x := leap(at, Dir(dir))
		if x == NoCell || !m.Board.InPlay(x) {
			m.die(HowImpossible)
			return NoCell, false
		}
		if ch.used(at, wayLeap+dir) || !ch.use(at, wayLeap+dir) {
			m.die(HowLoop)
			return NoCell, false
		}
		return x, true
	}
	d := Dir(dir)
	if ch.used(at, uint8(d)) || !ch.use(at, uint8(d)) {
		m.die(HowLoop)
		return NoCell, false
	}
	return neighbors[at][d], true
}
