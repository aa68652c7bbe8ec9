package ai

import "github.com/jackalbot/jackal/engine"

// viewHash digests what a decision depends on in v, on board bd, so that a
// decision's randomness is a function of the agent's seed and the position
// alone.
func viewHash(bd *boardInfo, v *engine.View) uint64 {
	h := uint64(0xcbf29ce484222325)
	h = mix(h, uint64(v.Crew)<<8|uint64(v.Turn)<<16|uint64(v.Controller)<<24|uint64(v.Round)<<32)
	h = mix(h, uint64(v.FaceDown)|uint64(v.SmokeLeft)<<8|uint64(v.Dragger)<<16|uint64(v.DragGold)<<24)
	for p := range v.Pieces {
		pc := &v.Pieces[p]
		h = mix(h, uint64(pc.Status)|uint64(pc.Crew)<<8|cellKey(pc.At)<<16|uint64(pc.Step)<<24|
			uint64(pc.Flags)<<32|uint64(pc.Drunk)<<40)
	}
	for _, x := range bd.cells {
		t := &v.Tiles[x]
		if !t.Open && v.Coins[x] == 0 {
			continue
		}
		h = mix(h, cellKey(x)|uint64(t.Kind)<<8|uint64(t.Rot)<<16|uint64(v.Coins[x])<<24|uint64(v.Treasure[x])<<32)
	}
	for c := range v.Ships {
		h = mix(h, cellKey(v.Ships[c])|uint64(v.Scores[c])<<8|uint64(v.Bottles[c])<<16)
	}
	if v.Pending != nil {
		h = mix(h, uint64(v.Pending.Piece)|uint64(v.Pending.Choose)<<8|cellKey(v.Pending.At)<<16|uint64(len(v.Pending.Options))<<24)
	}
	return finish(h)
}

// cellKey is c's number in the hashes: its classic number, so that the
// agents' decisions did not change when the grid grew; the grid's cells
// beyond classic's 13×13 follow, numbered in cell order from 169.
func cellKey(c engine.Cell) uint64 { return uint64(cellKeys[c]) }

// cellKeys is every Cell value's number in the hashes (see cellKey).
var cellKeys = func() (k [256]uint8) {
	next := uint8(engine.ClassicSize * engine.ClassicSize)
	for c := range k {
		n, ok := engine.ClassicNumber(engine.Cell(c))
		if !ok && engine.Cell(c).Valid() {
			n = next
			next++
		}
		k[c] = n
	}
	return k
}()
