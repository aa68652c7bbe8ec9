package archipirata

// Captain is an Archipirata captain card (advanced variant).
type Captain uint8

// The captains. CaptainHidden is a captain a view does not show.
const (
	NoCaptain Captain = iota
	BenitoBonito
	BoumBanda
	ChingShih
	DrUrsilio
	JacquotteDelahaye
	JollyRoger
	PietHein
	AnneBonny
	CaptainHidden
)

// NumCaptains is the number of captain cards.
const NumCaptains = 8

var captainNames = [...]string{"-", "benito-bonito", "boum-banda", "ching-shih", "dr-ursilio",
	"jacquotte-delahaye", "jolly-roger", "piet-hein", "anne-bonny", "?"}

// String is the captain's notation name.
func (c Captain) String() string {
	if int(c) >= len(captainNames) {
		return "?"
	}
	return captainNames[c]
}

// cost is what each captain's power discards (a rum may be paid with a rum
// chest). Benito Bonito pays in chests, by option; Jolly Roger's conversion
// and Piet Hein's reveal are handled apart.
var cost = [...][NumHeld]uint8{
	BoumBanda:         {Rum: 1, Bomb: 1, Compass: 1, Aid: 1},
	ChingShih:         {Sabre: 2},
	DrUrsilio:         {Rum: 1, Bomb: 1, Compass: 1, Sabre: 1},
	JacquotteDelahaye: {Rum: 2, Bomb: 1, Sabre: 1, Compass: 1},
	JollyRoger:        {Bomb: 3, Sabre: 1},
	AnneBonny:         {Rum: 1, Bomb: 1, Compass: 1, Aid: 1},
}

// Cost is what captain c's power discards besides the captain: Boum
// Banda's rum, bomb, compass and aid; zero for Benito Bonito (who pays in
// chests), Piet Hein (free) and a value that is no captain. A rum may be
// paid with a rum chest.
func (c Captain) Cost() [NumHeld]uint8 {
	if int(c) >= len(cost) {
		return [NumHeld]uint8{}
	}
	return cost[c]
}

// canPay reports whether team t holds the cards of c.
func (s *State) canPay(t uint8, c *[NumHeld]uint8) bool {
	h := &s.Held[t]
	for k := Sabre; k <= Aid; k++ {
		if h[k] < c[k] {
			return false
		}
	}
	return h[Rum]+h[RumChest] >= c[Rum]
}

// pay discards the cards of c from team t (plain rums before rum chests).
func (s *State) pay(t uint8, c *[NumHeld]uint8) {
	h := &s.Held[t]
	for k := Sabre; k <= Aid; k++ {
		h[k] -= c[k]
		s.Discard[k] += c[k]
	}
	for range c[Rum] {
		k := Rum
		if h[Rum] == 0 {
			k = RumChest
		}
		h[k]--
		s.Discard[k]++
	}
}

// chests is the number of chests team t holds.
func (s *State) chests(t uint8) uint8 { return s.Held[t][Gold] + s.Held[t][RumChest] }

// injurable reports whether a captain's injury of the seat to act may
// target island i (RULINGS 15): an island with an enemy pirate, or, for
// every captain but Benito Bonito (whose text says "enemy"), one with an
// own pirate; a harbor stops only sabres and bombs.
func (s *State) injurable(i uint8) bool {
	t := Team(s.Turn)
	return s.Pirates[i][1-t] > 0 || s.Pirates[i][t] > 0 && s.Captain[s.Turn] != BenitoBonito
}

// injureTarget reports whether some island is injurable.
func (s *State) injureTarget() bool {
	for i := range uint8(NumIslands) {
		if s.injurable(i) {
			return true
		}
	}
	return false
}

// captainInjure injures the pirate a captain's power chose on island i:
// an enemy pirate when there is one (RULINGS 15), else an own one.
func (s *State) captainInjure(i uint8, ev *[]Event) {
	c := Colour(1 - Team(s.Turn))
	if s.Pirates[i][c] == 0 {
		c = 1 - c
	}
	s.injure(i, c, ev)
}

