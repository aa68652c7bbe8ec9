package engine_test

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSeaSample checks a computer's imagined deal on a sea board: every
// face-down tile gets a tile of its own back's box, no back more of a kind
// than its box holds less what is face up, and face-up tiles stay.
func TestSeaSample(t *testing.T) {
	s := seaGame(t, engine.Options{}, map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}, map[engine.PieceID]string{engine.W1: "e3"})
	var next [engine.NumBacks]int
	for c := range s.Board.Island() {
		b := s.Board.Back(c)
		s.Tiles[c] = engine.ArchipelagoBox(b)[next[b]]
		next[b]++
	}
	open := cells(t, "e4", "d5", "f6")
	for _, c := range open {
		s.Tiles[c].Open = true
	}
	s.Recount()
	v := engine.ViewFor(&s, engine.White)
	for seed := uint64(1); seed <= 30; seed++ {
		x := v.Sample(seed)
		var n [engine.NumBacks][engine.NumKinds]int
		for c := range s.Board.Island() {
			b, k := s.Board.Back(c), x.Tiles[c].Kind
			if s.Tiles[c].Open {
				if x.Tiles[c] != s.Tiles[c] {
					t.Errorf("seed %d: face-up %s became %+v", seed, c, x.Tiles[c])
				}
			} else if k == engine.Hidden || engine.ArchipelagoCount(b, k) == 0 {
				t.Errorf("seed %d: %s, back %s, dealt %s", seed, c, b, k)
			}
			n[b][k]++
		}
		for _, b := range engine.Backs() {
			for k := engine.Empty; k < engine.NumKinds; k++ {
				if n[b][k] > engine.ArchipelagoCount(b, k) {
					t.Errorf("seed %d: back %s has %d %s, the box %d", seed, b, n[b][k], k, engine.ArchipelagoCount(b, k))
				}
			}
		}
	}
}

// TestBoatRefusals checks the reasons a boat's action is refused.
func TestBoatRefusals(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "e3", engine.Yellow: "i6"}
	aboard := map[engine.PieceID]string{engine.W1: "e3"}
	runSea(t, []seaCase{
		{name: "empty", boats: boats, at: map[engine.PieceID]string{engine.W1: "e4"}, act: "boat e2", err: engine.ErrBoatEmpty},
		{name: "too far", boats: boats, at: aboard, act: "boat e1", err: engine.ErrBoatReach},
		{name: "onto land", boats: boats, at: aboard, act: "boat e4", err: engine.ErrBoatReach},
		{name: "where it is", boats: boats, at: aboard, act: "boat e3", err: engine.ErrBoatReach},
		{name: "onto a boat", boats: map[engine.Crew]string{engine.White: "e3", engine.Yellow: "e2"}, at: aboard, act: "boat e2", err: engine.ErrBoatOccupied},
		{name: "onto a swimmer", boats: boats, at: map[engine.PieceID]string{engine.W1: "e3", engine.Y1: "d3"}, act: "boat d3", err: engine.ErrBoatOccupied},
		{name: "a ship", boats: boats, at: aboard, act: "ship e2", err: engine.ErrNoShips},
		{name: "placed already", boats: boats, at: aboard, act: "place f3", err: engine.ErrPlace},
		{name: "placed off the beach", boats: map[engine.Crew]string{engine.Yellow: "i6"}, act: "place c6", err: engine.ErrPlace},
	})
	s, err := engine.New(1, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []engine.Action{engine.BoatTo(cell(t, "g2")), engine.PlaceBoat(cell(t, "g2"))} {
		if _, _, err := engine.Apply(s, a); !errors.Is(err, engine.ErrNoBoats) {
			t.Errorf("classic %s: %v, want ErrNoBoats", a, err)
		}
	}
}
