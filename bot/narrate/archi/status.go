package archi

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// Status is a short status line of the view: each team's gold (and the
// chests still face down to the viewer), pirates on the islands and
// injured, then whose turn it is or who won: "Red: gold 1 (+2 face-down
// chests), 6 pirates on the islands, 2 injured. White: gold 0, 7 pirates on
// the islands, 1 injured. Red to move." It is "" for no view.
func Status(l narrate.Lang, v *ar.View) string {
	if v == nil {
		return ""
	}
	var parts []string
	for t := range uint8(2) {
		g := text{"%s: gold %d", "%s: золото %d"}.f(l, narrate.CapFirst(TeamName(l, t)), gold(v, t))
		if n := int(v.Held[t][ar.Chest]); n > 0 {
			g += " (+" + chestsDown(l, n) + ")"
		}
		parts = append(parts, text{"%s, %s on the islands, %d injured.", "%s, на островах %s, ранены: %d."}.f(l,
			g, countPirates(l, onBoard(v, int(t))), v.Injured[t]))
	}
	if v.Over {
		parts = append(parts, narrate.Sentence(whyText(l, v)))
	} else {
		parts = append(parts, narrate.Sentence(waits[ar.PendNone].f(l, seatName(l, v.Seats, v.Turn))))
	}
	return strings.Join(parts, " ")
}

// chestsDown counts face-down chests: "1 face-down chest", «2 закрытых
// сундука».
func chestsDown(l narrate.Lang, n int) string {
	switch {
	case l == narrate.RU:
		return strconv.Itoa(n) + " " + narrate.Plural(n, "закрытый сундук", "закрытых сундука", "закрытых сундуков")
	case n == 1:
		return "1 face-down chest"
	}
	return strconv.Itoa(n) + " face-down chests"
}
