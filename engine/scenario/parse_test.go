package scenario

import (
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name     string
		src      string
		line     int
		sentinel error
		text     string
	}{
		{"not yaml", "crews: [white\n", 1, ErrMalformed, "malformed"},
		{"not a mapping", "- a\n- b\n", 1, ErrMalformed, "must be a mapping"},
		{"unknown key", "crews: [white, black]\ncolour: red\n", 2, ErrMalformed, `unknown key "colour"`},
		{"repeated key", "turn: white\nturn: black\n", 2, ErrMalformed, "given twice"},
		{"bad crew", "crews: [white, green]\n", 1, engine.ErrBadOptions, "green"},
		{"bad variant", "variants: [duel, chess]\n", 1, engine.ErrBadOptions, "chess"},
		{"bad turn", "turn: purple\n", 1, ErrMalformed, "turn"},
		{"bad fill", "fill: lava\n", 1, ErrMalformed, "lava"},
		{"bad open", "open: maybe\n", 1, ErrMalformed, "true or false"},
		{"tile off island", "tiles:\n  a1: empty\n", 2, ErrMalformed, "not on the island"},
		{"bad tile kind", "tiles:\n  e5: volcano open\n", 2, ErrMalformed, "volcano"},
		{"bad rotation", "tiles:\n  e5: arrow-1@up\n", 2, ErrMalformed, "rotation"},
		{"bad tile flag", "tiles:\n  e5: arrow-1 upside\n", 2, ErrMalformed, "upside"},
		{"bad gold", "gold: {e5: lots}\n", 1, ErrMalformed, "not gold"},
		{"bad piece", "pieces:\n  W4: e5\n", 2, ErrMalformed, "W4"},
		{"bad place", "pieces:\n  W1: z99\n", 2, ErrMalformed, "z99"},
		{"bad step", "pieces:\n  W1: e5/7\n", 2, ErrMalformed, "spinner step"},
		{"bad flag", "pieces:\n  W1: e5 asleep\n", 2, ErrMalformed, "asleep"},
		{"two crews", "pieces:\n  FRI: e5 white black\n", 2, ErrMalformed, "black"},
		{"bad ship crew", "ships: {green: g1}\n", 1, ErrMalformed, "green"},
		{"bad bottles", "bottles: {white: -2}\n", 1, ErrMalformed, "whole number"},
		{"bad action", "actions:\n  - W1 e5\n  - W1 jump\n", 3, ErrMalformed, `action "W1 jump"`},
		{"actions not a list", "actions: {a: b}\n", 1, ErrMalformed, "must be a list"},
		{"stall rounds", "stall-rounds: many\n", 1, ErrMalformed, "whole number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.src), "board.yaml")
			if err == nil {
				t.Fatal("Parse accepted the file")
			}
			if !errors.Is(err, tc.sentinel) {
				t.Errorf("error %v does not wrap %v", err, tc.sentinel)
			}
			var le *LineError
			if !errors.As(err, &le) || le.Line != tc.line {
				t.Errorf("error %v: want line %d", err, tc.line)
			}
			prefix := "board.yaml:"
			if !strings.HasPrefix(err.Error(), prefix) || !strings.Contains(err.Error(), tc.text) {
				t.Errorf("error %q: want prefix %q and %q", err, prefix, tc.text)
			}
		})
	}
}

func TestParseReads(t *testing.T) {
	src := `variants: [duel]
stall-rounds: 7
crews: [white, black]
turn: black
fill: thicket
open: true
tiles:
  e5: arrow-1@e open
  e6: plane open used
gold: {e4: 2, f4: 1, g4: 1+galleon}
pieces:
  W1: e4
  W2: ship
  FRI: d4 white
  MIS: dead black converted
  B1: f6/2 drunk
ships: {white: h1}
bottles: {white: 3}
actions: [W1 e5, e6, "#end"]
`
	sc, err := Parse([]byte(src), "x.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		got, want any
	}{
		{"duel", sc.Options.Duel, true},
		{"stall", sc.Options.StallRounds, 7},
		{"crews", len(sc.Options.Crews), 2},
		{"turn", sc.Turn, engine.Black},
		{"fill", sc.Fill, engine.Thicket},
		{"fill open", sc.FillOpen, true},
		{"tile e5", sc.Tiles[0].Tile, engine.Tile{Kind: engine.Arrow1, Rot: 1, Open: true}},
		{"tile e6", sc.Tiles[1].Tile, engine.Tile{Kind: engine.Plane, Open: true, Used: true}},
		{"tile line", sc.Tiles[1].Line, 9},
		{"gold g4", sc.Gold[2], GoldSpec{Line: 10, Cell: cell(t, "g4"), Coins: 1, Galleon: true}},
		{"W2 aboard", sc.Pieces[1].Aboard, true},
		{"FRI crew", sc.Pieces[2].Crew, engine.White},
		{"MIS", sc.Pieces[3].Status == engine.Dead && sc.Pieces[3].Flags == engine.Converted, true},
		{"B1 step", sc.Pieces[4].Step, uint8(2)},
		{"B1 drunk", sc.Pieces[4].Drunk, true},
		{"ship", sc.Ships[0], ShipSpec{Line: 17, Crew: engine.White, At: cell(t, "h1")}},
		{"bottles", sc.Bottles[0].N, 3},
		{"actions", len(sc.Actions), 3},
		{"choice", sc.Actions[1].Action, engine.Choose(cell(t, "e6"))},
		{"end", sc.Actions[2].End, true},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

func cell(t *testing.T, s string) engine.Cell {
	t.Helper()
	c, err := engine.ParseCell(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
