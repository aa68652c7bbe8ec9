package web

import (
	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/narrate"

	"github.com/jackalbot/jackal/engine"
)

func init() { drawings[engine.ID] = classicDrawing{} }

// classicDrawing turns classic's views and actions into the page's JSON.
type classicDrawing struct{}

// classicBoard is one crew's view of a classic game (engine.View) as the
// page draws it: only what the view holds, so a face-down tile is
// "hidden" unless the viewer's lighthouse showed it.
type classicBoard struct {
	// Crew is whose view this is ("" a spectator's).
	Crew       string         `json:"crew,omitempty"`
	Size       int            `json:"size"`
	Cells      []classicCell  `json:"cells"`
	Pieces     []classicPiece `json:"pieces"`
	Ships      []classicShip  `json:"ships"`
	Crews      []classicCrew  `json:"crews"`
	Turn       string         `json:"turn,omitempty"`
	Controller string         `json:"controller,omitempty"`
	Round      int            `json:"round"`
	Over       bool           `json:"over,omitempty"`
	Winners    []string       `json:"winners,omitempty"`
	Pending    *classicChoice `json:"pending,omitempty"`
	GoldLeft   int            `json:"gold_left"`
	FaceDown   int            `json:"face_down"`
	// Names are the names of the open tiles' kinds, in the viewer's
	// language (narrate.TileName): their tooltips.
	Names markNames `json:"names,omitempty"`
}

// classicCell is one cell in play: an island tile or a sea cell.
type classicCell struct {
	C string `json:"c"` // its name, "g7"
	X int    `json:"x"` // file, 0 = a
	Y int    `json:"y"` // rank, 0 = 1
	// Sea marks a sea cell; Berth names the crew whose side a berth lies on.
	Sea   bool   `json:"sea,omitempty"`
	Berth string `json:"berth,omitempty"`
	// Kind is an island tile's kind as the viewer sees it ("hidden" face
	// down), Rot its rotation in quarter turns.
	Kind string `json:"k,omitempty"`
	// Back is a face-down tile's back where tiles have backs
	// (Archipelago's: beach, forest, mountains), what anyone sees of it.
	Back     string `json:"back,omitempty"`
	Rot      int    `json:"r,omitempty"`
	Open     bool   `json:"open,omitempty"`
	Known    bool   `json:"known,omitempty"`
	Used     bool   `json:"used,omitempty"`
	Coins    int    `json:"coins,omitempty"`
	Treasure int    `json:"treasure,omitempty"`
}

// classicPiece is a piece in the game (alive or dead).
type classicPiece struct {
	ID     string `json:"id"`
	Crew   string `json:"crew,omitempty"`
	Status string `json:"status"`
	At     string `json:"at,omitempty"`
	Step   int    `json:"step,omitempty"`
	Held   bool   `json:"held,omitempty"`
	Lost   bool   `json:"lost,omitempty"`
	Drunk  bool   `json:"drunk,omitempty"`
}

// classicShip is a crew's ship at its berth.
type classicShip struct {
	Crew string `json:"crew"`
	At   string `json:"at"`
}

// classicCrew is a crew in play with its gold and bottles.
type classicCrew struct {
	Name    string   `json:"name"`
	Score   int      `json:"score"`
	Bottles int      `json:"bottles"`
	Allies  []string `json:"allies,omitempty"`
}

// classicChoice is the pending choice everyone sees.
type classicChoice struct {
	Piece   string   `json:"piece,omitempty"`
	Choose  string   `json:"choose"`
	At      string   `json:"at"`
	Options []string `json:"options"`
	Stay    bool     `json:"stay,omitempty"`
}

