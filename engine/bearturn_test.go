package engine_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// moves counts the bear's steps among evs and returns the last one's cells.
func bearMoves(evs []engine.Event) (n int, from, to engine.Cell) {
	for _, e := range evs {
		if e.Type == engine.EvBearMoved {
			n, from, to = n+1, e.From, e.To
		}
	}
	return n, from, to
}

// TestBearWakes checks the den: revealing it places the bear there and
// mauls the revealer to its boat; the bear first steps after its waker's
// next turn, never after another crew's, toward the nearest pirate on land,
// and mauls the pirate where it arrives.
func TestBearWakes(t *testing.T) {
	s := tileGame(t, nil, map[engine.PieceID]string{engine.W1: "f5", engine.B1: "h8"})
	s.Tiles[cell(t, "f6")] = engine.Tile{Kind: engine.BearDen}
	s.Recount()
	s, evs := play(t, s, "W1 f6")
	if !hasEvent(evs, engine.EvBearWoke, func(e engine.Event) bool { return e.To == cell(t, "f6") && e.By == engine.W1 && e.Crew == engine.White }) {
		t.Errorf("no waking: %+v", evs)
	}
	if !hasEvent(evs, engine.EvMauled, func(e engine.Event) bool { return e.Piece == engine.W1 && e.To == cell(t, "k2") }) ||
		s.Pieces[engine.W1].At != cell(t, "k2") {
		t.Errorf("W1 at %s, want mauled to k2: %+v", s.Pieces[engine.W1].At, evs)
	}
	if want := (engine.Bear{Awake: true, At: cell(t, "f6"), Waker: engine.White}); s.Bear != want {
		t.Errorf("bear %+v, want %+v", s.Bear, want)
	}
	if n, _, _ := bearMoves(evs); n != 0 {
		t.Errorf("the bear stepped after the waking turn")
	}
	s, evs = play(t, s, "B1 h7")
	if n, _, _ := bearMoves(evs); n != 0 || s.Bear.At != cell(t, "f6") {
		t.Errorf("the bear stepped after black's turn")
	}
	s, evs = play(t, s, "boat j3")
	if n, from, to := bearMoves(evs); n != 1 || from != cell(t, "f6") || to != cell(t, "g7") || s.Bear.At != cell(t, "g7") {
		t.Errorf("bear's step %d %s→%s, want f6→g7 (beside h7 by an edge)", n, from, to)
	}
	s, _ = play(t, s, "B1 h8")
	s, evs = play(t, s, "boat j4")
	if s.Bear.At != cell(t, "h8") || s.Pieces[engine.B1].At != cell(t, "a12") ||
		!hasEvent(evs, engine.EvMauled, func(e engine.Event) bool { return e.Piece == engine.B1 && e.From == cell(t, "h8") }) {
		t.Errorf("bear at %s, B1 at %s: want the bear on h8 and B1 mauled aboard", s.Bear.At, s.Pieces[engine.B1].At)
	}
	if v := engine.ViewFor(&s, engine.Black); v.Bear != s.Bear {
		t.Errorf("black's view shows the bear %+v, want %+v", v.Bear, s.Bear)
	}
}

// TestBear checks the bear's other rules, each on a bear awake at f6 that
// white woke.
func TestBear(t *testing.T) {
	type pc = map[engine.PieceID]string
	tests := []struct {
		name  string
		at    pc
		acts  []string
		check func(t *testing.T, s engine.State, evs []engine.Event)
	}{
		{"entering its cell", pc{engine.W1: "f5"}, []string{"W1 f6 +c"}, func(t *testing.T, s engine.State, evs []engine.Event) {
			if s.Pieces[engine.W1].At != cell(t, "k2") || s.Coins[cell(t, "f6")] != 1 ||
				!hasEvent(evs, engine.EvMauled, func(e engine.Event) bool { return e.Piece == engine.W1 }) {
				t.Errorf("W1 at %s, %d coins at f6: want W1 mauled aboard, the coin on the bear's cell", s.Pieces[engine.W1].At, s.Coins[cell(t, "f6")])
			}
		}},
		{"carried into its cell", pc{engine.W1: "f4"}, []string{"W1 f5"}, func(t *testing.T, s engine.State, evs []engine.Event) {
			if s.Pieces[engine.W1].At != cell(t, "k2") {
				t.Errorf("W1 at %s, want mauled aboard by an arrow's ride onto the bear", s.Pieces[engine.W1].At)
			}
		}},
		{"the missionary dies", pc{engine.W1: "k2", engine.MIS: "g7", engine.B1: "h8"}, []string{"boat j3"}, func(t *testing.T, s engine.State, evs []engine.Event) {
			if s.Bear.At != cell(t, "g7") || s.Pieces[engine.MIS].Status != engine.Dead ||
				!hasEvent(evs, engine.EvMauled, func(e engine.Event) bool { return e.Piece == engine.MIS && e.To == engine.NoCell }) {
				t.Errorf("bear at %s, missionary %v: want him killed at g7", s.Bear.At, s.Pieces[engine.MIS].Status)
			}
		}},
		{"no pirate on land", pc{engine.W1: "k2", engine.B1: "a12"}, []string{"boat j3"}, func(t *testing.T, s engine.State, evs []engine.Event) {
			if n, _, _ := bearMoves(evs); n != 0 || s.Bear.At != cell(t, "f6") {
				t.Errorf("the bear moved with nobody to hunt: %+v", evs)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tileGame(t, map[string]engine.Tile{"f5": {Kind: engine.Arrow1}}, tc.at)
			if tc.name != "carried into its cell" {
				s.Tiles[cell(t, "f5")] = engine.Tile{Kind: engine.Empty, Open: true}
			}
			if tc.name == "entering its cell" {
				s.Coins[cell(t, "f5")] = 1
			}
			if _, ok := tc.at[engine.MIS]; ok {
				s.Pieces[engine.MIS].Crew = engine.Black
			}
			s.Bear = engine.Bear{Awake: true, At: cell(t, "f6"), Waker: engine.White}
			s, evs := play(t, s, tc.acts...)
			tc.check(t, s, evs)
		})
	}
}
