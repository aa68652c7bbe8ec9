package render

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestTextBoardCells checks what single cells of the crafted position show.
func TestTextBoardCells(t *testing.T) {
	s, _ := crafted(t)
	tests := []struct {
		crew engine.Crew
		cell string
		want string
	}{
		{engine.White, "e1", "W="},  // white's ship, pieces aboard
		{engine.White, "a7", "Y="},  // yellow's ship
		{engine.White, "a10", "Y3"}, // a swimmer
		{engine.White, "a1", ""},    // out of play
		{engine.White, "b1", "~"},   // sea
		{engine.White, "c6", "$2"},  // coins
		{engine.White, "i9", "$T"},  // the treasure
		{engine.White, "d6", "R+"},  // two pieces on the mountains
		{engine.White, "j4", "Bn"},  // Ben Gunn
		{engine.White, "k10", "Fd"}, // Friday
		{engine.White, "e9", "Ms"},  // the missionary
		{engine.White, "j7", "Og"},  // a face-up tile
		{engine.White, "c3", "."},   // an empty tile
		{engine.White, "k3", "#"},   // face down
		{engine.White, "d8", "#*"},  // seen by white's lighthouse
		{engine.Black, "d8", "#"},   // not by black's
		{engine.NoCrew, "d8", "#"},  // nor a spectator's
		{engine.White, "f10", "Pl"}, // the spent plane
		{engine.White, "d4", "Ic"},  // ice
		{engine.White, "c4", "A1"},  // an arrow
		{engine.White, "h5", "Ca"},  // a cannon
		{engine.White, "i6", "B1"},  // a piece on the forest
		{engine.White, "g13", "B="}, // black's ship
		{engine.White, "m7", "R="},  // red's ship
		{engine.White, "h8", "Y1"},  // a drunk piece
		{engine.White, "g7", "R1"},  // a lost piece
		{engine.White, "f6", "W1"},  // a piece on a trap
		{engine.White, "k11", "#"},  // face down
		{engine.White, "g3", "Lh"},  // the spent lighthouse
		{engine.White, "e5", "D2"},  // a diagonal arrow
		{engine.White, "f5", "Ho"},  // the horse
		{engine.White, "k12", "#"},  // face down
		{engine.White, "m13", ""},   // out of play
		{engine.White, "l12", "~"},  // a corner of the island is sea
		{engine.White, "b2", "~"},   // so is this one
		{engine.White, "j3", "#"},   // face down
		{engine.White, "b12", "~"},  // sea
		{engine.White, "a13", ""},   // out of play
		{engine.White, "m1", ""},    // out of play
		{engine.White, "c13", "~"},  // a berth
	}
	for _, tc := range tests {
		t.Run(viewerName(tc.crew)+" "+tc.cell, func(t *testing.T) {
			v := engine.ViewFor(&s, tc.crew)
			if got := cellText(&v, cell(t, tc.cell), map[string]bool{}); got != tc.want {
				t.Errorf("cell %s shows %q, want %q", tc.cell, got, tc.want)
			}
		})
	}
}

