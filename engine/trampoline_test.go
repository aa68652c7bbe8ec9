package engine_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestTrampoline checks the trampoline's jump: two cells away in any of
// the eight directions, chosen when several are open, with the coin; into
// water a swimmer whose coin sinks, onto its own boat aboard with the coin
// banked; a face-down landing turns over.
func TestTrampoline(t *testing.T) {
	tramp := engine.Tile{Kind: engine.Trampoline}
	tests := []struct {
		name    string
		tiles   map[string]engine.Tile
		boats   map[engine.Crew]string
		coin    string // a coin lies here before the move
		move    string
		options []string // the choice offered
		answer  string
		check   func(t *testing.T, s engine.State, evs []engine.Event)
	}{
		{"eight ways", map[string]engine.Tile{"f6": tramp}, nil, "", "W1 f6",
			[]string{"d4", "d6", "d8", "f4", "f8", "h4", "h6", "h8"}, "h8",
			func(t *testing.T, s engine.State, evs []engine.Event) {
				if s.Pieces[engine.W1].At != cell(t, "h8") {
					t.Errorf("W1 at %s, want h8", s.Pieces[engine.W1].At)
				}
				if !hasEvent(evs, engine.EvMoved, func(e engine.Event) bool {
					return e.How == engine.HowTrampoline && e.From == cell(t, "f6") && e.To == cell(t, "h8")
				}) {
					t.Errorf("no trampoline jump f6→h8 in %+v", evs)
				}
			}},
		{"with a coin", map[string]engine.Tile{"f6": tramp}, nil, "f5", "W1 f6 +c", nil, "d4",
			func(t *testing.T, s engine.State, evs []engine.Event) {
				if s.Coins[cell(t, "d4")] != 1 || s.Coins[cell(t, "f5")] != 0 {
					t.Errorf("coins d4 %d, f5 %d; want the coin on d4", s.Coins[cell(t, "d4")], s.Coins[cell(t, "f5")])
				}
			}},
		{"into the water", map[string]engine.Tile{"h6": tramp}, nil, "g6", "W1 h6 +c", nil, "j6",
			func(t *testing.T, s engine.State, evs []engine.Event) {
				if !s.Swimming(engine.W1) || s.Pieces[engine.W1].At != cell(t, "j6") || s.LostCoins != 1 {
					t.Errorf("W1 at %s swimming %v, lost %d; want swimming at j6, the coin sunk",
						s.Pieces[engine.W1].At, s.Swimming(engine.W1), s.LostCoins)
				}
			}},
		{"onto its own boat", map[string]engine.Tile{"h6": tramp}, map[engine.Crew]string{engine.White: "j6"}, "g6", "W1 h6 +c", nil, "j6",
			func(t *testing.T, s engine.State, evs []engine.Event) {
				if !s.Aboard(engine.W1) || s.Banked[engine.White] != 1 {
					t.Errorf("W1 aboard %v, banked %d; want aboard with the coin banked", s.Aboard(engine.W1), s.Banked[engine.White])
				}
			}},
		{"onto a face-down tile", map[string]engine.Tile{"f6": tramp}, nil, "", "W1 f6", nil, "f8",
			func(t *testing.T, s engine.State, evs []engine.Event) {
				if !hasEvent(evs, engine.EvRevealed, func(e engine.Event) bool { return e.To == cell(t, "f8") }) {
					t.Errorf("f8 not revealed: %+v", evs)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tileGame(t, tc.tiles, map[engine.PieceID]string{engine.W1: "f5"})
			if tc.coin != "" {
				s.Pieces[engine.W1].At = cell(t, tc.coin)
				s.Coins[cell(t, tc.coin)] = 1
			}
			for k, c := range tc.boats {
				s.Ships[k] = cell(t, c)
			}
			if tc.name == "onto a face-down tile" {
				s.Tiles[cell(t, "f8")].Open = false
				s.Recount()
			}
			s, evs := play(t, s, tc.move)
			if !s.Pending.Active || s.Pending.Choose != engine.HowTrampoline {
				t.Fatalf("no trampoline choice pending after %s: %+v", tc.move, evs)
			}
			if !hasEvent(evs, engine.EvChoice, func(e engine.Event) bool { return e.How == engine.HowTrampoline }) {
				t.Errorf("no choice event: %+v", evs)
			}
			if got := choiceCells(s); tc.options != nil && !slices.Equal(got, tc.options) {
				t.Errorf("options %v, want %v", got, tc.options)
			}
			s, evs = play(t, s, tc.answer)
			tc.check(t, s, evs)
		})
	}
}

// TestTrampolineRefusals checks the answers refused: a cell no jump
// reaches (a neighbour, three away), and a move while the choice waits.
func TestTrampolineRefusals(t *testing.T) {
	s := tileGame(t, map[string]engine.Tile{"f6": {Kind: engine.Trampoline}}, map[engine.PieceID]string{engine.W1: "f5", engine.W2: "e5"})
	s, _ = play(t, s, "W1 f6")
	for _, x := range []string{"g7", "f9", "f6", "W2 e6"} {
		a, err := engine.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		want := engine.ErrIllegal
		if a.Kind == engine.ActMove {
			want = engine.ErrChoicePending
		}
		if _, _, err := engine.Apply(s, a); !errors.Is(err, want) {
			t.Errorf("%s: %v, want %v", x, err, want)
		}
	}
}

// columnGame is a game on the island e3–e9, one tile wide, whose sea is
// only the shore: a trampoline on it has two ways at most (north and
// south). White's boat is at d6 with W1 aboard.
func columnGame(t *testing.T, tiles map[string]engine.Tile) engine.State {
	t.Helper()
	var land, sea []engine.Cell
	var backs []engine.Back
	for r := 2; r <= 8; r++ {
		land = append(land, engine.CellAt(4, r))
		backs = append(backs, engine.BackBeach)
	}
	for r := 1; r <= 9; r++ {
		for f := 3; f <= 5; f++ {
			if f != 4 || r == 1 || r == 9 {
				sea = append(sea, engine.CellAt(f, r))
			}
		}
	}
	b, err := engine.NewSeaBoard(land, backs, sea)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.BlankSea(b, engine.Options{Crews: []engine.Crew{engine.White, engine.Black}})
	if err != nil {
		t.Fatal(err)
	}
	for c := range s.Board.Island() {
		s.Tiles[c].Open = true
	}
	for c, tl := range tiles {
		tl.Open = true
		s.Tiles[cell(t, c)] = tl
	}
	s.Tiles[cell(t, "e3")].Open = false // the game goes on
	s.Recount()
	s.Ships[engine.White], s.Ships[engine.Black] = cell(t, "d6"), cell(t, "f9")
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if s.Pieces[p].Status == engine.Alive {
			s.Pieces[p].Status = engine.Dead
		}
	}
	s.Pieces[engine.W1] = engine.Piece{Status: engine.Alive, Crew: engine.White, At: cell(t, "d6")}
	return s
}

