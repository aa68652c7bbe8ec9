package engine_test

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// crossroadsRun moves W1 from f5 onto the crossroads at f6 with the die at
// dice, and returns the state, the events and the rolls told.
func crossroadsRun(t *testing.T, dice uint64, north engine.Dir, tiles map[string]engine.Tile) (engine.State, []engine.Event, []int) {
	t.Helper()
	all := map[string]engine.Tile{"f6": {Kind: engine.Crossroads}}
	for c, tl := range tiles {
		all[c] = tl
	}
	s := tileGame(t, all, map[engine.PieceID]string{engine.W1: "f5"})
	s.Board.SetNorth(north)
	s.Dice = dice
	s, evs := play(t, s, "W1 f6")
	var rolls []int
	for _, e := range evs {
		if e.Type == engine.EvRolled {
			if e.To != cell(t, "f6") || e.Piece != engine.W1 {
				t.Errorf("roll told at %s by %s, want f6 by W1", e.To, e.Piece)
			}
			rolls = append(rolls, int(e.N))
		}
	}
	return s, evs, rolls
}

// TestCrossroads checks the crossroads over many dice: each roll is told,
// 5 and 6 roll again, the last roll (1–4) sends W1 one cell north, east,
// south or west of the island's north as an arrow would, every face
// turns up, and the same die rolls the same.
func TestCrossroads(t *testing.T) {
	for _, north := range []engine.Dir{engine.N, engine.E} {
		seen := map[int]int{}
		for dice := uint64(0); dice < 200; dice++ {
			s, evs, rolls := crossroadsRun(t, dice, north, nil)
			if len(rolls) == 0 {
				t.Fatalf("die %d: no roll told", dice)
			}
			for _, n := range rolls[:len(rolls)-1] {
				if n < 5 || n > 6 {
					t.Errorf("die %d: rolled on after a %d", dice, n)
				}
			}
			for _, n := range rolls {
				seen[n]++
			}
			last := rolls[len(rolls)-1]
			if last < 1 || last > 4 {
				t.Fatalf("die %d: stopped on %d", dice, last)
			}
			want := engine.Dir(2 * (last - 1)).Rotate(engine.Rot(north / 2))
			if at := s.Pieces[engine.W1].At; at != cell(t, "f6").Step(want) {
				t.Errorf("north %s, die %d: rolled %d, W1 at %s, want %s", north, dice, last, at, cell(t, "f6").Step(want))
			}
			if !hasEvent(evs, engine.EvMoved, func(e engine.Event) bool { return e.How == engine.HowArrow && e.From == cell(t, "f6") }) {
				t.Errorf("die %d: no arrow's move off the crossroads: %+v", dice, evs)
			}
			if s.Dice == dice {
				t.Errorf("die %d: the die did not advance", dice)
			}
			again, _, rolls2 := crossroadsRun(t, dice, north, nil)
			if again.Pieces[engine.W1].At != s.Pieces[engine.W1].At || len(rolls2) != len(rolls) {
				t.Errorf("die %d rolls differently the second time", dice)
			}
		}
		for n := 1; n <= 6; n++ {
			if seen[n] == 0 {
				t.Errorf("north %s: %d never rolled", north, n)
			}
		}
	}
}

// TestCrossroadsLoop checks that arrows pointing back at the crossroads
// from all four sides kill W1 in a loop, whatever the die rolls: a way
// rolled twice, or an arrow taken twice.
func TestCrossroadsLoop(t *testing.T) {
	back := map[string]engine.Tile{
		"f7": {Kind: engine.Arrow1, Rot: 2}, "g6": {Kind: engine.Arrow1, Rot: 3},
		"f5": {Kind: engine.Arrow1}, "e6": {Kind: engine.Arrow1, Rot: 1},
	}
	for dice := uint64(0); dice < 50; dice++ {
		s := tileGame(t, map[string]engine.Tile{"f6": {Kind: engine.Crossroads}}, map[engine.PieceID]string{engine.W1: "e5"})
		for c, tl := range back {
			tl.Open = true
			s.Tiles[cell(t, c)] = tl
		}
		s.Dice = dice
		s, evs := play(t, s, "W1 f6")
		if s.Pieces[engine.W1].Status != engine.Dead || !hasEvent(evs, engine.EvKilled, func(e engine.Event) bool { return e.How == engine.HowLoop }) {
			t.Fatalf("die %d: W1 %v at %s, want dead in a loop: %+v", dice, s.Pieces[engine.W1].Status, s.Pieces[engine.W1].At, evs)
		}
	}
}

// TestCrossroadsIsPassedThrough checks that nobody rests on a face-up
// crossroads: the move onto it is legal though an enemy stands nowhere,
// and a piece always leaves it.
func TestCrossroadsIsPassedThrough(t *testing.T) {
	s, _, _ := crossroadsRun(t, 3, engine.N, nil)
	if s.Pieces[engine.W1].At == cell(t, "f6") {
		t.Error("W1 rests on the crossroads")
	}
}