// appendCaptain appends the captain actions of the seat to act.
func (s *State) appendCaptain(buf []Action) []Action {
	c, seat := s.Captain[s.Turn], s.Turn
	if c == NoCaptain || s.Spent[seat] {
		return buf
	}
	t := Team(seat)
	a := Action{Kind: ActCaptain, Cap: c}
	switch c {
	case BenitoBonito:
		if s.chests(t) >= 1 {
			a.Island = 1
			buf = append(buf, a)
		}
		if s.chests(t) >= 2 {
			a.Island = 2
			buf = append(buf, a)
		}
	case JollyRoger, PietHein:
		if !s.Revealed[seat] {
			buf = append(buf, a)
		} else if c == JollyRoger && s.canPay(t, &cost[c]) {
			buf = append(buf, a)
		}
	default:
		if s.canPay(t, &cost[c]) {
			buf = append(buf, a)
		}
	}
	return buf
}

// captain plays a captain action: pay, reveal, then the power; the choices
// it needs come as pending choices.
func (s *State) captain(a Action, ev *[]Event) {
	seat, t := s.Turn, Team(s.Turn)
	c := a.Cap
	first := !s.Revealed[seat]
	s.Revealed[seat] = true
	emit(ev, Event{Kind: EvCaptain, Seat: seat, N: uint8(c), Island: a.Island})
	switch c {
	case BenitoBonito:
		// RULINGS: the chests discarded are rum chests first, then gold.
		for range a.Island {
			k := RumChest
			if s.Held[t][RumChest] == 0 {
				k = Gold
			}
			s.Held[t][k]--
			s.Discard[k]++
		}
		if a.Island == 1 {
			s.FreeRum = 1 // a rum for this turn's sowing
			s.PendInj = 1
		} else {
			s.PendInj = 2
		}
	case JollyRoger:
		if !first { // the first use only reveals it, for good
			s.pay(t, &cost[c])
			s.CapGold[t]++
		}
	case PietHein:
		// revealed: a rum may now pay for two skips in a row
	default:
		s.pay(t, &cost[c])
		switch c {
		case BoumBanda:
			s.PendInj = 2
		case ChingShih:
			s.PendInj = 1
		case DrUrsilio:
			s.PendPlace = 2
		case JacquotteDelahaye:
			s.CapGold[t]++
		case AnneBonny:
			s.PendInj, s.PendPlace = 1, 1
		}
	}
	// RULINGS: Ching Shih and Jolly Roger stay in play (their text has no
	// "in addition to discarding this card"); the others are used once.
	if c != ChingShih && c != JollyRoger && c != PietHein {
		s.Spent[seat] = true
	}
	s.captainPending(ev)
}

// captainPending sets the next pending choice of a captain's power, or,
// when none is left, checks the winner and whether the mover can go on.
// An injury that leaves the enemy no pirate on the board wins at once
// (§4): the rest of the power is dropped, never an own pirate injured for
// want of an enemy one.
func (s *State) captainPending(ev *[]Event) {
	t := Team(s.Turn)
	if s.OnBoard(Colour(1-t)) == 0 {
		s.PendInj, s.PendPlace = 0, 0
	}
	if s.PendInj > 0 && !s.injureTarget() {
		s.PendInj = 0
	}
	if s.PendPlace > 0 && s.Injured[t] == 0 {
		s.PendPlace = 0
	}
	switch {
	case s.PendInj > 0:
		s.Pend = PendInjure
		return
	case s.PendPlace > 0:
		s.Pend = PendPlace
		return
	}
	s.Pend, s.PlaceMask = PendNone, 0
	Settle(s, ev)
}

// doubleRum reports whether a rum of the mover may pay for two skips in a
// row (Piet Hein revealed).
func (s *State) doubleRum() bool {
	return s.Captain[s.Turn] == PietHein && s.Revealed[s.Turn]
}
