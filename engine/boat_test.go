package engine_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// seaGame is a game on a small sea board: the sea a1–l12 around the land
// d4–h8, whose south row and east column are beach, west column forest,
// the rest mountains; every tile open and empty. Boats maps each crew to
// its boat's cell (a crew left out has none yet); at puts pieces on cells
// (a placed crew's other pirates are dead). g7 stays face down, so that the
// game is not over. White is to act.
func seaGame(t *testing.T, o engine.Options, boats map[engine.Crew]string, at map[engine.PieceID]string) engine.State {
	t.Helper()
	var land, sea []engine.Cell
	var backs []engine.Back
	for r := 0; r < 12; r++ {
		for f := 0; f < 12; f++ {
			c := engine.CellAt(f, r)
			if f < 3 || f > 7 || r < 3 || r > 7 {
				sea = append(sea, c)
				continue
			}
			land = append(land, c)
			switch {
			case f == 3:
				backs = append(backs, engine.BackForest)
			case r == 3 || f == 7:
				backs = append(backs, engine.BackBeach)
			default:
				backs = append(backs, engine.BackMountains)
			}
		}
	}
	b, err := engine.NewSeaBoard(land, backs, sea)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.BlankSea(b, o)
	if err != nil {
		t.Fatal(err)
	}
	for c := range s.Board.Island() {
		s.Tiles[c].Open = c != engine.CellAt(6, 6) // g7 stays face down: the game goes on
	}
	s.Recount()
	for k, c := range boats {
		s.Ships[k] = cell(t, c)
	}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if s.Pieces[p].Status == engine.Alive && s.Pieces[p].At == engine.NoCell && s.Ships[s.Pieces[p].Crew] != engine.NoCell {
			s.Pieces[p].Status = engine.Dead
		}
	}
	for p, c := range at {
		s.Pieces[p].Status = engine.Alive
		s.Pieces[p].At = cell(t, c)
	}
	return s
}

// legalText lists the legal actions of s as text.
func legalText(s engine.State) []string {
	var out []string
	for _, a := range engine.Legal(s) {
		out = append(out, a.String())
	}
	return out
}

// TestPlaceBoat checks where a boat may be placed: a sea cell touching a
// beach tile by an edge and touching no boat.
func TestPlaceBoat(t *testing.T) {
	s := seaGame(t, engine.Options{}, nil, nil)
	s.Ships[engine.Yellow] = cell(t, "i5") // beside h5's beach, placed by hand
	tests := []struct {
		cell string
		ok   bool
	}{
		{"e3", true},   // south of beach e4
		{"i8", true},   // east of beach h8, two ranks from the yellow boat
		{"c3", false},  // touches d4 by a corner only
		{"c6", false},  // beside forest d6
		{"e9", false},  // beside mountains e8
		{"e2", false},  // touches no land
		{"e4", false},  // land
		{"i5", false},  // the yellow boat's cell
		{"i6", false},  // touches the yellow boat by an edge
		{"j4", false},  // touches the yellow boat by a corner (and no beach)
		{"i4", false},  // beside beach h4 but touching the yellow boat
		{"a13", false}, // off the sea
	}
	legal := legalText(s)
	for _, tc := range tests {
		a := "place " + tc.cell
		if got := slices.Contains(legal, a); got != tc.ok {
			t.Errorf("%s legal: %v, want %v", a, got, tc.ok)
		}
		c, err := engine.ParseCell(tc.cell)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Check(engine.PlaceBoat(c)); (err == nil) != tc.ok {
			t.Errorf("Check(%s) = %v", a, err)
		}
	}
	for _, a := range legal {
		if a[:6] != "place " {
			t.Errorf("%s is legal while the boats are placed", a)
		}
	}
}

