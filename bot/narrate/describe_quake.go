package narrate

import "github.com/jackalbot/jackal/engine"

// The earthquake in a turn's story: once both of its tiles are chosen in
// the same telling, the swap is told with the quake ("set off an
// earthquake that swapped c3 and k11"), and the choices still to make are
// not.

// swapAfter is the earthquake's swap told after the event at i, if the
// same telling holds it.
func (t *teller) swapAfter(i int) (engine.Event, bool) {
	for _, e := range t.evs[i+1:] {
		if e.Type == engine.EvSwapped {
			return e, true
		}
	}
	return engine.Event{}, false
}

// quakeBefore reports whether the swap at i follows the earthquake's
// first choice in the same telling, which told the swap.
func (t *teller) quakeBefore(i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch e := t.evs[j]; {
		case e.Type == engine.EvSwapped:
			return false
		case e.Type == engine.EvChoice && e.How == engine.ChooseEarthquake:
			return true
		}
	}
	return false
}
