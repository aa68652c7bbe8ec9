package web

import (
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/engine/cards"
)

func init() { drawings[cards.ID] = cardsDrawing{} }

// cardsDrawing turns the card game's views and actions into the page's
// JSON: the island card with its flags, bandits and gold, the landed
// pirates, each seat's coins, hand size and row as far as the view shows
// them, and the viewer's own hand.
type cardsDrawing struct{}

// cardsBoard is one seat's view of a card game (cards.View) as the page
// draws it: another seat's hand is its size, its row before the reveal
// its length.
type cardsBoard struct {
	// Seat is whose view this is ("" a spectator's).
	Seat    string        `json:"seat,omitempty"`
	Round   int           `json:"round"`
	Islands int           `json:"islands"`
	Island  cardsIsland   `json:"island"`
	Phase   string        `json:"phase"`
	ToAct   string        `json:"to_act,omitempty"`
	First   string        `json:"first,omitempty"`
	Deck    int           `json:"deck"`
	Hand    []string      `json:"hand,omitempty"`
	Players []cardsPlayer `json:"players"`
	// Resolving is the seat whose row is being resolved, Card the index of
	// its card at hand, Steps its steps left, Asked the question pending
	// ("answer" to all but the seat asked when it offers a special card).
	Resolving string `json:"resolving,omitempty"`
	Card      int    `json:"card,omitempty"`
	Steps     int    `json:"steps,omitempty"`
	Asked     string `json:"asked,omitempty"`
	// Names are the names of the cards shown (the hand's, the rows'), in
	// the viewer's language (cardsn.CardName): their tooltips.
	Names markNames `json:"names,omitempty"`
}

// cardsIsland is the island card: its rows from the south (Rows[0] is
// row 1), each cell's terrain by name.
type cardsIsland struct {
	W    int        `json:"w"`
	H    int        `json:"h"`
	Rows [][]string `json:"rows"`
}

// cardsPlayer is a seat as everyone sees it, and its row once the view
// shows it (the viewer's own always, everyone's after the reveal).
type cardsPlayer struct {
	Seat   string   `json:"seat"`
	Coins  int      `json:"coins"`
	HandN  int      `json:"hand_n"`
	Status string   `json:"status"`
	RowN   int      `json:"row_n"`
	Row    []string `json:"row,omitempty"`
	At     string   `json:"at,omitempty"`
}

// cardsTerrains name the terrains (cards.Terrain) for the page.
var cardsTerrains = [cards.NumTerrains]string{"water", "land", "rough", "bandit", "gold1", "gold2", "gold3",
	"flag-white", "flag-red", "flag-blue"}

// cardsPhases, cardsStatuses and cardsAsked name the view's phase, a
// seat's part in the round, and the question pending.
var (
	cardsPhases   = [...]string{cards.PhasePlan: "plan", cards.PhaseResolve: "resolve", cards.PhaseOver: "over"}
	cardsStatuses = [...]string{cards.Planning: "planning", cards.Ready: "ready", cards.AtTortuga: "tortuga", cards.Passed: "passed"}
	cardsAsked    = [...]string{cards.PendNone: "", cards.PendRum: "rum", cards.PendDir: "direction",
		cards.PendFriday: "friday", cards.PendWeapon: "weapon", cards.PendDouble: "double"}
)

// cardsName is a name from names, "" out of its range.
func cardsName[T ~uint8](names []string, i T) string {
	if int(i) < len(names) {
		return names[i]
	}
	return ""
}

func (cardsDrawing) board(view any, w labelWords) (any, bool) {
	v, ok := view.(*cards.View)
	if !ok {
		return nil, false
	}
	out := cardsBoard{Seat: cards.SeatName(int(v.Seat)), Round: int(v.Round) + 1, Islands: int(v.NumIsl),
		Phase: cardsName(cardsPhases[:], v.Phase), ToAct: cards.SeatName(int(v.ToAct)),
		First: cards.SeatName(int(v.First)), Deck: int(v.DeckN)}
	names := markNames{}
	out.Island = cardsIsland{W: int(v.Island.W), H: int(v.Island.H)}
	for y := range out.Island.H {
		row := make([]string, out.Island.W)
		for x := range row {
			row[x] = cardsName(cardsTerrains[:], v.Island.At(cards.CellAt(x, y)))
		}
		out.Island.Rows = append(out.Island.Rows, row)
	}
	if v.Seat < v.Seats {
		for c := range cards.NumKinds {
			for range v.Hand[c] {
				out.Hand = append(out.Hand, c.String())
			}
			if v.Hand[c] > 0 {
				names.add(c.String(), cardsn.CardName(w.lang, c))
			}
		}
	}
	for p := range v.Seats {
		pl := cardsPlayer{Seat: cards.SeatName(int(p)), Coins: int(v.Coins[p]), HandN: int(v.HandN[p]),
			Status: cardsName(cardsStatuses[:], v.Status[p]), RowN: int(v.RowN[p])}
		// a row is in the view once revealed, and the viewer's own always
		if p == v.Seat || v.Phase != cards.PhasePlan {
			for _, c := range v.Row[p][:min(int(v.RowN[p]), cards.NumCards)] {
				pl.Row = append(pl.Row, c.String())
				names.add(c.String(), cardsn.CardName(w.lang, c))
			}
		}
		if v.Pos[p] != cards.NoCell {
			pl.At = v.Pos[p].String()
		}
		out.Players = append(out.Players, pl)
	}
	if v.Phase == cards.PhaseResolve {
		out.Resolving, out.Card, out.Steps = cards.SeatName(int(v.Res)), int(v.Card), int(v.Steps)
		out.Asked = cardsName(cardsAsked[:], v.Pend)
		if _, special := v.Pend.Offers(); special && v.ToAct != v.Seat {
			// only the card's owner is asked of it: to anyone else the
			// question would name a card of that hand
			out.Asked = "answer"
		}
	}
	out.Names = names.orNil()
	return out, true
}

// action offers a card to plan as its card in the hand, tapped (Piece
// names it), and every other action (undo, ready, tortuga, pass, a
// question's answers) as a button labelled as the chat's.
func (cardsDrawing) action(_ any, notation string, w labelWords) Action {
	out := Action{A: notation}
	a, err := cards.Parse(notation)
	if err != nil {
		return out
	}
	if a.Kind == cards.ActPlan {
		out.Piece, out.Hand = a.Card.String(), true
	}
	out.Label = cardsn.Button(w.lang, a, w.names(cards.ParseSeat, cards.MaxSeats)...)
	return out
}

// typed: a whole plan (plan arrow-ew horse, cards.SplitPlan's form) is
// played as typed, not as one press.
func (cardsDrawing) typed(action string) bool { return len(cards.SplitPlan(action, 0)) > 1 }
