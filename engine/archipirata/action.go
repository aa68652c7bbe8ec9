package archipirata

import "math/bits"

// Dir is a sowing direction.
type Dir uint8

// Directions: clockwise follows the island numbers upward.
const (
	CW  Dir = 0
	CCW Dir = 1
)

// ActKind tells what an action does.
type ActKind uint8

// Action kinds.
const (
	// ActTake chooses an island, takes its pirates and sows them.
	ActTake ActKind = iota + 1
	// ActChoose answers a pending choice with an island.
	ActChoose
	// ActCaptain uses the seat's captain (Cap); Island is Benito Bonito's
	// option (1 or 2), else 0.
	ActCaptain
)

// Action is one move. For ActTake, Island is the starting island (0-based),
// Dir the direction, N the number of pirates sown when their order is given
// (0 when every pirate taken has one colour, so the order cannot matter),
// Order the colours in sowing order (bit k set: the k-th pirate sown is
// white), and Skips the islands skipped with rums (bit j: island j+1 is
// skipped the first time the sowing passes it; 0 none). N is 0 in a take
// typed without an order (`take 3 cw`); on an island of both colours
// Resolve makes it the take in the engine's order.
// For ActChoose, Island is the island chosen.
type Action struct {
	Kind   ActKind
	Island uint8
	Dir    Dir
	N      uint8
	Order  uint16
	Skips  uint8
	Cap    Captain
}

// SkippedIslands is the islands a take skips with rums (0-based), in the
// order its sowing passes them, as the notation lists them.
func (a Action) SkippedIslands() []uint8 {
	out := make([]uint8, 0, bits.OnesCount8(a.Skips))
	pos := a.Island
	for range NumIslands {
		pos = next(pos, a.Dir)
		if a.Skips&(1<<pos) != 0 {
			out = append(out, pos)
		}
	}
	return out
}
