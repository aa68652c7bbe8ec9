package render

import (
	"image"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/puzzles"
)

// puzzleGame deals shipped puzzle n and plays the actions on it.
func puzzleGame(tb testing.TB, n int, actions ...string) (engine.State, []engine.Event) {
	tb.Helper()
	p, err := puzzles.Get(n)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := p.Deal()
	if err != nil {
		tb.Fatal(err)
	}
	var evs []engine.Event
	for _, text := range actions {
		a, err := engine.Parse(text)
		if err != nil {
			tb.Fatal(err)
		}
		evs = evs[:0]
		if err := s.Play(a, &evs); err != nil {
			tb.Fatalf("%s: %v", text, err)
		}
	}
	return s, evs
}

// puzzleGoldenCases are pictures of solo puzzles: puzzle 1 at its start
// (no boats: the three pirates on the bank), and puzzle 10 a few turns in,
// the bear hunting and a face-down chest.
func puzzleGoldenCases() []goldenCase {
	return []goldenCase{
		{"puzzle-1", func(t *testing.T) *image.RGBA {
			s, _ := puzzleGame(t, 1)
			v := engine.ViewFor(&s, engine.White)
			return Board(&v, Options{Size: 512, Title: "Puzzle 1"})
		}},
		{"puzzle-10-mid", func(t *testing.T) *image.RGBA {
			s, evs := puzzleGame(t, 10, "W1 b4", "Y1 b4", "R1 b4", "W1 b5", "Y1 b5")
			v := engine.ViewFor(&s, s.Turn)
			return Board(&v, Options{Size: 512, Events: evs})
		}},
	}
}

// TestPuzzleGolden compares the puzzles' pictures with testdata/<name>.png;
// -update rewrites them.
func TestPuzzleGolden(t *testing.T) { checkGolden(t, puzzleGoldenCases()) }

// TestPuzzleTextBoard checks the text board of a solo game: the island's
// rows with the three pirates on the bank and no boat, the turn against
// the goal's, the coins on the bank; and the end of a solved puzzle.
func TestPuzzleTextBoard(t *testing.T) {
	s, _ := puzzleGame(t, 1)
	v := engine.ViewFor(&s, engine.White)
	text := TextBoard(&v)
	for _, want := range []string{"Puzzle. Turn 1 of 7 · White to play.", " 2   ~ W+  .", "On the bank: 0. Left on the island: 1."} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the text board:\n%s", want, text)
		}
	}
	s, _ = puzzleGame(t, 8, "W1 c3", "Y1 b3", "R1 c3", "W1 d4", "Y1 c3", "R1 d3", "g3", "W1 c3 +c", "Y1 b2 +c", "R1 f4 +c")
	v = engine.ViewFor(&s, engine.White)
	if text := TextBoard(&v); !strings.Contains(text, "Solved in 3 turns") || !strings.Contains(text, "On the bank: 2.") {
		t.Errorf("the solved puzzle's text board:\n%s", text)
	}
}
