package main

import (
	"bytes"
	"encoding/json"
	"image/gif"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/engine/scenario"
)

// writeGameExport plays up to n random legal actions of g's two-seat
// deal, through the contract only, and writes the game's export file, with
// field names in mixed case as some exporters write them.
func writeGameExport(t *testing.T, dir string, g game.Game, n int) string {
	t.Helper()
	const seed = 77
	o := g.TwoSeats()
	m, err := g.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	var log []string
	for _, over := m.ToAct(); !over && len(log) < n; _, over = m.ToAct() {
		legal := m.Legal()
		a := legal[rng.IntN(len(legal))]
		if _, err := m.Play(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	data, err := json.Marshal(map[string]any{"format": "jackal-game", "schema": 4, "game": map[string]any{
		"Setup": map[string]any{"Game": g.ID(), "Seed": seed, "crews": o.Seats, "VARIANTS": o.Variants},
		"log":   log,
	}})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, g.ID()+".json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCmdRender runs the render command's subcommands.
func TestCmdRender(t *testing.T) {
	dir := t.TempDir()
	game := writeGameExport(t, dir, games.Classic, 30)
	arch := writeGameExport(t, dir, games.Archipirata, 10)
	archOne := writeGameExport(t, t.TempDir(), games.Archipirata, 1)
	notExport := filepath.Join(dir, "plain.json")
	if err := os.WriteFile(notExport, []byte(`{"setup": {"seed": 1, "crews": ["white", "black"]}, "log": ["W1 f2"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.json")
	if err := os.WriteFile(empty, []byte(`{"format": "jackal-game", "game": {"setup": {"seed": 1, "crews": ["white", "black"]}, "log": []}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	badGame := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(badGame, []byte(`{"format": "jackal-game", "game": {"setup": {"seed": 1, "crews": ["white", "black"]}, "log": ["W1 z9"]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	scen := filepath.Join("..", "..", "engine", "testdata", "arrow-chain-reveals-each-tile.yaml")
	out := func(name string) string { return filepath.Join(dir, name) }
	tests := []struct {
		name   string
		args   []string
		code   int
		file   string // a file that must now exist, decoded as kind
		kind   string // "png" or "gif"
		stdout string // text stdout must contain
		stderr string // text stderr must contain
		// text stderr must not contain: a usage error shows only its
		// subcommand's usage
		notStderr string
		pngSide   int // the PNG's width, when checked
	}{
		{name: "no subcommand", code: 2, stderr: "usage"},
		{name: "unknown", args: []string{"paint"}, code: 2, stderr: "render card-island N"},
		{name: "help", args: []string{"help"}, code: 0, stdout: "render tiles"},
		{name: "a subcommand's help", args: []string{"replay", "-h"}, code: 0, stdout: "usage:\n  jackal render replay --game FILE"},
		{name: "a bad flag value, told once", args: []string{"card-island", "3", "--size", "x"}, code: 2, stderr: "jackal: render: bad usage: invalid value", notStderr: "Usage of"},
		{name: "tiles", args: []string{"tiles", "--out", out("tiles.png"), "--size", "40"}, code: 0, file: out("tiles.png"), kind: "png", pngSide: 8 * 50, stdout: out("tiles.png") + ": every tile kind, 400×"},
		{name: "tiles with an argument", args: []string{"tiles", "all", "--out", out("x.png")}, code: 2, stderr: `render tiles takes flags only, not "all"`},
		{name: "card island without its number", args: []string{"card-island", "--out", out("x.png")}, code: 2, stderr: "render card-island needs an island card's number, 1 to 40\n"},
		{name: "card island, two numbers", args: []string{"card-island", "3", "4"}, code: 2, stderr: `render card-island takes one argument, an island card's number, 1 to 40, not 2: "3 4"`},
		{name: "tiles without out", args: []string{"tiles"}, code: 2, stderr: "--out is required"},
		{name: "tiles bad size", args: []string{"tiles", "--out", out("x.png"), "--size", "5"}, code: 2, stderr: "--size"},
		{name: "tiles bad flag", args: []string{"tiles", "--colour", "red"}, code: 2, stderr: "flag provided but not defined"},
		{name: "card island", args: []string{"card-island", "3", "--out", out("card.png"), "--size", "300"}, code: 0, file: out("card.png"), kind: "png", pngSide: 300, stdout: "island card 3"},
		{name: "card island out of range", args: []string{"card-island", "41", "--out", out("x.png")}, code: 2, stderr: "numbered 1 to 40", notStderr: "render tiles"},
		{name: "card island not a number", args: []string{"card-island", "first", "--out", out("x.png")}, code: 2, stderr: "numbered 1 to"},
		{name: "scenario", args: []string{"scenario", scen, "--out", out("scen.png"), "--size", "512"}, code: 0, file: out("scen.png"), kind: "png", pngSide: 512, stdout: out("scen.png") + ": the position of " + scen + " after 1 action, 512×512 px\n"},
		{name: "scenario flags first", args: []string{"scenario", "--out", out("scen2.png"), "--as", "white", "--piece", "W1", "--size", "256", scen}, code: 0, file: out("scen2.png"), kind: "png", pngSide: 256},
		{name: "scenario no file", args: []string{"scenario", "--out", out("x.png")}, code: 2, stderr: "render scenario needs a scenario FILE"},
		{name: "scenario missing file", args: []string{"scenario", out("none.yaml"), "--out", out("x.png")}, code: 1, stderr: "none.yaml"},
		{name: "scenario bad crew", args: []string{"scenario", scen, "--out", out("x.png"), "--as", "green"}, code: 2, stderr: "--as"},
		{name: "scenario of the card game", args: []string{"scenario", "../../engine/cards/scenario/testdata/rum.yaml", "--out", out("x.png")}, code: 2, stderr: "scenario run --game cards"},
		{name: "scenario of archipirata", args: []string{"scenario", "../../engine/archipirata/scenario/testdata/aid.yaml", "--out", out("x.png")}, code: 2, stderr: "scenario run --game archipirata"},
		{name: "scenario bad size", args: []string{"scenario", scen, "--out", out("x.png"), "--size", "100"}, code: 2, stderr: "size"},
		{name: "scenario in Russian", args: []string{"scenario", scen, "--out", out("scen-ru.png"), "--size", "256", "--lang", "ru"}, code: 0, file: out("scen-ru.png"), kind: "png", pngSide: 256},
		{name: "scenario in no language known", args: []string{"scenario", scen, "--out", out("x.png"), "--lang", "fr"}, code: 2, stderr: "--lang must be en or ru"},
		{name: "card island in Russian", args: []string{"card-island", "3", "--out", out("card-ru.png"), "--size", "300", "--lang", "ru"}, code: 0, file: out("card-ru.png"), kind: "png", pngSide: 300},
		{name: "card island bad lang", args: []string{"card-island", "3", "--out", out("x.png"), "--lang", "de"}, code: 2, stderr: "--lang"},
		{name: "replay", args: []string{"replay", "--game", game, "--out", out("game.gif"), "--size", "256"}, code: 0, file: out("game.gif"), kind: "gif", stdout: "30 actions"},
		{name: "replay as actor", args: []string{"replay", "--game", game, "--out", out("actor.gif"), "--size", "256", "--as", "actor"}, code: 0, file: out("actor.gif"), kind: "gif"},
		{name: "replay as a crew", args: []string{"replay", "--game", game, "--out", out("black.gif"), "--size", "256", "--as", "black"}, code: 0, file: out("black.gif"), kind: "gif"},
		{name: "replay as no seat of the game", args: []string{"replay", "--game", game, "--out", out("x.gif"), "--as", "red2"}, code: 2, stderr: "--as"},
		{name: "replay archipirata", args: []string{"replay", "--game", arch, "--out", out("arch.gif"), "--size", "256"}, code: 0, file: out("arch.gif"), kind: "gif", stdout: "Archipirata, 10 actions"},
		{name: "replay of one action", args: []string{"replay", "--game", archOne, "--out", out("one.gif"), "--size", "256"}, code: 0, stdout: "Archipirata, 1 action, "},
		{name: "replay archipirata as actor", args: []string{"replay", "--game", arch, "--out", out("arch-actor.gif"), "--size", "256", "--as", "actor"}, code: 0, file: out("arch-actor.gif"), kind: "gif"},
		{name: "replay archipirata as a crew of classic", args: []string{"replay", "--game", arch, "--out", out("x.gif"), "--as", "black"}, code: 2, stderr: "--as"},
		{name: "replay archipirata too small", args: []string{"replay", "--game", arch, "--out", out("x.gif"), "--size", "100"}, code: 2, stderr: "size"},
		{name: "replay without game", args: []string{"replay", "--out", out("x.gif")}, code: 2, stderr: "usage:\n  jackal render replay --game FILE", notStderr: "render scenario"},
		{name: "replay illegal log", args: []string{"replay", "--game", badGame, "--out", out("x.gif")}, code: 1, stderr: "log entry 1"},
		{name: "replay of a file that is no export", args: []string{"replay", "--game", notExport, "--out", out("x.gif")}, code: 1, stderr: "not a game export"},
		{name: "replay of a game without actions", args: []string{"replay", "--game", empty, "--out", out("x.gif")}, code: 1, stderr: "no action"},
		{name: "replay missing game", args: []string{"replay", "--game", out("none.json"), "--out", out("x.gif")}, code: 1, stderr: "none.json"},
		{name: "replay in Russian", args: []string{"replay", "--game", arch, "--out", out("arch-ru.gif"), "--size", "256", "--lang", "ru"}, code: 0, file: out("arch-ru.gif"), kind: "gif"},
		{name: "replay bad lang", args: []string{"replay", "--game", game, "--out", out("x.gif"), "--lang", "english"}, code: 2, stderr: "--lang"},
		{name: "replay bad delay", args: []string{"replay", "--game", game, "--out", out("x.gif"), "--delay", "-3"}, code: 2, stderr: "delay"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := cmdRender(tc.args, &stdout, &stderr); code != tc.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tc.code, stderr.String())
			}
			if !strings.Contains(stdout.String(), tc.stdout) {
				t.Errorf("stdout %q lacks %q", stdout.String(), tc.stdout)
			}
			if !strings.Contains(stderr.String(), tc.stderr) {
				t.Errorf("stderr %q lacks %q", stderr.String(), tc.stderr)
			}
			if tc.notStderr != "" && strings.Contains(stderr.String(), tc.notStderr) {
				t.Errorf("stderr %q has %q", stderr.String(), tc.notStderr)
			}
			if tc.file == "" {
				return
			}
			f, err := os.Open(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			switch tc.kind {
			case "png":
				img, err := png.Decode(f)
				if err != nil {
					t.Fatal(err)
				}
				if tc.pngSide > 0 && img.Bounds().Dx() != tc.pngSide {
					t.Errorf("picture %d px wide, want %d", img.Bounds().Dx(), tc.pngSide)
				}
			case "gif":
				g, err := gif.DecodeAll(f)
				if err != nil {
					t.Fatal(err)
				}
				if len(g.Image) < 2 || g.Config.Width != 256 {
					t.Errorf("%d frames of %d px", len(g.Image), g.Config.Width)
				}
			}
		})
	}
}

// TestCmdRenderStdout checks "--out -" writes the picture to stdout.
func TestCmdRenderStdout(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := cmdRender([]string{"tiles", "--out", "-", "--size", "24"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if _, err := png.Decode(&stdout); err != nil {
		t.Errorf("stdout is not a PNG: %v", err)
	}
}

// TestCmdRenderLang: --lang ru draws the picture's words in Russian (a
// picture other than the English one), and --lang en is the default.
func TestCmdRenderLang(t *testing.T) {
	scen := filepath.Join("..", "..", "engine", "testdata", "arrow-chain-reveals-each-tile.yaml")
	draw := func(args ...string) []byte {
		var stdout, stderr bytes.Buffer
		if code := cmdRender(append(args, "--out", "-", "--size", "256"), &stdout, &stderr); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr.String())
		}
		return stdout.Bytes()
	}
	for _, args := range [][]string{{"scenario", scen}, {"island", "ring"}, {"card-island", "3"}} {
		plain, en, ru := draw(args...), draw(append(args, "--lang", "en")...), draw(append(args, "--lang", "ru")...)
		if !bytes.Equal(plain, en) {
			t.Errorf("%v: --lang en is not the default", args)
		}
		if bytes.Equal(en, ru) {
			t.Errorf("%v: --lang ru draws the English picture", args)
		}
	}
}

// TestCmdRenderRefusedAction draws the position reached before a refused
// action, and still exits non-zero naming the refusal.
func TestCmdRenderRefusedAction(t *testing.T) {
	out := filepath.Join(t.TempDir(), "before.png")
	var stdout, stderr bytes.Buffer
	code := run([]string{"render", "scenario", "../../engine/testdata/issue-example.yaml", "--out", out}, nil, &stdout, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "no choice") {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatalf("no picture of the position before the refusal: %v", err)
	}
}

// TestRenderTargetsHideFaceDown checks that `render scenario --piece`
// marks a target deadly only when the picture's view shows why: a face-down
// ogre is not marked, a face-up one is.
func TestRenderTargetsHideFaceDown(t *testing.T) {
	for _, tt := range []struct {
		tiles  string
		deadly bool
	}{
		{"{e4: empty open, e5: ogre}", false},
		{"{e4: empty open, e5: ogre open}", true},
	} {
		sc, err := scenario.Parse([]byte("variants: [duel]\ncrews: [white, black]\ntiles: "+tt.tiles+"\npieces: {W1: e4}\n"), "t")
		if err != nil {
			t.Fatal(err)
		}
		s, err := sc.Build()
		if err != nil {
			t.Fatal(err)
		}
		v := engine.ViewFor(&s, engine.NoCrew)
		found := false
		for _, tg := range moveTargets(s, &v, engine.W1) {
			if tg.Cell.String() == "e5" {
				found = true
				if tg.Deadly != tt.deadly {
					t.Errorf("tiles %s: e5 deadly = %v, want %v", tt.tiles, tg.Deadly, tt.deadly)
				}
			}
		}
		if !found {
			t.Errorf("tiles %s: e5 is not a target", tt.tiles)
		}
	}
}
