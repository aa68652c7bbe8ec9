package scenario

import (
	"encoding/json"
	"fmt"

	"github.com/jackalbot/jackal/engine"
)

// Report is the JSON form of a position and the events that led to it;
// Output marshals it. Every field is always present.
type Report struct {
	Turn    string                 `json:"turn"` // the crew to act, "" when over
	Over    bool                   `json:"over"`
	Winners []string               `json:"winners"`
	Scores  map[string]int         `json:"scores"`  // crew → banked value
	Ships   map[string]string      `json:"ships"`   // crew → berth
	Bottles map[string]int         `json:"bottles"` // crew → its (team's) supply
	Pieces  map[string]PieceReport `json:"pieces"`  // characters never found are left out
	Gold    map[string]GoldReport  `json:"gold"`    // gold lying on the island (or held by a swimmer in the water), by cell
	Lost    GoldReport             `json:"lost"`    // gold sunk or eaten
	Tiles   map[string]TileReport  `json:"tiles"`   // all 117 island tiles
	Pending *PendingReport         `json:"pending"` // null when no choice waits
	Legal   []string               `json:"legal"`   // the actions of the crew to act
	Events  []EventReport          `json:"events"`
	Bear    string                 `json:"bear,omitempty"` // the awake bear's cell (Archipelago)
}

// PieceReport is one piece: "at" is a cell (a spinner step as "f6/2", a
// ship's berth when aboard), "dead" or "gone".
type PieceReport struct {
	At        string   `json:"at"`
	Crew      string   `json:"crew"`
	Flags     []string `json:"flags"` // held, lost, drunk
	Converted bool     `json:"converted,omitempty"`
	// Ability is the pirate's ability (Archipelago, §8), "scout used"
	// once a once-per-island one is spent.
	Ability string `json:"ability,omitempty"`
}

// GoldReport is coins and the galleon's treasure.
type GoldReport struct {
	Coins   int  `json:"coins"`
	Galleon bool `json:"galleon"`
}

// TileReport is one island tile.
type TileReport struct {
	Kind string `json:"kind"`
	Rot  string `json:"rot"`
	Open bool   `json:"open"`
}

// PendingReport is the choice the acting player must make.
type PendingReport struct {
	Piece   string   `json:"piece"`
	Choose  string   `json:"choose"` // arrow, horse, plane, flight, cave, lighthouse, earthquake
	Options []string `json:"options"`
}

// EventReport is one event with its empty fields left out.
type EventReport struct {
	Type  string `json:"type"`
	Piece string `json:"piece,omitempty"`
	Crew  string `json:"crew,omitempty"`
	From  string `json:"from,omitempty"`
	To    string `json:"to,omitempty"`
	Kind  string `json:"kind,omitempty"`
	Rot   string `json:"rot,omitempty"`
	How   string `json:"how,omitempty"`
	Gold  string `json:"gold,omitempty"`
	N     int    `json:"n,omitempty"`
	By    string `json:"by,omitempty"`
}

// Output is the JSON report of state and the events that led to it, one
// object with a trailing newline.
func Output(s engine.State, events []engine.Event) ([]byte, error) {
	b, err := json.MarshalIndent(MakeReport(&s, events), "", "  ")
	if err != nil {
		return nil, fmt.Errorf("scenario: encode report: %w", err)
	}
	return append(b, '\n'), nil
}

