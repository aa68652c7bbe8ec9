package bot

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	gm "github.com/jackalbot/jackal/engine/game"
)

// private tells each look at a face-down tile to the player of the crew
// that looked, as classic's private does, in Archipelago's words: the
// tiles by Archipelago's names (a pit, a barrel, a labyrinth of three
// steps: classic's trap, rum and forest name nothing in this box, and
// forest is a tile's back here) with an arrow's ways, and a scout's look
// told as the scout's, not the lighthouse's.
func (archipelagoFace) private(c *call, g *game, evs gm.Events) {
	type sight struct {
		crew  engine.Crew
		scout engine.PieceID // the scout that looked, or NoPiece: the lighthouse
	}
	var order []sight
	seen := map[sight][]engine.Event{}
	for _, e := range classicEvents(evs) {
		if e.Type != engine.EvPeeked || e.Private == engine.NoCrew {
			continue
		}
		s := sight{crew: e.Private, scout: engine.NoPiece}
		if engine.Ability(e.N) == engine.Scout {
			s.scout = e.Piece
		}
		if seen[s] == nil {
			order = append(order, s)
		}
		seen[s] = append(seen[s], e)
	}
	for _, s := range order {
		seat := g.seatOf(s.crew.String())
		if seat == nil || seat.AI != "" {
			continue
		}
		lang := c.seatLang(g, seat)
		l := nl(lang)
		var parts []string
		for _, e := range seen[s] {
			parts = append(parts, fmt.Sprintf("%s: %s", e.To, narrate.ArchipelagoTileSight(l, e.Kind, e.Rot)))
		}
		list := strings.Join(parts, ", ")
		head, alert := tr(lang, txtPeekPrivate), tr(lang, txtPeekAlert, list)
		if s.scout != engine.NoPiece {
			head = narrate.ScoutSight(l, s.scout)
			alert = head + " " + list
		}
		v := engine.ViewFor(g.cl(), s.crew)
		c.sendPrivate(seat, lang, head+" "+list, c.b.drawBoard(lang, &v, nil, nil), alert)
	}
}

// privateBoard is classic's private board (the crew's view) with a line
// that says what it is: the tiles the crew's lighthouse or scout showed
// drawn face up. Before, /board in the private chat sent the picture alone.
func (f archipelagoFace) privateBoard(b *Bot, lang string, g *game, seat string) (Board, bool) {
	bd, ok := f.classicFace.privateBoard(b, lang, g, seat)
	if !ok {
		return bd, false
	}
	bd.Caption = strings.TrimPrefix(bd.Caption+"\n"+tr(lang, txtArchPrivateView, crewName(lang, seat)), "\n")
	return bd, true
}
