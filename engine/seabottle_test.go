package engine_test

import (
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSeaBottles checks each bottle Archipelago spends after the crew's
// action (§5) and each refusal: out of a pit, to a labyrinth's last step,
// the missionary turned pirate from a neighbour; never before the action
// nor with a move (classic's "!b"), never another crew's, not even an
// ally's, nor under smoke, nor on another crew's piece or a free one.
func TestSeaBottles(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}
	pit := map[string]engine.Tile{"e5": {Kind: engine.Trap}}
	bottling := func(n int, held ...engine.PieceID) func(*testing.T, *engine.State) {
		return func(t *testing.T, s *engine.State) {
			s.SetBottles(engine.White, n)
			s.Bottling = true
			for _, p := range held {
				s.Pieces[p].Flags |= engine.Held
			}
		}
	}
	preacher := func(t *testing.T, s *engine.State) {
		bottling(1)(t, s)
		s.Pieces[engine.MIS] = engine.Piece{Status: engine.Alive, Crew: engine.White, At: cell(t, "f6")}
	}
	runSea(t, []seaCase{
		{name: "out of a pit", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"}, tiles: pit,
			setup: bottling(1, engine.W1), act: "bottle W1",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				if s.Pieces[engine.W1].IsHeld() || s.BottlesOf(engine.White) != 0 || !hasType(evs, engine.EvFreed) {
					t.Errorf("W1 held %v, bottles %d, events %+v", s.Pieces[engine.W1].IsHeld(), s.BottlesOf(engine.White), evs)
				}
				if s.Turn == engine.White || s.Bottling {
					t.Errorf("%s to act, bottling %v: nothing more to spend ends the turn", s.Turn, s.Bottling)
				}
			}},
		{name: "to a labyrinth's last step", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"},
			tiles: map[string]engine.Tile{"e5": {Kind: engine.Swamp}},
			setup: func(t *testing.T, s *engine.State) {
				bottling(1)(t, s)
				s.Pieces[engine.W1].Step = 2
			}, act: "bottle W1",
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				if s.Pieces[engine.W1].Step != 4 {
					t.Fatalf("W1 on step %d, want 4", s.Pieces[engine.W1].Step)
				}
				s.Turn = engine.White
				if !slices.Contains(legalText(s), "W1 e6") {
					t.Errorf("W1 cannot leave the labyrinth: %v", legalText(s))
				}
			}},
		{name: "the missionary from a neighbour", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"},
			setup: preacher, act: "give MIS",
			check: func(t *testing.T, s engine.State, _ []engine.Event) {
				if s.Pieces[engine.MIS].Flags&engine.Converted == 0 {
					t.Errorf("the missionary still preaches")
				}
			}},
		{name: "the missionary too far", boats: boats, at: map[engine.PieceID]string{engine.W1: "d4"},
			setup: preacher, act: "give MIS", err: engine.ErrGive},
		{name: "not before the action", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"}, tiles: pit,
			setup: func(t *testing.T, s *engine.State) {
				bottling(1, engine.W1)(t, s)
				s.Bottling = false
			}, act: "bottle W1", err: engine.ErrBottleTime},
		{name: "not with the move", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"}, tiles: pit,
			setup: func(t *testing.T, s *engine.State) {
				bottling(1, engine.W1)(t, s)
				s.Bottling = false
			}, act: "W1 e6 !b", err: engine.ErrBottleTime},
		{name: "nothing but bottles after the action", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5", engine.W2: "e3"}, tiles: pit,
			setup: bottling(1, engine.W1), act: "W2 e4", err: engine.ErrBottleTime},
		{name: "no bottle", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"}, tiles: pit,
			setup: bottling(0, engine.W1), act: "bottle W1", err: engine.ErrNoBottle},
		{name: "not an ally's bottles", o: engine.Options{Teams: true}, boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"}, tiles: pit,
			setup: func(t *testing.T, s *engine.State) {
				bottling(0, engine.W1)(t, s)
				s.SetBottles(engine.Black, 2)
			}, act: "bottle W1", err: engine.ErrNoBottle},
		{name: "not under smoke", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"}, tiles: pit,
			setup: func(t *testing.T, s *engine.State) {
				bottling(1, engine.W1)(t, s)
				s.SmokeLeft = 2
			}, act: "bottle W1", err: engine.ErrBottleSmoke},
		{name: "not another crew's piece", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4", engine.Y1: "e5"}, tiles: pit,
			setup: bottling(1, engine.Y1), act: "bottle Y1", err: engine.ErrNotYourTurn},
		{name: "not a free piece", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4"},
			setup: bottling(1), act: "bottle W1", err: engine.ErrBottleNeedless},
	})
}

