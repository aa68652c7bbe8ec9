package web

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	pir "github.com/jackalbot/jackal/engine/archipirata"
)

func init() { drawings[pir.ID] = archipirataDrawing{} }

// archipirataDrawing turns Archipirata's views and actions into the
// page's JSON: the ring of eight islands with their piles and pirates,
// the teams' kept cards and airships.
type archipirataDrawing struct{}

// archipirataBoard is one seat's view of an Archipirata game
// (archipirata.View) as the page draws it: a face-down card is "?", a
// chest whose contents the viewer may not know "chest", and another
// team's chests are counted, never named.
type archipirataBoard struct {
	// Seat is whose view this is ("" a spectator's).
	Seat    string            `json:"seat,omitempty"`
	Islands []archipirataIsle `json:"islands"`
	Teams   []archipirataTeam `json:"teams"`
	Seats   []archipirataSeat `json:"seats"`
	Discard map[string]int    `json:"discard,omitempty"`
	Turn    string            `json:"turn,omitempty"`
	Pending string            `json:"pending,omitempty"`
	Over    bool              `json:"over,omitempty"`
	Winner  string            `json:"winner,omitempty"`
	// Mine is the viewer's own captain (the advanced game): nil for a
	// spectator, without the variant, and never another seat's.
	Mine *archipirataCaptain `json:"mine,omitempty"`
	// Names are the names of the cards shown (piles, kept, discarded) in
	// the viewer's language (archi.CardName): their tooltips.
	Names markNames `json:"names,omitempty"`
}

// archipirataCaptain is the viewer's own captain as the chat's private
// board tells it: its name and what it does (archi.CaptainRule, the
// /rules text), in the viewer's language, and whether it is used up or
// shown to all.
type archipirataCaptain struct {
	Name     string `json:"name"`
	Text     string `json:"text,omitempty"`
	Spent    bool   `json:"spent,omitempty"`
	Revealed bool   `json:"revealed,omitempty"`
}

// archipirataIsle is one island of the ring (N from 1): its pile from the
// top card down, the permanent revealed there, its red and white pirates.
type archipirataIsle struct {
	N     int      `json:"n"`
	Pile  []string `json:"pile,omitempty"`
	Perm  string   `json:"perm,omitempty"`
	Red   int      `json:"red,omitempty"`
	White int      `json:"white,omitempty"`
}

// archipirataTeam is a colour's team: its kept cards by name (another
// team's chests under "chest"), its pirates injured on its airship and
// its captains worth a gold chest.
type archipirataTeam struct {
	Colour  string         `json:"colour"`
	Held    map[string]int `json:"held,omitempty"`
	Injured int            `json:"injured,omitempty"`
	CapGold int            `json:"cap_gold,omitempty"`
}

// archipirataSeat is a seat with its captain as the viewer sees it ("?"
// for one not shown, "" without the advanced variant).
type archipirataSeat struct {
	Name     string `json:"name"`
	Colour   string `json:"colour"`
	Captain  string `json:"captain,omitempty"`
	Revealed bool   `json:"revealed,omitempty"`
	Spent    bool   `json:"spent,omitempty"`
}

// archipirataColours name the teams by their index.
var archipirataColours = [2]string{"red", "white"}

// archipirataPending names the choices a mover answers.
var archipirataPending = map[pir.Pending]string{pir.PendAid: "aid", pir.PendLookout: "lookout",
	pir.PendInjure: "injure", pir.PendPlace: "place"}