// TestSetup plays the setup of a 3-crew game: in turn order each crew
// places its boat with its pirates aboard; nothing else is legal meanwhile;
// then white plays round 1.
func TestSetup(t *testing.T) {
	s := seaGame(t, engine.Options{Crews: []engine.Crew{engine.White, engine.Black, engine.Red}}, nil, nil)
	if _, _, err := engine.Apply(s, engine.Move(engine.W1, cell(t, "e4"))); !errors.Is(err, engine.ErrIllegal) {
		t.Errorf("a move before the boat is placed: %v", err)
	}
	if _, _, err := engine.Apply(s, engine.BoatTo(cell(t, "e3"))); !errors.Is(err, engine.ErrIllegal) {
		t.Errorf("sailing before the boat is placed: %v", err)
	}
	for _, step := range []struct {
		crew engine.Crew
		at   string
	}{{engine.White, "e3"}, {engine.Black, "i8"}, {engine.Red, "g3"}} {
		if s.Turn != step.crew {
			t.Fatalf("%s to act, want %s", s.Turn, step.crew)
		}
		var evs []engine.Event
		var err error
		s, evs, err = engine.Apply(s, engine.PlaceBoat(cell(t, step.at)))
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != 1 || evs[0].Type != engine.EvShipMoved || evs[0].To != cell(t, step.at) {
			t.Errorf("events %+v", evs)
		}
		for _, p := range engine.PiratesOf(step.crew) {
			if !s.Aboard(p) || s.Pieces[p].At != cell(t, step.at) {
				t.Errorf("%s at %s, not aboard at %s", p, s.Pieces[p].At, step.at)
			}
		}
	}
	if s.Turn != engine.White || s.Round != 1 {
		t.Errorf("after the setup %s to act in round %d, want white in round 1", s.Turn, s.Round)
	}
	if !slices.Contains(legalText(s), "W1 e4") || !slices.Contains(legalText(s), "boat e2") {
		t.Errorf("white's first turn: %v", legalText(s))
	}
}

// TestBoatSpeed checks how far a boat sails: its own pirates aboard, one
// more while an own pirate stands on a face-up spyglass, none without an
// own pirate aboard.
func TestBoatSpeed(t *testing.T) {
	const boat = "k2"
	tests := []struct {
		name  string
		o     engine.Options
		at    map[engine.PieceID]string
		glass bool // the spyglass on d5 is face up
		speed int
	}{
		{"one aboard", engine.Options{}, map[engine.PieceID]string{engine.W1: boat}, true, 1},
		{"two aboard", engine.Options{}, map[engine.PieceID]string{engine.W1: boat, engine.W2: boat}, true, 2},
		{"three aboard", engine.Options{}, map[engine.PieceID]string{engine.W1: boat, engine.W2: boat, engine.W3: boat}, true, 3},
		{"spyglass", engine.Options{}, map[engine.PieceID]string{engine.W1: boat, engine.W2: "d5"}, true, 2},
		{"spyglass face down", engine.Options{}, map[engine.PieceID]string{engine.W1: boat, engine.W2: "d5"}, false, 1},
		{"enemy on the spyglass", engine.Options{}, map[engine.PieceID]string{engine.W1: boat, engine.Y1: "d5"}, true, 1},
		{"spyglass, nobody aboard", engine.Options{}, map[engine.PieceID]string{engine.W2: "d5"}, true, 0},
		{"only an ally aboard", engine.Options{Teams: true}, map[engine.PieceID]string{engine.B1: boat}, true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := seaGame(t, tc.o, map[engine.Crew]string{engine.White: boat, engine.Yellow: "a12", engine.Black: "l12", engine.Red: "a1"}, tc.at)
			s.Tiles[cell(t, "d5")] = engine.Tile{Kind: engine.Spyglass, Open: tc.glass}
			s.Recount()
			if got := s.BoatSpeed(engine.White); got != tc.speed {
				t.Errorf("speed %d, want %d", got, tc.speed)
			}
			legal := legalText(s)
			far := 0 // the farthest cell west along rank 2
			for n := 1; n <= 5; n++ {
				if slices.Contains(legal, "boat "+engine.CellAt(10-n, 1).String()) {
					far = n
				}
			}
			if far != tc.speed {
				t.Errorf("sails %d west, want %d: %v", far, tc.speed, legal)
			}
		})
	}
}

