package engine_test

import (
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// tileGame is seaGame (white and black; white's boat at k2, black's at
// a12) with the given tiles laid face up (a Tile's Open is set), and the
// pieces at their cells.
func tileGame(t *testing.T, tiles map[string]engine.Tile, at map[engine.PieceID]string) engine.State {
	t.Helper()
	s := seaGame(t, engine.Options{Crews: []engine.Crew{engine.White, engine.Black}},
		map[engine.Crew]string{engine.White: "k2", engine.Black: "a12"}, at)
	for c, tl := range tiles {
		tl.Open = true
		s.Tiles[cell(t, c)] = tl
	}
	s.Recount()
	return s
}

// play applies the actions, given as text, failing the test on a refusal;
// it returns the state and the events of the last action.
func play(t *testing.T, s engine.State, acts ...string) (engine.State, []engine.Event) {
	t.Helper()
	var evs []engine.Event
	for _, x := range acts {
		a, err := engine.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		if s, evs, err = engine.Apply(s, a); err != nil {
			t.Fatalf("%s: %v", x, err)
		}
	}
	return s, evs
}

// hasEvent reports whether evs holds an event of type typ for which ok
// (nil: any) holds.
func hasEvent(evs []engine.Event, typ engine.EventType, ok func(engine.Event) bool) bool {
	return slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Type == typ && (ok == nil || ok(e)) })
}

// choiceCells lists the cells answering the pending choice of s, as text.
func choiceCells(s engine.State) []string {
	var out []string
	for _, a := range engine.Legal(s) {
		if a.Kind == engine.ActChoose {
			out = append(out, a.String())
		}
	}
	slices.Sort(out)
	return out
}