// MakeReport builds the Report of s and events.
func MakeReport(s *engine.State, events []engine.Event) Report {
	r := Report{
		Over: s.Over, Winners: []string{}, Scores: map[string]int{}, Ships: map[string]string{},
		Bottles: map[string]int{}, Pieces: map[string]PieceReport{}, Gold: map[string]GoldReport{},
		Lost:  GoldReport{Coins: int(s.LostCoins), Galleon: s.LostTreasure > 0},
		Tiles: make(map[string]TileReport, engine.NumTiles), Legal: []string{},
		Events: make([]EventReport, 0, len(events)),
	}
	if !s.Over {
		r.Turn = s.Turn.String()
	}
	if s.Bear.Awake {
		r.Bear = s.Bear.At.String()
	}
	for _, c := range s.Winners() {
		r.Winners = append(r.Winners, c.String())
	}
	for _, c := range s.Crews() {
		r.Scores[c.String()] = s.Score(c)
		r.Ships[c.String()] = s.Ship(c).String()
		r.Bottles[c.String()] = s.BottlesOf(c)
	}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if pr, ok := pieceReport(s, p); ok {
			r.Pieces[p.String()] = pr
		}
	}
	for c := range s.Board.Island() {
		t := s.Tiles[c]
		r.Tiles[c.String()] = TileReport{Kind: kindText(t.Kind, s.Board.Boats()), Rot: t.Rot.String(), Open: t.Open}
	}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		g := GoldReport{Coins: int(s.Coins[c]), Galleon: s.Treasure[c] > 0}
		if g.Coins > 0 || g.Galleon {
			r.Gold[c.String()] = g // a swimmer's coin lies in the water (Archipelago, §8)
		}
	}
	legal := engine.Legal(*s)
	for _, a := range legal {
		r.Legal = append(r.Legal, a.String())
	}
	if s.Pending.Active && !s.Over {
		pr := &PendingReport{Piece: s.Pending.Piece.String(), Choose: s.Pending.Choose.String(), Options: []string{}}
		for _, a := range legal {
			if a.Kind == engine.ActChoose {
				pr.Options = append(pr.Options, a.To.String())
			}
		}
		r.Pending = pr
	}
	for _, e := range events {
		er := eventReport(e)
		if er.Kind != "" {
			er.Kind = kindText(e.Kind, s.Board.Boats())
		}
		r.Events = append(r.Events, er)
	}
	return r
}

// pieceReport is the report of piece p, false when p never came into play.
func pieceReport(s *engine.State, p engine.PieceID) (PieceReport, bool) {
	pc := s.Pieces[p]
	pr := PieceReport{Crew: pc.Crew.String(), Flags: []string{}}
	switch pc.Status {
	case engine.Absent:
		return pr, false
	case engine.Dead:
		pr.At = "dead"
	case engine.Gone:
		pr.At = "gone"
	default:
		pr.At = pc.At.String()
		if pc.Step > 0 && s.Board.IsIsland(pc.At) {
			pr.At = fmt.Sprintf("%s/%d", pc.At, pc.Step)
		}
		if pc.IsHeld() {
			pr.Flags = append(pr.Flags, "held")
		}
		if pc.IsLost() {
			pr.Flags = append(pr.Flags, "lost")
		}
		if pc.IsDrunk() {
			pr.Flags = append(pr.Flags, "drunk")
		}
	}
	pr.Converted = p == engine.MIS && pc.Flags&engine.Converted != 0
	if a := s.Ability(p); a != engine.NoAbility {
		pr.Ability = a.String()
		if s.AbilityUsed(p) {
			pr.Ability += " used"
		}
	}
	return pr, true
}

// eventReport is the report of one event.
// kindText is kind k as the game names it: Archipelago's tile id on a sea
// board ("pit", "airplane"), as its files write them, else classic's.
// (Expectations match events by classic's names, eventReport's.)
func kindText(k engine.Kind, boats bool) string {
	if boats {
		if id := k.ArchipelagoID(); id != "" {
			return id
		}
	}
	return k.String()
}

func eventReport(e engine.Event) EventReport {
	er := EventReport{Type: e.Type.String(), N: int(e.N)}
	if e.Piece < engine.NumPieces {
		er.Piece = e.Piece.String()
	}
	if e.By < engine.NumPieces {
		er.By = e.By.String()
	}
	er.Crew = e.Crew.String()
	if e.From.Valid() {
		er.From = e.From.String()
	}
	if e.To.Valid() {
		er.To = e.To.String()
	}
	if e.Kind != engine.Hidden {
		er.Kind, er.Rot = e.Kind.String(), e.Rot.String()
	}
	er.How = e.How.String()
	switch e.Gold {
	case engine.DragCoin:
		er.Gold = "coin"
	case engine.DragGalleon:
		er.Gold = "galleon"
	case engine.DragTwoCoins:
		er.Gold = "two-coins"
	}
	return er
}
