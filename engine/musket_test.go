package engine_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestMusket checks the musket: W1 reveals it at f6 and fires; the shot
// flies straight across the island and sends the first pirate it may hit
// to its boat (white's at k2, black's at a12), over protected tiles.
func TestMusket(t *testing.T) {
	type pc = map[engine.PieceID]string
	tests := []struct {
		name   string
		at     pc
		tiles  map[string]engine.Tile
		coins  string // a coin lies here
		answer string
		hit    engine.PieceID // NoPiece: nobody
		boat   string
	}{
		{"an enemy, by direction", pc{engine.B1: "h8"}, nil, "", "ne", engine.B1, "a12"},
		{"an enemy, by cell", pc{engine.B1: "h8"}, nil, "", "g7", engine.B1, "a12"},
		{"its own crew", pc{engine.W2: "f8"}, nil, "", "n", engine.W2, "k2"},
		{"the first in line", pc{engine.B1: "g7", engine.B2: "h8"}, nil, "", "ne", engine.B1, "a12"},
		{"one of several", pc{engine.B1: "g7", engine.B2: "g7"}, nil, "", "ne", engine.B1, "a12"},
		{"over a fortress", pc{engine.B1: "g7", engine.B2: "h8"}, map[string]engine.Tile{"g7": {Kind: engine.Fort}}, "", "ne", engine.B2, "a12"},
		{"over the shrine", pc{engine.B1: "g7", engine.B2: "h8"}, map[string]engine.Tile{"g7": {Kind: engine.NativeFort}}, "", "ne", engine.B2, "a12"},
		{"over the jungle", pc{engine.B1: "g7", engine.B2: "h8"}, map[string]engine.Tile{"g7": {Kind: engine.Thicket}}, "", "ne", engine.B2, "a12"},
		{"over a bank with a coin", pc{engine.B1: "g7", engine.B2: "h8"}, map[string]engine.Tile{"g7": {Kind: engine.Bank}}, "g7", "ne", engine.B2, "a12"},
		{"a bank without a coin", pc{engine.B1: "g7", engine.B2: "h8"}, map[string]engine.Tile{"g7": {Kind: engine.Bank}}, "", "ne", engine.B1, "a12"},
		{"over the missionary's tile", pc{engine.MIS: "g7", engine.B1: "g7", engine.B2: "h8"}, nil, "", "ne", engine.B2, "a12"},
		{"out of a pit", pc{engine.B1: "g7"}, map[string]engine.Tile{"g7": {Kind: engine.Trap}}, "", "ne", engine.B1, "a12"},
		{"nobody", pc{engine.B1: "h8"}, nil, "", "w", engine.NoPiece, ""},
		{"not in the water", pc{engine.B1: "i9"}, nil, "", "ne", engine.NoPiece, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			at := pc{engine.W1: "e5"}
			for p, c := range tc.at {
				at[p] = c
			}
			s := tileGame(t, tc.tiles, at)
			s.Tiles[cell(t, "f6")] = engine.Tile{Kind: engine.Musket}
			s.Tiles[cell(t, "d8")].Open = false // the game goes on when g7 is laid face up
			s.Recount()
			if _, ok := tc.at[engine.MIS]; ok {
				s.Pieces[engine.MIS].Crew = engine.Black
			}
			if tc.name == "out of a pit" {
				s.Pieces[engine.B1].Flags |= engine.Held
			}
			if tc.coins != "" {
				s.Coins[cell(t, tc.coins)] = 1
			}
			s, evs := play(t, s, "W1 f6")
			if !s.Pending.Active || s.Pending.Choose != engine.ChooseMusket {
				t.Fatalf("no musket choice after the reveal: %+v", evs)
			}
			if got, want := choiceCells(s), []string{"e5", "e6", "e7", "f5", "f7", "g5", "g6", "g7"}; !slices.Equal(got, want) {
				t.Errorf("options %v, want %v", got, want)
			}
			before := s
			s, evs = play(t, s, tc.answer)
			if s.Pending.Active || s.Turn == engine.White && !hasEvent(evs, engine.EvPassed, nil) {
				t.Errorf("the turn did not pass after the shot")
			}
			if !s.Tiles[cell(t, "f6")].Used || s.Pieces[engine.W1].At != cell(t, "f6") {
				t.Errorf("musket used %v, W1 at %s; want spent, W1 on it", s.Tiles[cell(t, "f6")].Used, s.Pieces[engine.W1].At)
			}
			for p := engine.PieceID(0); p < engine.NumPieces; p++ {
				moved := s.Pieces[p] != before.Pieces[p]
				if p == tc.hit {
					if s.Pieces[p].At != cell(t, tc.boat) || s.Pieces[p].IsHeld() {
						t.Errorf("%s at %s held %v, want free aboard at %s", p, s.Pieces[p].At, s.Pieces[p].IsHeld(), tc.boat)
					}
				} else if moved {
					t.Errorf("%s moved to %s, not hit", p, s.Pieces[p].At)
				}
			}
			if !hasEvent(evs, engine.EvShot, func(e engine.Event) bool { return e.Piece == tc.hit && e.By == engine.W1 }) {
				t.Errorf("no shot event hitting %s: %+v", tc.hit, evs)
			}
		})
	}
}

// TestMusketRefusals checks what the musket's choice refuses (a cell no
// neighbour, a move first) and that a spent musket fires no more.
func TestMusketRefusals(t *testing.T) {
	s := tileGame(t, nil, map[engine.PieceID]string{engine.W1: "e5", engine.W2: "e6", engine.B1: "h8"})
	s.Tiles[cell(t, "f6")] = engine.Tile{Kind: engine.Musket}
	s.Recount()
	s, _ = play(t, s, "W1 f6")
	for x, want := range map[string]error{"h8": engine.ErrIllegal, "f6": engine.ErrIllegal, "W2 e5": engine.ErrChoicePending} {
		a, err := engine.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := engine.Apply(s, a); !errors.Is(err, want) {
			t.Errorf("%s: %v, want %v", x, err, want)
		}
	}
	s, _ = play(t, s, "s", "B1 h7", "W1 f5", "B1 h8", "W2 f6") // back onto the spent musket
	if s.Pending.Active || s.Pieces[engine.W2].At != cell(t, "f6") {
		t.Errorf("the spent musket asks again, or W2 (at %s) did not rest on it", s.Pieces[engine.W2].At)
	}
}

// TestChooseDirNotation checks the answer by direction: every direction's
// text reads back, and a cell-like word stays a cell.
func TestChooseDirNotation(t *testing.T) {
	for d := engine.N; d <= engine.NW; d++ {
		a := engine.ChooseDir(d)
		b, err := engine.Parse(a.String())
		if err != nil || b != a || a.String() != d.String() {
			t.Errorf("%s: text %q reads back as %+v, %v", d, a, b, err)
		}
		if got, ok := a.IsDir(); !ok || got != d {
			t.Errorf("%s: IsDir %s %v", d, got, ok)
		}
	}
	if a, err := engine.Parse("e5"); err != nil || a != engine.Choose(cell(t, "e5")) {
		t.Errorf("e5 reads as %+v, %v", a, err)
	}
	for _, x := range []string{"nne", "W", "NE"} {
		if a, err := engine.Parse(x); !errors.Is(err, engine.ErrSyntax) {
			t.Errorf("%s: %+v, %v, want a syntax error", x, a, err)
		}
	}
}