// TestTrampolineLoop checks the loops: arrows bring W1 back onto the
// trampoline, which then sends it the way it has not used yet, without a
// choice; back a third time, with both ways used, it dies.
func TestTrampolineLoop(t *testing.T) {
	north, south := engine.Tile{Kind: engine.Arrow1}, engine.Tile{Kind: engine.Arrow1, Rot: 2}
	s := columnGame(t, map[string]engine.Tile{
		"e4": north, "e5": north, "e6": {Kind: engine.Trampoline}, "e7": south, "e8": south,
	})
	s, _ = play(t, s, "W1 e6")
	if got := choiceCells(s); !slices.Equal(got, []string{"e4", "e8"}) {
		t.Fatalf("options %v, want e4 e8", got)
	}
	s, evs := play(t, s, "e8")
	if s.Pieces[engine.W1].Status != engine.Dead {
		t.Fatalf("W1 %v at %s, want dead in a loop", s.Pieces[engine.W1].Status, s.Pieces[engine.W1].At)
	}
	jumps := 0
	for _, e := range evs {
		if e.Type == engine.EvMoved && e.How == engine.HowTrampoline {
			jumps++
		}
	}
	if jumps != 2 || !hasEvent(evs, engine.EvKilled, func(e engine.Event) bool {
		return e.How == engine.HowLoop && e.To == cell(t, "e6")
	}) {
		t.Errorf("%d jumps, want 2 and a loop's death at e6: %+v", jumps, evs)
	}
	if hasEvent(evs, engine.EvChoice, nil) {
		t.Errorf("a choice with one way left: %+v", evs)
	}
}
