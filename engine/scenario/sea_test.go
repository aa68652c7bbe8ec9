package scenario

import (
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestSeaErrorsNameTheLine checks that a mistake in an Archipelago
// scenario is refused with the file and the line it is on.
func TestSeaErrorsNameTheLine(t *testing.T) {
	checkRefusals(t, []refusal{
		{"unknown island", "crews: [white]\nisland: atlantis\n", ErrMalformed, "f.yaml:2:"},
		{"sea key on classic", "crews: [white]\nbear: e5\n", ErrMalformed, "f.yaml:2:"},
		{"bad north", "island: first\nnorth: up\n", ErrMalformed, "f.yaml:2:"},
		{"classic tile id", "island: first\ntiles:\n  d3: trap\n", ErrMalformed, "f.yaml:3:"},
		{"cell off the island", "island: first\ntiles:\n  a1: pit\n", ErrMalformed, "f.yaml:3:"},
		{"inline island too small", "island: |\n  3 . . .\n  2 . b .\n  1 . . .\n", ErrMalformed, "f.yaml:"},
		{"bear in the sea", "island: first\nbear: a1\n", ErrMalformed, "f.yaml:2:"},
		{"a face of 7", "island: first\nrolls: [1, 7]\n", ErrMalformed, "f.yaml:2:"},
		{"boat on land", "island: first\ncrews: [white, black]\nboats:\n  white: d3\n", ErrPosition, "f.yaml:4:"},
		{"swimmer in open sea", "island: first\ncrews: [white, black]\npieces:\n  W1: a11\n", ErrPosition, "f.yaml:4:"},
		{"bear's waker not in play", "island: first\ncrews: [white, black]\nbear: e5 red\n", ErrPosition, "f.yaml:3:"},
		{"abilities on classic", "crews: [white]\nabilities: {W1: scout}\n", ErrMalformed, "f.yaml:2:"},
		{"unknown ability", "island: first\nabilities:\n  W1: wizard\n", ErrMalformed, "f.yaml:3:"},
		{"ability of a character", "island: first\nabilities:\n  BEN: scout\n", ErrMalformed, "f.yaml:3:"},
		{"ability not used", "island: first\nabilities:\n  W1: scout spent\n", ErrMalformed, "f.yaml:3:"},
		{"ability of a crew not in play", "island: first\ncrews: [white, black]\nabilities:\n  R1: scout\n", ErrPosition, "f.yaml:4:"},
		{"one ability on two pirates", "island: first\ncrews: [white, black]\nabilities:\n  W1: scout\n  B1: scout\n", ErrPosition, "f.yaml:5:"},
	})
}

// refusal is a scenario file, f.yaml, that Parse or Build refuses: the
// sentinel its error wraps and the start of its message, "f.yaml:line:".
type refusal struct {
	name, file string
	want       error
	line       string
}

// checkRefusals checks that each file is refused, by Parse or by Build,
// with its sentinel at its line.
func checkRefusals(t *testing.T, files []refusal) {
	t.Helper()
	for _, tc := range files {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := Parse([]byte(tc.file), "f.yaml")
			if err == nil {
				_, err = sc.Build()
			}
			if !errors.Is(err, tc.want) || !strings.HasPrefix(err.Error(), tc.line) {
				t.Fatalf("%v, want %v at %s", err, tc.want, tc.line)
			}
		})
	}
}

// TestSeaBuild checks the position an Archipelago scenario lays out: the
// island's board with its north turned, the boats, a piece aboard, the
// bear and a die that shows the faces asked for.
func TestSeaBuild(t *testing.T) {
	sc, err := Parse([]byte(`island: first
north: e
crews: [white, black]
boats: {white: b3}
pieces: {W1: c3, W2: boat}
tiles: {d3: pit open}
bear: e5 black
rolls: [6, 2, 5]
`), "f.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	b3, c3, e5 := cell(t, "b3"), cell(t, "c3"), cell(t, "e5")
	switch {
	case !s.Board.Boats() || s.Board.North() != engine.E:
		t.Errorf("board: boats %v, north %v; want a sea board with north e", s.Board.Boats(), s.Board.North())
	case s.Ships[engine.White] != b3 || s.Ships[engine.Black] != engine.NoCell:
		t.Errorf("boats %v", s.Ships)
	case s.Pieces[engine.W1].At != c3 || s.Pieces[engine.W2].At != b3 || s.Pieces[engine.B1].At != engine.NoCell:
		t.Errorf("W1 at %v, W2 at %v, B1 at %v", s.Pieces[engine.W1].At, s.Pieces[engine.W2].At, s.Pieces[engine.B1].At)
	case s.Tiles[cell(t, "d3")].Kind != engine.Trap:
		t.Errorf("d3 is %v, want the pit", s.Tiles[cell(t, "d3")].Kind)
	case s.Bear != engine.Bear{Awake: true, At: e5, Waker: engine.Black}:
		t.Errorf("bear %+v", s.Bear)
	}
	for _, want := range []int{6, 2, 5} {
		if got := s.RollDie(); got != want {
			t.Fatalf("the die shows %d, want %d", got, want)
		}
	}
}
