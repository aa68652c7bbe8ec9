package engine_test

import (
	"encoding/binary"
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSnapshotClassicOnly checks what the version 1 layout cannot hold:
// another board, or anything beyond classic's 13×13 squares, is refused on
// encoding; a cell number no square has is refused on decoding. (Classic's
// round trip is a property of every random game; its bytes are pinned.)
func TestSnapshotClassicOnly(t *testing.T) {
	fresh := func() engine.State {
		s, err := engine.New(7, engine.Options{Duel: true})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	small, err := engine.NewBoard(cells(t, "e5", "f5", "e6"), [engine.NumCrews][]engine.Cell{})
	if err != nil {
		t.Fatal(err)
	}
	n14 := engine.CellAt(13, 13)
	// A game on another board is written in version 2 (see
	// TestSnapshotV2Fields and engine/archipelago's snapshot test); on
	// classic's board, nothing may lie beyond its 13×13 squares.
	other := fresh()
	other.Board = small
	if data, err := other.MarshalBinary(); err != nil || data[0] != 2 {
		t.Errorf("another board: %v, want a version 2 snapshot", err)
	}
	for name, change := range map[string]func(s *engine.State){
		"a piece at n14": func(s *engine.State) { s.Pieces[engine.W1].At = n14 },
		"a ship at n14":  func(s *engine.State) { s.Ships[engine.White] = n14 },
		"a coin on n14":  func(s *engine.State) { s.Coins[n14] = 1 },
		"a tile on n14":  func(s *engine.State) { s.Tiles[n14] = engine.Tile{Kind: engine.Empty} },
	} {
		s := fresh()
		change(&s)
		if _, err := s.MarshalBinary(); !errors.Is(err, engine.ErrBoard) {
			t.Errorf("%s: %v, want ErrBoard", name, err)
		}
	}
	s := fresh()
	data, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	// W1's cell: after the version, the seed, the rules, the 169 tiles,
	// coins and sightings, and W1's status and crew.
	at := 1 + 8 + binary.Size(engine.Rules{}) + 169*(binary.Size(engine.Tile{})+2) + 2
	if engine.Cell(data[at]) != engine.CellAt(6, 0) {
		t.Fatalf("byte %d is %d, not W1's g1 (6)", at, data[at])
	}
	for _, n := range []byte{169, 200, 254} {
		bad := append([]byte(nil), data...)
		bad[at] = n
		var back engine.State
		if err := back.UnmarshalBinary(bad); !errors.Is(err, engine.ErrCorrupt) {
			t.Errorf("cell number %d: %v, want ErrCorrupt", n, err)
		}
	}
	bad := append([]byte(nil), data...)
	bad[at] = 168
	var back engine.State
	if err := back.UnmarshalBinary(bad); err != nil || back.Pieces[engine.W1].At != engine.CellAt(12, 12) || back.Board != engine.ClassicBoard() {
		t.Errorf("cell number 168: %v, W1 at %s, want m13 on classic's board", err, back.Pieces[engine.W1].At)
	}
}
