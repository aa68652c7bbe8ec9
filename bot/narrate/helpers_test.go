package narrate

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// cell parses a cell name or fails the test.
func cell(t testing.TB, s string) engine.Cell {
	t.Helper()
	c, err := engine.ParseCell(s)
	if err != nil {
		t.Fatalf("cell %q: %v", s, err)
	}
	return c
}

// duel is a blank white-against-black game, white to act, every tile face
// down and empty.
func duel(t testing.TB) engine.State {
	t.Helper()
	s, err := engine.Blank(engine.Options{Duel: true})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// open lays a face-up tile.
func open(t testing.TB, s *engine.State, at string, k engine.Kind, r engine.Rot) {
	t.Helper()
	s.Tiles[cell(t, at)] = engine.Tile{Kind: k, Rot: r, Open: true}
}

// hide lays a face-down tile.
func hide(t testing.TB, s *engine.State, at string, k engine.Kind, r engine.Rot) {
	t.Helper()
	s.Tiles[cell(t, at)] = engine.Tile{Kind: k, Rot: r}
}

// put places a living piece of crew c.
func put(t testing.TB, s *engine.State, p engine.PieceID, c engine.Crew, at string) {
	t.Helper()
	s.Pieces[p] = engine.Piece{Status: engine.Alive, Crew: c, At: cell(t, at)}
}

// play applies actions in turn and returns the events of the last one and
// the state after it.
func play(t testing.TB, s engine.State, actions ...string) (engine.State, []engine.Event) {
	t.Helper()
	s.Recount()
	var evs []engine.Event
	for _, text := range actions {
		a, err := engine.Parse(text)
		if err != nil {
			t.Fatalf("parse %q: %v", text, err)
		}
		if s, evs, err = engine.Apply(s, a); err != nil {
			t.Fatalf("apply %q: %v", text, err)
		}
	}
	return s, evs
}