func (classicDrawing) board(view any, w labelWords) (any, bool) {
	v, ok := view.(*engine.View)
	if !ok {
		return nil, false
	}
	out := classicBoard{Crew: v.Crew.String(), Size: engine.GridSize, Turn: v.Turn.String(),
		Controller: v.Controller.String(), Round: v.Round, Over: v.Over, GoldLeft: v.GoldLeft, FaceDown: v.FaceDown}
	names := markNames{}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		if !c.Valid() || !v.Board.InPlay(c) {
			continue
		}
		cell := classicCell{C: c.String(), X: c.File(), Y: c.Rank()}
		if v.Board.IsIsland(c) {
			t := v.Tiles[c]
			cell.Kind, cell.Rot, cell.Open, cell.Known, cell.Used = t.Kind.String(), int(t.Rot), t.Open, t.Known, t.Used
			cell.Coins, cell.Treasure = v.Coins[c], v.Treasure[c]
			if t.Kind == engine.Hidden {
				cell.Back = t.Back.String()
			} else {
				names.add(cell.Kind, narrate.TileName(w.lang, t.Kind))
			}
		} else {
			cell.Sea = true
			cell.Berth = v.Board.BerthSide(c).String()
		}
		out.Cells = append(out.Cells, cell)
	}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pc := v.Pieces[p]
		if pc.Status == engine.Absent {
			continue
		}
		cp := classicPiece{ID: p.String(), Crew: pc.Crew.String(), Status: pc.Status.String(),
			Held: pc.IsHeld(), Lost: pc.IsLost(), Drunk: pc.IsDrunk()}
		if pc.Status == engine.Alive {
			cp.At, cp.Step = pc.At.String(), int(pc.Step)
		}
		out.Pieces = append(out.Pieces, cp)
	}
	for _, k := range v.Crews {
		out.Ships = append(out.Ships, classicShip{Crew: k.String(), At: v.Ships[k].String()})
		cr := classicCrew{Name: k.String(), Score: v.Scores[k], Bottles: v.Bottles[k]}
		for _, o := range v.Crews {
			if o != k && v.Allies(k, o) {
				cr.Allies = append(cr.Allies, o.String())
			}
		}
		out.Crews = append(out.Crews, cr)
	}
	for _, w := range v.Winners {
		out.Winners = append(out.Winners, w.String())
	}
	if ch := v.Pending; ch != nil {
		pc := &classicChoice{Choose: ch.Choose.String(), At: ch.At.String(), Stay: ch.Stay}
		if ch.Piece < engine.NumPieces {
			pc.Piece = ch.Piece.String()
		}
		for _, o := range ch.Options {
			pc.Options = append(pc.Options, o.String())
		}
		out.Pending = pc
	}
	out.Names = names.orNil()
	return out, true
}

func (classicDrawing) action(view any, notation string, w labelWords) Action {
	out := Action{A: notation}
	a, err := engine.Parse(notation)
	if err != nil {
		return out
	}
	out.Label = classicLabel(w, a)
	if v, ok := view.(*engine.View); ok {
		out.Deadly = v.Deadly(a)
	}
	switch a.Kind {
	case engine.ActMove:
		out.Piece, out.To = a.Piece.String(), a.To.String()
		out.Step, out.Drag, out.Bottle = int(a.Step), a.Drag.Value(), a.Bottle
	case engine.ActShip, engine.ActBoat:
		out.Piece, out.To = "ship", a.To.String()
	case engine.ActShoot, engine.ActScout:
		out.Piece, out.To = a.Piece.String(), a.To.String()
	case engine.ActRevive, engine.ActGive, engine.ActBottle:
		out.Piece = a.Piece.String()
	case engine.ActChoose, engine.ActPlace:
		out.To = a.To.String()
	}
	return out
}

// classicLabel is action a's label as the chat's button reads it
// (bot.ClassicActionLabel), a move's piece before it ("W1 e5 +монета");
// "" where the notation reads as well in every language.
func classicLabel(w labelWords, a engine.Action) string {
	switch a.Kind {
	case engine.ActShip, engine.ActBoat, engine.ActPlace, engine.ActBottle, engine.ActPass, engine.ActStay, engine.ActRevive, engine.ActGive:
		return bot.ClassicActionLabel(string(w.lang), a)
	case engine.ActMove:
		return a.Piece.String() + " " + bot.ClassicActionLabel(string(w.lang), a)
	}
	return ""
}
