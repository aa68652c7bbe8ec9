package engine

import "math/rand/v2"

// Sample returns a full game state consistent with what the view shows: the
// face-down tiles the viewing crew has not seen are dealt anew, at random
// from seed, from the kinds the island still hides (View.Unseen, less those
// the crew's lighthouse showed), each with a random rotation. It is how a
// computer player imagines the island without peeking (determinization).
func (v *View) Sample(seed uint64) State {
	s := v.public
	rng := rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))
	var bag []Kind
	remaining := v.Unseen
	for x := range s.Board.Island() {
		if t := s.Tiles[x]; !t.Open && t.Kind != Hidden {
			remaining[t.Kind]-- // shown by the lighthouse: its kind is known
		}
	}
	for k := Empty; k < NumKinds; k++ {
		for i := 0; i < remaining[k]; i++ {
			bag = append(bag, k)
		}
	}
	rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
	i := 0
	for x := range s.Board.Island() {
		if s.Tiles[x].Kind == Hidden && i < len(bag) {
			s.Tiles[x] = Tile{Kind: bag[i], Rot: Rot(rng.IntN(4))}
			i++
		}
	}
	return s
}
