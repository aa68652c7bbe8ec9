package engine_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// The rules bugs TestArchipelagoProperties found, each a case of what the
// random games showed.

// TestSeaGoldReturned checks that gold a dying piece dragged, laid back
// where its action began (a loop, an impossible move), is counted once
// while its crew goes on to spend bottles after the action: it lay on the
// tile and was still counted as dragged.
func TestSeaGoldReturned(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}
	pitted := func(t *testing.T, s *engine.State) {
		s.SetBottles(engine.White, 1)
		s.Pieces[engine.W2].Flags |= engine.Held
	}
	returned := func(t *testing.T, s engine.State, evs []engine.Event) {
		if !s.Bottling || s.Turn != engine.White {
			t.Fatalf("%s to act, bottling %v: white may free W2 from the pit", s.Turn, s.Bottling)
		}
		if s.Pieces[engine.W1].Status != engine.Dead || !hasType(evs, engine.EvGoldReturned) {
			t.Fatalf("W1 %v, events %+v: W1 dies and its coin goes back", s.Pieces[engine.W1].Status, evs)
		}
		if c := s.Coins[cell(t, "d5")]; c != 1 || s.GoldOnIsland() != 1 {
			t.Errorf("d5 holds %d coins, the island %d: want the one coin, counted once", c, s.GoldOnIsland())
		}
		if p, d := s.Dragging(); p != engine.NoPiece || d != engine.DragNone {
			t.Errorf("%s still drags %v", p, d)
		}
	}
	runSea(t, []seaCase{
		{name: "a loop", boats: boats, at: map[engine.PieceID]string{engine.W1: "d5", engine.W2: "g4"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Arrow1, Rot: 1}, "f5": {Kind: engine.Arrow1, Rot: 3},
				"g4": {Kind: engine.Trap}},
			coins: map[string]int{"d5": 1}, setup: pitted, act: "W1 e5 +c", check: returned},
		{name: "an attack while dragging", boats: boats,
			at: map[engine.PieceID]string{engine.W1: "d5", engine.W2: "g4", engine.Y1: "f5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Arrow1, Rot: 1}, "f5": {Kind: engine.Empty},
				"g4": {Kind: engine.Trap}},
			coins: map[string]int{"d5": 1}, setup: pitted, act: "W1 e5 +c", check: returned},
	})
}
