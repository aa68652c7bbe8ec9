package campaign

import (
	"sort"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// crews are the crews' colours in the engine's piece order (W1 … R3), and
// their letters in the notation.
var crews = []struct{ colour, letter string }{
	{"white", "W"}, {"yellow", "Y"}, {"black", "B"}, {"red", "R"},
}

// CrewLetter is the notation's letter of a crew colour ("white" → "W",
// "yellow" → "Y", "black" → "B", "red" → "R"), read case-insensitively;
// the letter itself is read too. False for anything else.
func CrewLetter(colour string) (string, bool) {
	i := crewIndex(colour)
	if i < 0 {
		return "", false
	}
	return crews[i].letter, true
}

// crewIndex is the crew's place in piece order; -1 when colour is none.
func crewIndex(colour string) int {
	c := strings.TrimSpace(colour)
	for i, cr := range crews {
		if strings.EqualFold(c, cr.colour) || strings.EqualFold(c, cr.letter) {
			return i
		}
	}
	return -1
}

// Label is the pirate of h as the rules write it on a crew of the colour
// given: W2 "Long John", or W2 when unnamed; the player's pirate number
// alone (2 "Long John") when the colour is none.
func (h Holding) Label(colour string) string {
	s := strconv.Itoa(h.Pirate)
	if l, ok := CrewLetter(colour); ok {
		s = l + s
	}
	if h.Name != "" {
		s += " " + strconv.Quote(h.Name)
	}
	return s
}

// Variant writes the holdings of the players seated on crews as
// Archipelago's variant, "abilities=W2:strongman+B1:scout", given each
// player's crew colour ("white", "yellow", "black", "red"); "" when none.
// The pairs go in piece order (W1 … R3) whatever the holdings' order. Left
// out are skipped picks (NoAbility), pirates outside 1 … 3, players with no
// crew in crewOf, and any second ability on one pirate or second pirate
// with one ability (which the campaign never deals), so that what Variant
// writes is always a list the engine reads back.
func Variant(holdings []Holding, crewOf map[string]string) string {
	type pair struct {
		slot int // crew index × 3 + pirate − 1
		a    engine.Ability
	}
	var ps []pair
	usedSlot := map[int]bool{}
	usedAbility := map[engine.Ability]bool{}
	for _, h := range holdings {
		if h.Ability == engine.NoAbility || h.Ability >= engine.NumAbilities || h.Pirate < 1 || h.Pirate > 3 {
			continue
		}
		colour, ok := crewOf[h.Player]
		if !ok {
			continue
		}
		c := crewIndex(colour)
		if c < 0 {
			continue
		}
		slot := c*3 + h.Pirate - 1
		if usedSlot[slot] || usedAbility[h.Ability] {
			continue
		}
		usedSlot[slot], usedAbility[h.Ability] = true, true
		ps = append(ps, pair{slot, h.Ability})
	}
	if len(ps) == 0 {
		return ""
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].slot < ps[j].slot })
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = crews[p.slot/3].letter + strconv.Itoa(p.slot%3+1) + ":" + p.a.String()
	}
	return "abilities=" + strings.Join(parts, "+")
}
