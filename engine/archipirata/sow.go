package archipirata

import "math/bits"

// walk is a sowing under way: the island the last pirate went to, the
// rum-skipped islands not passed yet (bit j: island j+1), the rum cards
// the skips have cost, and the card that paid for the last skip.
type walk struct {
	pos   uint8
	skips uint8
	cards uint8
	card  Card
}

// step moves one pirate on in direction d: to the next island, past each
// rum-skipped island met for the first time, then past a whirlpool
// (RULINGS 2, 3: rum first, then whirlpool; a whirlpool carries once). A
// run of skips costs a card each, or, with Piet Hein revealed, a card for
// each two in a row. With pay, the cards are spent and the skips and the
// whirlpool reported to ev.
func (s *State) step(w *walk, d Dir, pay bool, ev *[]Event) {
	pos := next(w.pos, d)
	for run := 0; w.skips&(1<<pos) != 0; run++ {
		w.skips &^= 1 << pos
		free := run%2 == 1 && s.Adv && s.doubleRum() // the card before covers this island too
		if !free {
			w.cards++
		}
		if pay {
			s.spendRum(w, pos, free, ev)
		}
		pos = next(pos, d)
	}
	if s.Perm[pos] == Whirlpool {
		if pay {
			emit(ev, Event{Kind: EvWhirlpool, Island: pos})
		}
		pos = next(pos, d)
	}
	w.pos = pos
}

// spendRum pays for the skip of island i: Benito Bonito's rum first, then
// a plain rum, then a rum chest (RULINGS 2); free, Piet Hein's doubling of
// the card before pays. EvRumSpent names the card, N=1 when it is doubled.
func (s *State) spendRum(w *walk, i uint8, free bool, ev *[]Event) {
	if !free {
		t := Team(s.Turn)
		w.card = Rum
		switch {
		case s.FreeRum > 0:
			s.FreeRum--
		case s.Held[t][Rum] > 0:
			s.Held[t][Rum]--
			s.Discard[Rum]++
		default:
			w.card = RumChest
			s.Held[t][RumChest]--
			s.Discard[RumChest]++
		}
	}
	emit(ev, Event{Kind: EvRumSpent, Seat: s.Turn, Island: i, Card: w.card, N: boolU8(free)})
}

// landing walks n pirates sown from i in direction d skipping the islands
// of skips: the island the last one lands on, the rum cards the skips
// cost, and whether every skipped island was passed.
func (s *State) landing(i uint8, d Dir, n uint8, skips uint8) (uint8, uint8, bool) {
	w := walk{pos: i, skips: skips}
	for range n {
		s.step(&w, d, false, nil)
	}
	return w.pos, w.cards, w.skips == 0
}

// rums is the number of rum cards the mover may spend on a sowing.
func (s *State) rums() uint8 {
	t := Team(s.Turn)
	return s.Held[t][Rum] + s.Held[t][RumChest] + s.FreeRum
}

// maxSkips is the most islands the mover's rums can skip in one sowing.
func (s *State) maxSkips() int {
	n := int(s.rums())
	if s.Adv && s.doubleRum() {
		n *= 2
	}
	return n
}

// skipSets lists the skip sets relative to a sowing (bit k: the k+1-th
// island it passes) by how many islands they skip, each list in
// increasing order: a set that reaches further than a sowing passes is
// followed only by sets reaching further still.
var skipSets = func() (o [NumIslands + 1][]uint8) {
	for m := range 1 << NumIslands {
		k := bits.OnesCount8(uint8(m))
		o[k] = append(o[k], uint8(m))
	}
	return o
}()

// absSkips is the skip set rel of a sowing from i in direction d as
// islands (bit j: island j+1): the k-th island passed (bit k-1 of rel) is
// i+k clockwise, i-k anticlockwise.
func absSkips(rel uint8, i uint8, d Dir) uint8 {
	if d == CW {
		return bits.RotateLeft8(rel, int(i)+1)
	}
	return bits.RotateLeft8(bits.Reverse8(rel), int(i))
}
