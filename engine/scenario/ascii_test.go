package scenario

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func TestTileCode(t *testing.T) {
	tests := []struct {
		tile engine.Tile
		want string
	}{
		{engine.Tile{Kind: engine.Ogre}, "## "},
		{engine.Tile{Kind: engine.Empty, Open: true}, " . "},
		{engine.Tile{Kind: engine.Arrow1D, Rot: 2, Open: true}, "D1s"},
		{engine.Tile{Kind: engine.Cannon, Rot: 3, Open: true}, "Cnw"},
		{engine.Tile{Kind: engine.Plane, Open: true, Used: true}, "pln"},
		{engine.Tile{Kind: engine.Coin3, Open: true}, "C3 "},
	}
	for _, tc := range tests {
		if got := TileCode(tc.tile); got != tc.want {
			t.Errorf("TileCode(%+v) = %q, want %q", tc.tile, got, tc.want)
		}
	}
	for _, k := range engine.Kinds() {
		if code := TileCode(engine.Tile{Kind: k, Open: true}); strings.TrimSpace(code) == "" || len(code) != 3 {
			t.Errorf("kind %s has code %q", k, code)
		}
	}
}

func TestBoard(t *testing.T) {
	sc := mustParse(t, `variants: [duel]
tiles: {e5: arrow-1@e open, e4: coin2 open}
gold: {e4: 2}
pieces: {W1: e4, W2: e4, W3: e4}
`)
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	b := Board(&s)
	lines := strings.Split(b, "\n")
	tests := []struct {
		name string
		ok   bool
	}{
		{"file labels", strings.Contains(lines[0], "a") && strings.Contains(lines[0], "m")},
		{"rank 13 first", strings.HasPrefix(lines[1], " 13")},
		{"rank 1 last", strings.HasPrefix(lines[25], "  1")},
		{"hidden tiles", strings.Contains(lines[9], "##")},
		{"arrow", strings.Contains(lines[17], "A1e")},
		{"coins", strings.Contains(lines[19], "C2 $2")},
		{"pieces", strings.Contains(lines[20], "W1+2")},
		{"ships", strings.Contains(lines[25], "[W]") && strings.Contains(lines[1], "[B]")},
		{"legend", strings.Contains(b, "W1 e4") && strings.Contains(b, "turn: white")},
	}
	for _, tc := range tests {
		if !tc.ok {
			t.Errorf("%s:\n%s", tc.name, b)
		}
	}
}
