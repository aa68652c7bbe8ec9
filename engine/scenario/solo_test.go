package scenario

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSoloErrors checks what a solo scenario refuses, at its line.
func TestSoloErrors(t *testing.T) {
	checkRefusals(t, []refusal{
		{"solo on classic", "solo: e5\n", ErrMalformed, "f.yaml:1:"},
		{"bank off the island", "island: first\nsolo: a1\n", ErrMalformed, "f.yaml:2:"},
		{"no bank", "island: first\nsolo: {turns: 3}\n", ErrMalformed, "f.yaml:2:"},
		{"4 survivors", "island: first\nsolo: {bank: e5, survivors: 4}\n", ErrMalformed, "f.yaml:2:"},
		{"an unknown key", "island: first\nsolo: {bank: e5, boats: 1}\n", ErrMalformed, "f.yaml:2:"},
		{"crews", "island: first\ncrews: [white, black]\nsolo: e5\n", ErrMalformed, "f.yaml:2:"},
		{"a boat", "island: first\nsolo: e5\nboats: {white: b3}\n", ErrPosition, "f.yaml:3:"},
		{"a pirate aboard", "island: first\nsolo: e5\npieces:\n  W1: boat\n", ErrPosition, "f.yaml:4:"},
		{"a fourth pirate", "island: first\nsolo: e5\npieces:\n  W2: e6\n", ErrPosition, "f.yaml:4:"},
		{"another tile on the bank", "island: first\nsolo: e5\ntiles:\n  e5: pit open\n", ErrPosition, "f.yaml:4:"},
		{"the bear's waker", "island: first\nsolo: e5\nbear: f6 white\n", ErrPosition, "f.yaml:3:"},
	})
}

// TestSoloBuild checks the position a solo scenario lays out: the three
// pirates on the face-up bank, allied, the goal, and the bear following
// red's turns.
func TestSoloBuild(t *testing.T) {
	sc, err := Parse([]byte("island: first\nsolo: {bank: e5, turns: 4, survivors: 2}\nbear: f6\npieces: {R1: e6}\nbottles: {yellow: 2}\n"), "f.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	e5, _ := engine.ParseCell("e5")
	e6, _ := engine.ParseCell("e6")
	switch {
	case !s.Solo.On || s.Solo.Bank != e5 || s.Solo.Turns != 4 || s.Solo.Survivors != 2:
		t.Errorf("solo %+v", s.Solo)
	case s.Tiles[e5] != (engine.Tile{Kind: engine.Bank, Open: true}):
		t.Errorf("the bank's tile %+v", s.Tiles[e5])
	case s.Pieces[engine.W1].At != e5 || s.Pieces[engine.Y1].At != e5 || s.Pieces[engine.R1].At != e6:
		t.Errorf("pieces at %s %s %s", s.Pieces[engine.W1].At, s.Pieces[engine.Y1].At, s.Pieces[engine.R1].At)
	case s.Pieces[engine.W2].Status != engine.Absent || s.Ships[engine.White] != engine.NoCell:
		t.Error("a solo game has W2 or a boat")
	case s.Bear != engine.SoloBear(s.Bear.At) || s.BottlesOf(engine.White) != 2 || !s.Rules.Allies(engine.White, engine.Red):
		t.Errorf("bear %+v, white's bottles %d", s.Bear, s.BottlesOf(engine.White))
	}
}