// TestBoatPath checks the paths a boat finds: jumps over one and two boats
// in a straight run with water beyond, no jump onto land or off the sea, no
// way through land, no end on a swimmer; and everything aboard sails along.
func TestBoatPath(t *testing.T) {
	tests := []struct {
		name   string
		boats  map[engine.Crew]string
		at     map[engine.PieceID]string
		want   []string
		refuse []string
	}{
		{"jump one", map[engine.Crew]string{engine.White: "c2", engine.Yellow: "d2"},
			map[engine.PieceID]string{engine.W1: "c2"}, []string{"boat e2", "boat b2", "boat d1", "boat d3"}, []string{"boat d2", "boat f2"}},
		{"jump two", map[engine.Crew]string{engine.White: "c2", engine.Yellow: "d2", engine.Black: "e2"},
			map[engine.PieceID]string{engine.W1: "c2"}, []string{"boat f2"}, []string{"boat d2", "boat e2", "boat g2"}},
		{"jump diagonal", map[engine.Crew]string{engine.White: "c2", engine.Yellow: "b3"},
			map[engine.PieceID]string{engine.W1: "c2"}, []string{"boat a4"}, []string{"boat b3"}},
		{"no jump onto land", map[engine.Crew]string{engine.White: "b5", engine.Yellow: "c5"},
			map[engine.PieceID]string{engine.W1: "b5"}, []string{"boat a5", "boat c4"}, []string{"boat d5"}},
		{"no jump off the sea", map[engine.Crew]string{engine.White: "b2", engine.Yellow: "a2"},
			map[engine.PieceID]string{engine.W1: "b2"}, []string{"boat c2"}, []string{"boat a2"}},
		{"around the land", map[engine.Crew]string{engine.White: "c6"},
			map[engine.PieceID]string{engine.W1: "c6", engine.W2: "c6", engine.W3: "c6"},
			[]string{"boat d9", "boat c3", "boat c9"}, []string{"boat e9", "boat i6"}},
		{"no end on a swimmer", map[engine.Crew]string{engine.White: "c2"},
			map[engine.PieceID]string{engine.W1: "c2", engine.Y1: "d2"}, []string{"boat d1"}, []string{"boat d2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := seaGame(t, engine.Options{}, tc.boats, tc.at)
			legal := legalText(s)
			for _, a := range tc.want {
				if !slices.Contains(legal, a) {
					t.Errorf("%s is not legal: %v", a, legal)
				}
			}
			for _, a := range tc.refuse {
				x, err := engine.Parse(a)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Check(x); !errors.Is(err, engine.ErrIllegal) {
					t.Errorf("%s: %v, want ErrIllegal", a, err)
				}
			}
		})
	}
	s := seaGame(t, engine.Options{Teams: true}, map[engine.Crew]string{engine.White: "k2"},
		map[engine.PieceID]string{engine.W1: "k2", engine.W2: "k2", engine.B1: "k2"})
	s, evs, err := engine.Apply(s, engine.BoatTo(cell(t, "i2")))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []engine.PieceID{engine.W1, engine.W2, engine.B1} {
		if s.Pieces[p].At != cell(t, "i2") || !s.Aboard(p) {
			t.Errorf("%s stayed at %s", p, s.Pieces[p].At)
		}
	}
	if s.Ship(engine.White) != cell(t, "i2") || s.Turn != engine.Yellow || len(evs) == 0 || evs[0].Type != engine.EvShipMoved {
		t.Errorf("boat at %s, %s to act, events %+v", s.Ship(engine.White), s.Turn, evs)
	}
}

