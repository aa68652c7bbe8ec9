package ai

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestDecideKnowsOnlyClassic checks that an agent refuses a game on
// another board rather than play it with classic's maps.
func TestDecideKnowsOnlyClassic(t *testing.T) {
	s, err := engine.New(3, engine.Options{Duel: true})
	if err != nil {
		t.Fatal(err)
	}
	v := engine.ViewFor(&s, s.Controller())
	if _, err := New(Easy, 1).Decide(&v, Budget{}); err != nil {
		t.Fatalf("classic: %v", err)
	}
	var island []engine.Cell
	for x := range s.Board.Island() {
		island = append(island, x)
	}
	other, err := engine.NewBoard(island[1:], [engine.NumCrews][]engine.Cell{})
	if err != nil {
		t.Fatal(err)
	}
	v.Board = other
	for _, l := range []Level{Random, Easy, Hard} {
		if _, err := New(l, 1).Decide(&v, Budget{}); !errors.Is(err, ErrBoard) {
			t.Errorf("%s on another board: %v, want ErrBoard", l, err)
		}
	}
}
