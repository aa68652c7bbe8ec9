package engine

// ice repeats, from the ice at at, the move of mode md in direction (or
// knight index) dir that brought the chain's piece there: a step on in the
// same direction, another knight's jump (a choice when several are left),
// a trampoline's jump two cells on in the same direction, or another
// flight (a choice). It returns where the piece goes next, with ch.Dir
// that move's direction, and true; false once the piece must choose or
// has died (a way already used is a loop).
func (m mut) ice(at Cell, md mode, dir uint8) (Cell, bool) {
	ch := &m.Pending
	next, way := NoCell, dir
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
		next, way = leap(at, Dir(dir)), wayLeap+dir
		if next == NoCell || !m.Board.InPlay(next) {
			m.die(HowImpossible)
			return NoCell, false
		}
	default:
		next = neighbors[at][dir]
	}
	if ch.used(at, way) || !ch.use(at, way) {
		m.die(HowLoop)
		return NoCell, false
	}
	return next, true
}
