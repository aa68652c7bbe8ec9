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

// TestSeaStuckBear checks that a game no crew can change ends (EndStuck)
// only when the bear cannot change it either: here white's last free
// pirate dies, W1 is held in a pit and black has no one; the awake bear
// walks to W1 through everyone's passes and mauls it back to its boat,
// and white plays on. The game used to end after two rounds of passes,
// the bear halfway.
func TestSeaStuckBear(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bear   engine.Bear
		over   bool
		w1At   string // where W1 ends
		passed int    // the passes before the game ends or goes on
	}{
		{name: "the bear walks to the pit", bear: engine.Bear{Awake: true, At: cellOf("h8"), Waker: engine.Black},
			w1At: "k2", passed: 7},
		{name: "the bear beside the pit", bear: engine.Bear{Awake: true, At: cellOf("e5"), Waker: engine.Black},
			w1At: "k2", passed: 1},
		{name: "no bear", over: true, w1At: "d4", passed: 4},
		{name: "the bear's waker is the crew held", bear: engine.Bear{Awake: true, At: cellOf("h8"), Waker: engine.White},
			w1At: "k2", passed: 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tileGame(t, map[string]engine.Tile{"d4": {Kind: engine.Trap}, "e7": {Kind: engine.Ogre}},
				map[engine.PieceID]string{engine.W1: "d4", engine.W2: "e6"})
			s.Pieces[engine.W1].Flags |= engine.Held
			for _, p := range []engine.PieceID{engine.W3, engine.B1, engine.B2, engine.B3} {
				s.Pieces[p] = engine.Piece{Status: engine.Dead, Crew: s.Pieces[p].Crew, At: engine.NoCell}
			}
			s.Bear = tc.bear
			s, evs := play(t, s, "W2 e7")
			if s.Over != tc.over || (tc.over && s.Ending() != engine.EndStuck) {
				t.Errorf("over %v (ending %d), want over %v by EndStuck", s.Over, s.Ending(), tc.over)
			}
			if !tc.over && s.Turn != engine.White {
				t.Errorf("%s to act, want white with W1 aboard", s.Turn)
			}
			if at := s.Pieces[engine.W1].At; at != cell(t, tc.w1At) {
				t.Errorf("W1 at %s, want %s", at, tc.w1At)
			}
			n := 0
			for _, e := range evs {
				if e.Type == engine.EvPassed {
					n++
				}
			}
			if n != tc.passed {
				t.Errorf("%d passes, want %d", n, tc.passed)
			}
		})
	}
}

// cellOf is the cell named by text, which must name one.
func cellOf(text string) engine.Cell {
	c, err := engine.ParseCell(text)
	if err != nil {
		panic(err)
	}
	return c
}

// TestSeaGoldIntoTheBear checks that a piece dragging gold onto the
// bear's cell, when that tile is still face down, makes an impossible move
// (the piece dies, the gold goes back where the action began), as onto any
// face-down tile: the bear used to maul it there and leave the coin on the
// face-down tile.
func TestSeaGoldIntoTheBear(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}
	runSea(t, []seaCase{
		{name: "by a horse onto the bear's face-down tile", boats: boats,
			at:    map[engine.PieceID]string{engine.W1: "d5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Horse}},
			coins: map[string]int{"d5": 1},
			setup: func(t *testing.T, s *engine.State) {
				f7 := cell(t, "f7")
				s.Tiles[f7] = engine.Tile{Kind: engine.Empty} // face down
				s.Bear = engine.Bear{Awake: true, At: f7, Waker: engine.Yellow}
			},
			act: "W1 e5 +c",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				// The horse offers its jumps; f7 is one of them.
				if s.Pending.Active {
					if err := s.Play(engine.Choose(cell(t, "f7")), &evs); err != nil {
						t.Fatal(err)
					}
				}
				if s.Coins[cell(t, "f7")] != 0 || s.Coins[cell(t, "d5")] != 1 {
					t.Fatalf("coins f7 %d, d5 %d: the coin goes back to d5", s.Coins[cell(t, "f7")], s.Coins[cell(t, "d5")])
				}
				if s.Pieces[engine.W1].Status != engine.Dead {
					t.Fatalf("W1 %v: an impossible move kills", s.Pieces[engine.W1].Status)
				}
			}},
	})
}
