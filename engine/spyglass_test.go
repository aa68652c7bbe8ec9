package engine_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSpyglassRests checks that the spyglass does nothing on entry: it
// rests a pirate like an empty tile (no choice, the turn passes), own
// pirates share it, and an enemy attacks there.
func TestSpyglassRests(t *testing.T) {
	s := tileGame(t, nil, map[engine.PieceID]string{engine.W1: "f5", engine.W2: "e5", engine.B1: "g7"})
	s.Tiles[cell(t, "f6")] = engine.Tile{Kind: engine.Spyglass}
	s.Recount()
	s, evs := play(t, s, "W1 f6")
	if s.Pending.Active || s.Turn != engine.Black || s.Pieces[engine.W1].At != cell(t, "f6") ||
		!hasEvent(evs, engine.EvRevealed, func(e engine.Event) bool { return e.Kind == engine.Spyglass }) {
		t.Fatalf("W1 at %s, choice %v, %s to act: %+v", s.Pieces[engine.W1].At, s.Pending.Active, s.Turn, evs)
	}
	s, _ = play(t, s, "B1 g6", "W2 f6")
	if s.Pieces[engine.W2].At != cell(t, "f6") {
		t.Fatalf("W2 at %s, want beside W1 on the spyglass", s.Pieces[engine.W2].At)
	}
	s, _ = play(t, s, "B1 f6")
	if s.Pieces[engine.W1].At != s.Ship(engine.White) || s.Pieces[engine.W2].At != s.Ship(engine.White) {
		t.Errorf("W1 at %s, W2 at %s: want both beaten aboard", s.Pieces[engine.W1].At, s.Pieces[engine.W2].At)
	}
}
