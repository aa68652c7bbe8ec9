package archipirata

import (
	"fmt"
	"math/bits"
	"strings"
)

// refuse is the ErrIllegal refusal of a, an action Legal does not list,
// naming the rule it breaks when one does, as the other engines do:
// "illegal action: take 3 cw: island 3 has no pirate (§2.1)".
func (s *State) refuse(a Action) error {
	if why := s.why(a); why != "" {
		return fmt.Errorf("%w: %s: %s", ErrIllegal, Format(a), why)
	}
	return fmt.Errorf("%w: %s", ErrIllegal, Format(a))
}

// pendNames say what a pending choice asks.
var pendNames = [...]string{PendAid: "the island for the aid's pirate", PendLookout: "the pile the lookout looks at",
	PendInjure: "the island of the pirate the captain injures", PendPlace: "the island for the captain's pirate"}

// why is the rule of ARCHIPIRATA.md (or of the engine's RULINGS) that a,
// refused, breaks; "" when none in particular. It tells only what the
// mover may know: a chest on top reads "a chest".
func (s *State) why(a Action) string {
	if s.Pend != PendNone && a.Kind != ActChoose {
		return "answer the pending choice first: " + pendNames[s.Pend] + ", an island number"
	}
	switch a.Kind {
	case ActChoose:
		return s.whyChoice(a.Island)
	case ActCaptain:
		return s.whyCaptain(a)
	case ActTake:
		return s.whyTake(a)
	}
	return ""
}

func (s *State) whyChoice(j uint8) string {
	if j >= NumIslands {
		return "no such island"
	}
	switch s.Pend {
	case PendNone:
		return "no choice is asked now (§5: a choice answers an aid, a lookout or a captain)"
	case PendLookout:
		return fmt.Sprintf("island %d's pile hides no card (§3 lookout)", j+1)
	case PendInjure:
		if s.Captain[s.Turn] == BenitoBonito {
			return fmt.Sprintf("island %d has no enemy pirate (Benito Bonito injures enemy pirates)", j+1)
		}
		return fmt.Sprintf("island %d has no pirate to injure", j+1)
	case PendPlace:
		return fmt.Sprintf("island %d already got a pirate from this power (two different islands)", j+1)
	}
	return ""
}

func (s *State) whyCaptain(a Action) string {
	c, seat, t := s.Captain[s.Turn], s.Turn, Team(s.Turn)
	switch {
	case !s.Adv || c == NoCaptain:
		return "captains are played in the advanced game only (§4)"
	case a.Cap != c:
		return fmt.Sprintf("%s is not this seat's captain", a.Cap)
	case s.Spent[seat]:
		return fmt.Sprintf("%s is used up", c)
	case c == BenitoBonito:
		return fmt.Sprintf("option %d discards %d chest(s) and the team holds %d", a.Island, a.Island, s.chests(t))
	case c == PietHein:
		return "piet-hein is revealed already: a rum may now pay for two skips in a row"
	case c == JollyRoger && !s.Revealed[seat]:
		return ""
	}
	var need []string
	cost := c.Cost()
	for k := Sabre; k <= Rum; k++ {
		if cost[k] > 0 {
			need = append(need, fmt.Sprintf("%d %s", cost[k], k))
		}
	}
	also := ""
	if cost[Rum] > 0 {
		also = " (a rum may be a rum chest)"
	}
	return fmt.Sprintf("%s discards %s%s, and the team lacks some", c, strings.Join(need, ", "), also)
}

func (s *State) whyTake(a Action) string {
	i := a.Island
	if i >= NumIslands || a.Dir > CCW {
		return ""
	}
	r, w := s.Pirates[i][Red], s.Pirates[i][White]
	n := r + w
	switch {
	case n == 0:
		return fmt.Sprintf("island %d has no pirate (§2.1)", i+1)
	case s.Perm[i] == Reef:
		return fmt.Sprintf("island %d has a reef: it cannot be a starting island (§3 reef)", i+1)
	}
	b := Resolve(s, a)
	if b.N != 0 && (b.N != n || b.Order>>n != 0 || bits.OnesCount16(b.Order) != int(w)) {
		return fmt.Sprintf("island %d holds %d red and %d white pirates: the order names each once (§5)", i+1, r, w)
	}
	land, cards, ok := s.landing(i, a.Dir, n, a.Skips)
	switch {
	case !ok:
		return "a +rum@ island is not passed before the last pirate is placed (§2.2)"
	case cards > s.rums():
		return fmt.Sprintf("the skips cost %d rum card(s) and the team holds %d (§2.2)", cards, s.rums())
	}
	last := White
	if r > 0 && (w == 0 || b.Order&(1<<(n-1)) == 0) {
		last = Red
	}
	t := Team(s.Turn)
	if c := s.TopCard(land); c.OwnColour() && last != Colour(t) {
		name := c.String()
		if c.IsChest() {
			name = "chest" // its lid shows, not which (§1)
		}
		return fmt.Sprintf("the last pirate placed, %s, lands on island %d's %s, which needs a %s pirate last (§1, §2.3)",
			colourName[last], land+1, name, colourName[t])
	}
	return ""
}

// colourName is a colour's word.
var colourName = [2]string{"red", "white"}
