package archi

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// Kept tells the cards each team keeps, as the picture's team boxes show
// them: "Red keeps: sabre ×2, bomb ×3, chest. White keeps nothing." Chests
// the viewer may not know read "chest"; captains are not cards kept.
func Kept(l narrate.Lang, v *ar.View) string {
	if v == nil {
		return ""
	}
	var parts []string
	for t := range uint8(2) {
		var cards []string
		for c := ar.Sabre; c <= ar.Chest; c++ {
			if c > ar.RumChest && c != ar.Chest {
				continue // permanents and face-down cards are never kept
			}
			switch n := int(v.Held[t][c]); {
			case n == 1:
				cards = append(cards, CardName(l, c))
			case n > 1:
				cards = append(cards, CardName(l, c)+" ×"+strconv.Itoa(n))
			}
		}
		team := narrate.CapFirst(TeamName(l, t))
		if len(cards) == 0 {
			parts = append(parts, text{"%s keeps nothing.", "%s: карт нет."}.f(l, team))
			continue
		}
		parts = append(parts, text{"%s keeps: %s.", "%s: %s."}.f(l, team, strings.Join(cards, ", ")))
	}
	return strings.Join(parts, " ")
}
