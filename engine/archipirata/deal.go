package archipirata

import "fmt"

// Options choose a variant: 2 seats, or 4 seats in two teams; Advanced adds
// the captains, one drawn in secret by each seat.
type Options struct {
	Seats    int
	Advanced bool
}

// ID is the ruleset id.
const ID = "archipirata"

// Name is the ruleset's display name.
const Name = "Archipirata"

// Deal sets up a game from a seed: piles shuffled, one pirate of each colour
// on every island, a random first player whose pirate on the wreck goes to
// its airship.
func Deal(o Options, seed uint64) (State, error) {
	var s State
	if o.Seats != 2 && o.Seats != 4 {
		return s, fmt.Errorf("%w: %d seats (2 or 4)", ErrOptions, o.Seats)
	}
	s.Seed, s.RNG, s.Seats, s.Winner = seed, seed, uint8(o.Seats), -1
	var eq [32]Card
	k := 0
	for _, e := range equipmentCounts {
		for range e.n {
			eq[k] = e.c
			k++
		}
	}
	chests := [8]Card{Gold, Gold, Gold, Gold, Gold, Gold, RumChest, RumChest}
	perms := [8]Card{Reef, Fort, Whirlpool, Tavern, Storm, Lookout, Harbor, Kraken}
	shuffle(&s, eq[:])
	shuffle(&s, chests[:])
	shuffle(&s, perms[:])
	for i := range NumIslands {
		e := eq[i*4 : i*4+4]
		s.Pile[i] = [PileSize]Card{e[0], e[1], chests[i], e[2], e[3], perms[i]}
		s.Pirates[i] = [2]uint8{1, 1}
	}
	if o.Advanced {
		s.Adv = true
		caps := [NumCaptains]Captain{BenitoBonito, BoumBanda, ChingShih, DrUrsilio,
			JacquotteDelahaye, JollyRoger, PietHein, AnneBonny}
		for k := range o.Seats {
			j := k + s.intn(NumCaptains-k)
			caps[k], caps[j] = caps[j], caps[k]
			s.Captain[k] = caps[k]
		}
	}
	s.Turn = uint8(s.intn(o.Seats))
	c := Team(s.Turn)
	s.Pirates[0][c] = 0
	s.Injured[c] = 1
	return s, nil
}

func shuffle(s *State, c []Card) {
	for i := len(c) - 1; i > 0; i-- {
		j := s.intn(i + 1)
		c[i], c[j] = c[j], c[i]
	}
}
