package archipirata

import "slices"

// Sample returns a whole game that seat cannot tell apart from s: every
// card seat may not know is dealt again at random from seed, from the
// cards that could be there. That is the face-down cards of the piles seat
// has not looked at (equipment among equipment, permanents among
// permanents), the identity of every chest seat has not seen (in the piles
// and in the other team's hands), and the other seats' hidden captains
// (drawn from the captains seat has not seen). It is how a computer player
// imagines the game without peeking (determinization).
//
// What Sample returns depends only on what seat may know of s and on seed:
// the hidden cards are gathered as a sorted multiset (which the seat can
// count from the box, the face-up cards and the discards) before they are
// dealt again, and the deal's seed is not carried over.
func Sample(s *State, seat uint8, seed uint64) State {
	out := *s
	out.Seed, out.RNG = seed, seed
	if s.Over {
		return out
	}
	var seen uint8
	if seat < MaxSeats {
		seen = s.Seen[seat]
	}
	// The slots of each kind of unknown card, and the cards they hold.
	var equip, perm, chest []*Card
	for i := range NumIslands {
		if seen&(1<<i) != 0 {
			continue
		}
		for k := int(s.Top[i]); k < PileSize; k++ {
			c := &out.Pile[i][k]
			switch {
			case c.IsChest():
				chest = append(chest, c)
			case k == int(s.Top[i]):
				// the top card is face up
			case c.IsPermanent():
				perm = append(perm, c)
			default:
				equip = append(equip, c)
			}
		}
	}
	// The other team's chests: as many slots as it holds, gold first.
	var held [2][]Card
	for t := range uint8(2) {
		if seat < MaxSeats && Team(seat) == t {
			continue
		}
		h := &out.Held[t]
		for range h[Gold] {
			held[t] = append(held[t], Gold)
		}
		for range h[RumChest] {
			held[t] = append(held[t], RumChest)
		}
		for k := range held[t] {
			chest = append(chest, &held[t][k])
		}
	}
	rng := seed ^ 0x6a09e667f3bcc909
	for _, slots := range [][]*Card{equip, perm, chest} {
		deal(slots, &rng)
	}
	for t := range uint8(2) {
		if seat < MaxSeats && Team(seat) == t {
			continue
		}
		h := &out.Held[t]
		h[Gold], h[RumChest] = 0, 0
		for _, c := range held[t] {
			h[c]++
		}
	}
	sampleCaptains(&out, seat, &rng)
	return out
}

// deal puts the cards of slots back in them, sorted and then shuffled from
// rng: the result depends on which cards they hold, not where.
func deal(slots []*Card, rng *uint64) {
	bag := make([]Card, len(slots))
	for k, c := range slots {
		bag[k] = *c
	}
	slices.Sort(bag)
	for k := len(bag) - 1; k > 0; k-- {
		j := int(SplitMix(rng) % uint64(k+1))
		bag[k], bag[j] = bag[j], bag[k]
	}
	for k, c := range slots {
		*c = bag[k]
	}
}

// sampleCaptains deals the other seats' hidden captains again, from the
// captains seat has not seen (its own and those revealed are known).
func sampleCaptains(s *State, seat uint8, rng *uint64) {
	if !s.Adv {
		return
	}
	var known [NumCaptains + 1]bool
	var slots []int
	for k := range int(s.Seats) {
		if uint8(k) == seat || s.Revealed[k] {
			known[s.Captain[k]] = true
		} else if s.Captain[k] != NoCaptain {
			slots = append(slots, k)
		}
	}
	var pool []Captain
	for c := BenitoBonito; c <= AnneBonny; c++ {
		if !known[c] {
			pool = append(pool, c)
		}
	}
	for _, k := range slots {
		j := int(SplitMix(rng) % uint64(len(pool)))
		s.Captain[k] = pool[j]
		pool = slices.Delete(pool, j, j+1)
	}
}
