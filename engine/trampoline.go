package engine

// The trampoline (Jackal Archipelago, ARCHIPELAGO.md §6): the piece jumps
// over one neighbour to the cell two away in any of the eight directions,
// with the gold it drags. Landing in water it swims (the gold sinks) or
// boards its own or an allied boat (the gold is banked); landing on land it
// enters that tile. Several ways open make a choice, like the arrows'.
//
// Loops as RULINGS §4: each way off a trampoline is used once per action;
// with every way used the piece is caught in a loop and dies.
//
// RULING: the ice after a jump repeats the jump (the rulebook's ice is
// "repeat your previous move", as a horse's move brings another): the
// piece jumps on two cells in the same direction, over the cell between,
// landing as a jump does (an ice whose repeat would leave the grid is an
// impossible move). The crocodile sends the piece back onto the
// trampoline, which then offers its ways not yet used.
//
// RULING: the ways are those whose landing is in play (island or sea),
// face-down tiles and enemies included: a jump is no step, and what it
// meets resolves as a chain's move does (an impossible one kills).

// leap is the cell two away from at in direction d, NoCell off the grid.
func leap(at Cell, d Dir) Cell {
	n := neighbors[at][d]
	if n == NoCell {
		return NoCell
	}
	return neighbors[n][d]
}

// leapOK reports whether the chain's piece on the trampoline at at may
// still jump in direction d.
func (s *State) leapOK(at Cell, d Dir) bool {
	x := leap(at, d)
	return x != NoCell && s.Board.InPlay(x) && !s.Pending.used(at, uint8(d))
}

// trampoline sends the chain's piece off the trampoline at at: with one
// way left it returns the jump; with several it asks; with none it dies.
func (m mut) trampoline(at Cell) (next Cell, how How, dir uint8, ok bool) {
	n, last := 0, Dir(0)
	for d := Dir(0); d < 8; d++ {
		if m.leapOK(at, d) {
			n++
			last = d
		}
	}
	switch {
	case n == 0:
		m.die(HowLoop)
		return NoCell, HowNone, 0, false
	case n > 1:
		m.ask(HowTrampoline, at)
		return NoCell, HowNone, 0, false
	}
	m.Pending.use(at, uint8(last))
	return leap(at, last), HowTrampoline, uint8(last), true
}

// trampolineOptions appends the landings of the jumps left from at.
func (s *State) trampolineOptions(at Cell, buf []Cell) []Cell {
	for d := Dir(0); d < 8; d++ {
		if s.leapOK(at, d) {
			buf = append(buf, leap(at, d))
		}
	}
	return buf
}

// trampolineTo makes the chosen jump from at to x, one of the options.
func (m mut) trampolineTo(at, x Cell) {
	for d := Dir(0); d < 8; d++ {
		if leap(at, d) == x {
			m.Pending.use(at, uint8(d))
			m.travel(at, x, HowTrampoline, modeLeap, uint8(d))
			return
		}
	}
}