// TestBoatPiece checks the moves of pirates between boat, land and water:
// disembarking onto any touching tile, boarding an own or allied boat from
// a touching tile, and a swimmer's moves along the shore.
func TestBoatPiece(t *testing.T) {
	tests := []struct {
		name   string
		o      engine.Options
		boats  map[engine.Crew]string
		at     map[engine.PieceID]string
		want   []string
		refuse []string
	}{
		{"disembark", engine.Options{}, map[engine.Crew]string{engine.White: "e3"},
			map[engine.PieceID]string{engine.W1: "e3"}, []string{"W1 d4", "W1 e4", "W1 f4"}, []string{"W1 e5", "W1 d3"}},
		{"disembark diagonal", engine.Options{}, map[engine.Crew]string{engine.White: "c3"},
			map[engine.PieceID]string{engine.W1: "c3"}, []string{"W1 d4"}, []string{"W1 d5", "W1 c4"}},
		{"board", engine.Options{}, map[engine.Crew]string{engine.White: "c3", engine.Yellow: "e3"},
			map[engine.PieceID]string{engine.W1: "d4"}, []string{"W1 c3", "W1 e5"}, []string{"W1 e3", "W1 c4"}},
		{"board an ally", engine.Options{Teams: true}, map[engine.Crew]string{engine.White: "k2", engine.Black: "c3", engine.Yellow: "e3"},
			map[engine.PieceID]string{engine.W1: "d4"}, []string{"W1 c3"}, []string{"W1 e3"}},
		{"swim", engine.Options{}, map[engine.Crew]string{engine.White: "b4", engine.Yellow: "b6"},
			map[engine.PieceID]string{engine.W1: "c5"}, []string{"W1 c4", "W1 c6", "W1 b4"},
			[]string{"W1 b5", "W1 d5", "W1 b6", "W1 d6", "W1 c7"}},
		{"swim around a corner", engine.Options{}, map[engine.Crew]string{engine.White: "k2"},
			map[engine.PieceID]string{engine.W1: "c3"}, []string{"W1 c4", "W1 d3"}, []string{"W1 d4", "W1 b2", "W1 c2"}},
		{"swimmer and an ally's boat", engine.Options{Teams: true}, map[engine.Crew]string{engine.White: "k2", engine.Black: "c4"},
			map[engine.PieceID]string{engine.W1: "c5"}, []string{"W1 c6", "W1 c4"}, []string{"W1 b5"}},
		{"swimmer and an enemy's boat", engine.Options{Teams: true}, map[engine.Crew]string{engine.White: "k2", engine.Yellow: "c4"},
			map[engine.PieceID]string{engine.W1: "c5"}, []string{"W1 c6"}, []string{"W1 c4"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := seaGame(t, tc.o, tc.boats, tc.at)
			legal := legalText(s)
			for _, a := range tc.want {
				if !slices.Contains(legal, a) {
					t.Errorf("%s is not legal: %v", a, legal)
				}
			}
			for _, a := range tc.refuse {
				x, err := engine.Parse(a)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Check(x); err == nil {
					t.Errorf("%s is legal", a)
				}
			}
		})
	}
	s := seaGame(t, engine.Options{}, map[engine.Crew]string{engine.White: "c3"}, map[engine.PieceID]string{engine.W1: "c3"})
	s, _, err := engine.Apply(s, engine.Move(engine.W1, cell(t, "d4")))
	if err != nil || s.Pieces[engine.W1].At != cell(t, "d4") {
		t.Fatalf("disembark: %v, W1 at %s", err, s.Pieces[engine.W1].At)
	}
	s.Turn = engine.White
	if s, _, err = engine.Apply(s, engine.Move(engine.W1, cell(t, "c3"))); err != nil || !s.Aboard(engine.W1) {
		t.Fatalf("board: %v, W1 at %s", err, s.Pieces[engine.W1].At)
	}
	s = seaGame(t, engine.Options{}, map[engine.Crew]string{engine.White: "b4"}, map[engine.PieceID]string{engine.W1: "c5"})
	if s, _, err = engine.Apply(s, engine.Move(engine.W1, cell(t, "c6"))); err != nil || !s.Swimming(engine.W1) || s.Pieces[engine.W1].At != cell(t, "c6") {
		t.Fatalf("swim: %v, W1 at %s", err, s.Pieces[engine.W1].At)
	}
}

// cell is the cell named n.
func cell(t *testing.T, n string) engine.Cell {
	t.Helper()
	return cells(t, n)[0]
}
