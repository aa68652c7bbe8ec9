package engine

import "math/rand/v2"

// Sample returns a full game state consistent with what the view shows: the
// face-down tiles the viewing crew has not seen are dealt anew, at random
// from seed, from the kinds the island still hides (View.Unseen, less those
// the crew's lighthouse showed), each with a random rotation. It is how a
// computer player imagines the island without peeking (determinization).
// On a board whose tiles have backs (Archipelago's) each face-down tile is
// dealt from its own back's share of the box (sampleByBack).
func (v *View) Sample(seed uint64) State {
	s := v.public
	rng := rand.New(rand.NewPCG(seed, seed^0x2545f4914f6cdd1d))
	if s.Board.boats {
		sampleByBack(&s, rng)
		return s
	}
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

// sampleByBack deals the blank face-down tiles of s anew, back by back:
// each from Archipelago's box tiles of its back less those of that back
// face up or shown by the lighthouse. The box holds more than the island
// (tiles removed unseen), so a random part of each back's bag is dealt.
func sampleByBack(s *State, rng *rand.Rand) {
	var bag []Kind
	for _, b := range Backs() {
		var left [NumKinds]int
		for k := Empty; k < NumKinds; k++ {
			left[k] = ArchipelagoCount(b, k)
		}
		for x := range s.Board.Island() {
			if t := s.Tiles[x]; s.Board.Back(x) == b && t.Kind != Hidden && left[t.Kind] > 0 {
				left[t.Kind]--
			}
		}
		bag = bag[:0]
		for k := Empty; k < NumKinds; k++ {
			for range left[k] {
				bag = append(bag, k)
			}
		}
		rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
		i := 0
		for x := range s.Board.Island() {
			if s.Board.Back(x) == b && s.Tiles[x].Kind == Hidden && i < len(bag) {
				s.Tiles[x] = Tile{Kind: bag[i], Rot: Rot(rng.IntN(4))}
				i++
			}
		}
	}
}