// TestSeaBottleTurn plays bottles in a turn: no bottle before the action;
// after it the crew keeps the turn while it has bottles to spend, gives
// the missionary a bottle beside whom its pirate just arrived, frees a
// pirate, and the turn passes; "pass" declines; a crew whose only action
// is a bottle passes, then spends it.
func TestSeaBottleTurn(t *testing.T) {
	start := func() engine.State {
		s := seaGame(t, engine.Options{}, map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"},
			map[engine.PieceID]string{engine.W1: "e6", engine.W2: "e3", engine.Y1: "h8"})
		s.Tiles[cell(t, "e6")] = engine.Tile{Kind: engine.Trap, Open: true}
		s.Pieces[engine.W1].Flags |= engine.Held
		s.Pieces[engine.MIS] = engine.Piece{Status: engine.Alive, Crew: engine.White, At: cell(t, "f5")}
		s.SetBottles(engine.White, 2)
		return s
	}
	play := func(s engine.State, a string) engine.State {
		t.Helper()
		x, err := engine.Parse(a)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err = engine.Apply(s, x)
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		return s
	}
	s := start()
	for _, a := range legalText(s) {
		if a == "bottle W1" || a == "give MIS" || len(a) > 3 && a[len(a)-3:] == " !b" {
			t.Errorf("%s is legal before the action", a)
		}
	}
	s = play(s, "W2 e4")
	if got, want := legalText(s), []string{"bottle W1", "give MIS", "pass"}; s.Turn != engine.White || !s.Bottling || !slices.Equal(got, want) {
		t.Fatalf("after the action %s to act, bottling %v, legal %v, want %v", s.Turn, s.Bottling, got, want)
	}
	s = play(s, "give MIS")
	if s.Turn != engine.White || !slices.Equal(legalText(s), []string{"bottle W1", "pass"}) {
		t.Fatalf("after the gift %s to act, legal %v", s.Turn, legalText(s))
	}
	s = play(s, "bottle W1")
	if s.Turn == engine.White || s.Bottling || s.Pieces[engine.W1].IsHeld() || s.BottlesOf(engine.White) != 0 {
		t.Errorf("after both bottles %s to act, bottling %v, W1 held %v", s.Turn, s.Bottling, s.Pieces[engine.W1].IsHeld())
	}

	s = play(play(start(), "W2 e4"), "pass")
	if s.Turn == engine.White || s.Bottling || !s.Pieces[engine.W1].IsHeld() || s.BottlesOf(engine.White) != 2 {
		t.Errorf("after declining %s to act, bottling %v, W1 held %v, bottles %d", s.Turn, s.Bottling, s.Pieces[engine.W1].IsHeld(), s.BottlesOf(engine.White))
	}

	s = start()
	s.Pieces[engine.W2].Status = engine.Dead
	s.Pieces[engine.MIS].Status = engine.Absent
	if got := legalText(s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("held with an empty boat: legal %v, want pass", got)
	}
	s = play(s, "pass")
	if s.Turn != engine.White || !slices.Equal(legalText(s), []string{"bottle W1", "pass"}) {
		t.Errorf("after passing %s to act, legal %v", s.Turn, legalText(s))
	}
}