func (archipirataDrawing) board(view any, w labelWords) (any, bool) {
	v, ok := view.(*pir.View)
	if !ok {
		return nil, false
	}
	seatName := pir.Rules{}.SeatName
	out := archipirataBoard{Seat: seatName(int(v.Seat)), Turn: seatName(int(v.Turn)),
		Pending: archipirataPending[v.Pend], Over: v.Over}
	if v.Over && v.Winner >= 0 && v.Winner < 2 {
		out.Winner = archipirataColours[v.Winner]
	}
	for i := range pir.NumIslands {
		isle := archipirataIsle{N: i + 1, Red: int(v.Pirates[i][pir.Red]), White: int(v.Pirates[i][pir.White])}
		for k := int(v.Top[i]); k < pir.PileSize; k++ {
			isle.Pile = append(isle.Pile, v.Pile[i][k].String())
		}
		if v.Perm[i] != pir.NoCard {
			isle.Perm = v.Perm[i].String()
		}
		out.Islands = append(out.Islands, isle)
	}
	for t := range 2 {
		team := archipirataTeam{Colour: archipirataColours[t], Injured: int(v.Injured[t]), CapGold: int(v.CapGold[t])}
		team.Held = cardCounts(v.Held[t][:])
		out.Teams = append(out.Teams, team)
	}
	out.Discard = cardCounts(v.Discard[:])
	for k := range v.Seats {
		s := archipirataSeat{Name: seatName(int(k)), Colour: archipirataColours[pir.Team(k)],
			Revealed: v.Revealed[k], Spent: v.Spent[k]}
		if v.Captain[k] != pir.NoCaptain {
			s.Captain = v.Captain[k].String()
		}
		out.Seats = append(out.Seats, s)
	}
	out.Mine = archipirataMine(v, w)
	out.Names = archipirataNames(&out, w)
	return out, true
}

// archipirataMine is the captain of v's own seat (nil for a spectator's
// view or none dealt) as its player reads it.
func archipirataMine(v *pir.View, w labelWords) *archipirataCaptain {
	if int(v.Seat) >= len(v.Captain) {
		return nil
	}
	c := v.Captain[v.Seat]
	if c == pir.NoCaptain || c >= pir.CaptainHidden {
		return nil
	}
	return &archipirataCaptain{Name: archi.CaptainName(w.lang, c), Text: captainPower(w, c),
		Spent: v.Spent[v.Seat], Revealed: v.Revealed[v.Seat]}
}

// captainPower is what captain c does and costs, as /rules tells it
// (archi.CaptainRule) but for the command to type at its end: the page
// offers the captain as a button.
func captainPower(w labelWords, c pir.Captain) string {
	rule := archi.CaptainRule(w.lang, c)
	cmd := "captain " + c.String()
	if c == pir.BenitoBonito {
		cmd += " 1|2"
	}
	if cut, ok := strings.CutSuffix(rule, ": "+cmd+"."); ok {
		return cut + "."
	}
	return rule
}

// archipirataNames names every card b shows.
func archipirataNames(b *archipirataBoard, w labelWords) markNames {
	names := markNames{}
	add := func(mark string) {
		if c, ok := pirataCards[mark]; ok {
			names.add(mark, archi.CardName(w.lang, c))
		}
	}
	for _, isle := range b.Islands {
		for _, c := range isle.Pile {
			add(c)
		}
		add(isle.Perm)
	}
	for _, t := range b.Teams {
		for c := range t.Held {
			add(c)
		}
	}
	for c := range b.Discard {
		add(c)
	}
	return names.orNil()
}

// pirataCards are the cards by their names in the page's JSON.
var pirataCards = func() map[string]pir.Card {
	out := map[string]pir.Card{}
	for c := pir.Sabre; c <= pir.Chest; c++ { // Chest the last of the cards
		out[c.String()] = c
	}
	return out
}()

// cardCounts are the cards of a count by kind (index a pir.Card), by
// name, those held only.
func cardCounts(n []uint8) map[string]int {
	out := map[string]int{}
	for c, k := range n {
		if k > 0 {
			out[pir.Card(c).String()] = int(k)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// archipirataIsland is the page's name of island i (0-based).
func archipirataIsland(i uint8) string { return "i" + strconv.Itoa(int(i)+1) }

// action offers a take from its island (tapped, then the way chosen in a
// menu), a choice as a target island, a captain's power as a button;
// each labelled as the chat's button.
func (archipirataDrawing) action(_ any, notation string, w labelWords) Action {
	out := Action{A: notation}
	a, err := pir.Parse(notation)
	if err != nil {
		return out
	}
	out.Label = archi.Button(w.lang, a)
	switch a.Kind {
	case pir.ActTake:
		out.Piece, out.Menu = archipirataIsland(a.Island), true
	case pir.ActChoose:
		out.To = archipirataIsland(a.Island)
	}
	return out
}