// TestTextBoardLayout checks the board's shape and legend.
func TestTextBoardLayout(t *testing.T) {
	s, _ := crafted(t)
	v := engine.ViewFor(&s, engine.White)
	text := TextBoard(&v)
	lines := strings.Split(text, "\n")
	if len(lines) < 16 {
		t.Fatalf("only %d lines:\n%s", len(lines), text)
	}
	if !strings.HasPrefix(lines[0], "White's view. Round 12 · Yellow to play · smoke: Black plays it (2 left).") {
		t.Errorf("header %q", lines[0])
	}
	width := len(lines[2])
	for r := 0; r < engine.ClassicSize; r++ {
		row := lines[2+r]
		rank := 13 - r
		if !strings.HasPrefix(strings.TrimLeft(row, " "), itoa(rank)+" ") {
			t.Errorf("row %d does not start with its rank: %q", r, row)
		}
		if w := len(row); w < width-1 || w > width+1 {
			t.Errorf("row %d is %d characters, the first %d", r, w, width)
		}
	}
	for _, want := range []string{
		"Gold banked: white 5 (2 bottles), yellow 0, black 0, red 2. Left on the island: 33.",
		"Gold lying: c6 2, i9 treasure.",
		"White: W1 f6 trap; W2 aboard at e1; W3 aboard at e1; BEN j4 fort.",
		"Yellow: Y1 h8 rum (drunk)",
		"R1 g7 cave (lost)",
		"R2 d6 mountains step 2",
		"Black: B1 i6 forest step 1; B2 dead; B3 dead; FRI k10 thicket.",
		"c4 arrow-1 e",
		"e5 arrow-2d ne/sw",
		"h5 cannon w",
		"Seen by the lighthouse (White only): d8 rum.",
		"Og ogre",
		"W= a ship",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
}

// TestTextBoardChoice checks a pending choice is described.
func TestTextBoardChoice(t *testing.T) {
	v := engine.View{Crews: []engine.Crew{engine.White, engine.Black}, Turn: engine.White, Controller: engine.White,
		Round: 1, Crew: engine.White, Dragger: engine.NoPiece,
		Pending: &engine.Choice{Piece: engine.W1, Choose: engine.ChooseArrow, At: cell(t, "e5"),
			Options: []engine.Cell{cell(t, "e6"), cell(t, "f6")}}}
	for c := range v.Ships {
		v.Ships[c] = engine.NoCell
	}
	for p := range v.Pieces {
		v.Pieces[p].At = engine.NoCell
	}
	text := TextBoard(&v)
	if want := "Choice pending: W1 at e5, arrow: e6, f6."; !strings.Contains(text, want) {
		t.Errorf("the text lacks %q:\n%s", want, text)
	}
	if TextBoard(nil) != "" {
		t.Error("TextBoard(nil) is not empty")
	}
}

// itoa is strconv.Itoa for the small numbers of these tests.
func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

// TestTextBoardArchipelagoNames: on a sea board the text board names the
// tiles as Archipelago does (a pit, the jungle, an airplane), in the key,
// the pieces' lines and the lighthouse's list; classic's keep theirs.
func TestTextBoardArchipelagoNames(t *testing.T) {
	s := isleGame(t, "first", 0)
	var isle []engine.Cell
	for c := range s.Board.Island() {
		isle = append(isle, c)
	}
	if len(isle) < 3 {
		t.Fatal("no island")
	}
	s.Tiles[isle[0]] = engine.Tile{Kind: engine.Trap, Open: true}
	s.Tiles[isle[1]] = engine.Tile{Kind: engine.Thicket, Open: true}
	s.Tiles[isle[2]] = engine.Tile{Kind: engine.Plane, Open: true}
	s.Pieces[engine.W1].At = isle[0]
	v := engine.ViewFor(&s, engine.White)
	board := TextBoard(&v)
	for _, want := range []string{"W1 " + isle[0].String() + " pit", "Th jungle", "Pl airplane"} {
		if !strings.Contains(board, want) {
			t.Errorf("the sea board's text lacks %q:\n%s", want, board)
		}
	}
	for _, classic := range []string{" trap", " thicket", " plane"} {
		if strings.Contains(board, classic) {
			t.Errorf("the sea board's text names a tile %q, classic's word:\n%s", classic, board)
		}
	}
	cs, _ := crafted(t)
	cv := engine.ViewFor(&cs, engine.White)
	if got := TextBoard(&cv); !strings.Contains(got, "Pl plane") {
		t.Errorf("classic's key lost its plane:\n%s", got)
	}
}

// TestCountEN: the text board's counts agree with their nouns.
func TestCountEN(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 bottles"}, {1, "1 bottle"}, {2, "2 bottles"}, {11, "11 bottles"}} {
		if got := countEN(tc.n, "bottle", "bottles"); got != tc.want {
			t.Errorf("countEN(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
	s, _ := crafted(t)
	s.Bottles[engine.White] = 1
	v := engine.ViewFor(&s, engine.White)
	if got := TextBoard(&v); !strings.Contains(got, "white 5 (1 bottle)") {
		t.Errorf("one bottle told as:\n%s", got)
	}
}
