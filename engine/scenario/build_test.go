package scenario

import (
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func TestBuildErrors(t *testing.T) {
	const duel = "variants: [duel]\ncrews: [white, black]\n"
	tests := []struct {
		name string
		src  string
		line int
		text string
	}{
		{"gold face down", duel + "tiles:\n  e5: empty\ngold:\n  e5: 1\n", 6, "face down"},
		{"turn not in play", duel + "turn: red\n", 3, "not in play"},
		{"ship off side", duel + "ships:\n  white: a5\n", 4, "not a berth of white's side"},
		{"ship of absent crew", duel + "ships:\n  red: m5\n", 4, "not in play"},
		{"pirate of absent crew", duel + "pieces:\n  R1: ship\n", 4, "not in play"},
		{"pirate turncoat", duel + "open: true\npieces:\n  W1: e5 black\n", 5, "cannot serve black"},
		{"character without crew", duel + "open: true\npieces:\n  BEN: e5\n", 5, "needs a crew"},
		{"piece face down", duel + "tiles:\n  e5: rum\npieces:\n  W1: e5\n", 6, "face down"},
		{"piece on arrow", duel + "tiles:\n  e5: arrow-1 open\npieces:\n  W1: e5\n", 6, "nobody stops"},
		{"piece out of play", duel + "pieces:\n  W1: a1\n", 4, "out of play"},
		{"piece on enemy ship", duel + "pieces:\n  W1: g13\n", 4, "enemy"},
		{"step off spinner", duel + "open: true\npieces:\n  W1: e5/2\n", 5, "no spinner"},
		{"step too far", duel + "tiles:\n  e5: forest open\npieces:\n  W1: e5/3\n", 6, "2 steps"},
		{"held off trap", duel + "open: true\npieces:\n  W1: e5 held\n", 5, "only a trap"},
		{"lost off cave", duel + "open: true\npieces:\n  W1: e5 lost\n", 5, "only a cave"},
		{"converted pirate", duel + "open: true\npieces:\n  W1: e5 converted\n", 5, "only the missionary"},
		{"pirate gone", duel + "pieces:\n  W1: gone\n", 4, "only Friday and the missionary"},
		{"dead and held", duel + "pieces:\n  W1: dead held\n", 4, "not held"},
		{"listed twice", duel + "open: true\npieces:\n  W1: e5\n  w1: e6\n", 6, "given twice"},
		{"enemies meet", duel + "open: true\npieces:\n  W1: e5\n  B1: e5\n", 6, "would have fought"},
		{"team supply twice", "variants: [teams]\nbottles:\n  white: 1\n  black: 2\n", 4, "share one supply"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := Parse([]byte(tc.src), "b.yaml")
			if err == nil {
				_, err = sc.Build()
			}
			if err == nil {
				t.Fatal("the position was accepted")
			}
			var le *LineError
			if !errors.As(err, &le) || le.Line != tc.line {
				t.Errorf("error %v: want line %d", err, tc.line)
			}
			if !strings.Contains(err.Error(), tc.text) {
				t.Errorf("error %q: want %q", err, tc.text)
			}
		})
	}
}

func TestBuildPosition(t *testing.T) {
	src := `variants: [teams]
crews: [white, yellow, black, red]
turn: yellow
tiles:
  e5: forest open
  e6: trap open
  e7: cave open
  e8: rum open
  f5: coin3 open
gold: {f5: 3+galleon}
pieces:
  W1: e5
  W2: e6 held
  W3: e7 lost
  B1: h1
  Y1: e8 drunk
  BEN: e6 black
ships: {white: h1, red: m3}
bottles: {black: 2}
`
	sc, err := Parse([]byte(src), "p.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	at := func(x string) engine.Cell { return cell(t, x) }
	tests := []struct {
		name      string
		got, want any
	}{
		{"turn", s.Turn, engine.Yellow},
		{"W1 on step 1", s.Pieces[engine.W1], engine.Piece{Status: engine.Alive, Crew: engine.White, At: at("e5"), Step: 1}},
		{"W2 held", s.Pieces[engine.W2].Flags, engine.Held},
		{"W3 lost", s.Pieces[engine.W3].Flags, engine.Lost},
		{"B1 aboard white's ship", s.Aboard(engine.B1), true},
		{"B2 aboard its ship", s.Pieces[engine.B2].At, at("g13")},
		{"Y1 drunk", s.Pieces[engine.Y1].Drunk, uint8(1)},
		{"R1 aboard moved ship", s.Pieces[engine.R1].At, at("m3")},
		{"BEN", s.Pieces[engine.BEN].Crew, engine.Black},
		{"FRI absent", s.Pieces[engine.FRI].Status, engine.Absent},
		{"coins", s.Coins[at("f5")], uint8(3)},
		{"galleon", s.Treasure[at("f5")] == 1, true},
		{"team bottles", s.BottlesOf(engine.White), 2},
		{"face down", int(s.FaceDown), engine.NumTiles - 5},
		{"fill", s.Tiles[at("k11")], engine.Tile{Kind: engine.Empty}},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}
