package bot

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// private sends what the lighthouse showed to the player of the crew that
// looked, and to nobody else: a direct message with that crew's view; if
// the platform cannot deliver one, a private alert to the presser, else a
// hint to open a private chat.
func (c *call) private(g *game, evs []engine.Event) {
	byCrew := map[engine.Crew][]engine.Event{}
	for _, e := range evs {
		if e.Type == engine.EvPeeked && e.Private != engine.NoCrew {
			byCrew[e.Private] = append(byCrew[e.Private], e)
		}
	}
	for k, peeks := range byCrew {
		seat := g.seatOf(k.String())
		if seat == nil || seat.AI != "" {
			continue
		}
		lang := c.seatLang(g, seat)
		var parts []string
		for _, e := range peeks {
			parts = append(parts, fmt.Sprintf("%s %s", e.To, tileName(lang, e.Kind)))
		}
		list := strings.Join(parts, ", ")
		v := engine.ViewFor(g.cl(), k)
		c.sendPrivate(seat, lang, tr(lang, txtPeekPrivate)+" "+list, c.b.drawBoard(lang, &v, nil, nil), tr(lang, txtPeekAlert, list))
	}
}
