package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const cliScenario = `# a coin carried by an arrow
variants: [duel]
crews: [white, black]
open: true
tiles: {e5: arrow-1@e open, k11: empty}
gold: {e4: 1}
pieces: {W1: e4}
actions: [W1 e5 +c]
expect: {pieces: {W1: f5}}
`

// cliWrong is a classic scenario whose expectations do not hold: the
// arrow carries W1 to f5, and the turn passes.
const cliWrong = `variants: [duel]
tiles: {e5: arrow-1@e open}
pieces: {W1: e4}
actions: [W1 e5]
expect: {pieces: {W1: e6}, turn: white}
`

// cliRefused is a classic scenario whose last action is refused.
const cliRefused = `variants: [duel]
tiles: {e4: coin2 open}
gold: {e4: 2}
pieces: {W1: e4}
actions:
  - W1 e5 +c
`

// cliExpectsRefusal is cliRefused expecting that refusal.
const cliExpectsRefusal = cliRefused + `expect:
  error: face-down
`

// cliCardsWrong is a card game scenario whose expectation does not hold:
// p1 reaches the 1 coin, not 3.
const cliCardsWrong = `seats: 2
island: |
  W . 1
hands: {p1: [arrow-ew, arrow-ew]}
expect: {coins: {p1: 3}}
actions:
  - "@p2 pass"
  - "@p1 plan arrow-ew arrow-ew"
  - "e"
  - "e"
`

func TestCmdScenario(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.yaml")
	bad := filepath.Join(dir, "bad.yaml")
	wrong := filepath.Join(dir, "wrong.yaml")
	refusal := filepath.Join(dir, "refusal.yaml")
	broken := filepath.Join(dir, "broken.yaml")
	huge := filepath.Join(dir, "huge.yaml")
	arch := filepath.Join("..", "..", "engine", "archipirata", "scenario", "testdata", "rum.yaml")
	cardsGood := filepath.Join("..", "..", "engine", "cards", "scenario", "testdata", "rum.yaml")
	cardsWrong := filepath.Join(dir, "cards-wrong.yaml")
	cardsBroken := filepath.Join(dir, "cards-broken.yaml")
	for name, src := range map[string]string{good: cliScenario, bad: cliRefused, wrong: cliWrong, refusal: cliExpectsRefusal, broken: "tiles: [\n",
		huge: "# " + strings.Repeat("x", maxScenarioFile) + "\n", cardsWrong: cliCardsWrong,
		cardsBroken: "seats: 2\nisland-id: 1\nhorses: 3\n"} {
		if err := os.WriteFile(name, []byte(src), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout []string // texts the output must contain
		stderr string
	}{
		{"json", []string{"run", good}, "", 0, []string{`"turn": "black"`, `"W1": {`, `"at": "f5"`, `"f5": {`}, ""},
		{"ascii", []string{"run", "--ascii", good}, "", 0, []string{"A1e", "##", `"over": false`}, ""},
		{"stdin", []string{"run", "-"}, cliScenario, 0, []string{`"at": "f5"`}, ""},
		{"refused", []string{"run", bad}, "", 1, nil,
			"bad.yaml:6: action \"W1 e5 +c\": illegal move: gold cannot be dragged onto a face-down tile"},
		{"mismatch", []string{"run", wrong}, "", 1, nil,
			"wrong.yaml: scenario mismatch:\n  " + wrong + ":5: piece W1: at \"f5\", want \"e6\"\n  " + wrong + ":5: turn: got \"black\", want \"white\"\n"},
		{"expected refusal", []string{"run", refusal}, "", 0, []string{`"W1": {`, `"at": "e4"`}, ""},
		{"malformed", []string{"run", broken}, "", 1, nil, "broken.yaml:"},
		{"missing file", []string{"run", filepath.Join(dir, "none.yaml")}, "", 1, nil, "none.yaml"},
		{"too large", []string{"run", huge}, "", 1, nil, "huge.yaml is larger than"},
		{"archipirata", []string{"run", "--game", "archipirata", arch}, "", 0, []string{"rum"}, ""},
		{"archipirata refuses classic's file", []string{"run", "--game", "archipirata", good}, "", 1, nil, "good.yaml"},
		{"cards", []string{"run", "--game", "cards", cardsGood}, "", 0,
			[]string{"island ", "round 2 of 2, phase plan, first p2\n", "p1: coins 2,", "p2: coins 3,", "acting: p1 p2\n"}, ""},
		{"cards mismatch", []string{"run", "--game", "cards", cardsWrong}, "", 1, nil,
			"cards-wrong.yaml: scenario mismatch: p1's coins: 1, want 3"},
		{"cards refused", []string{"run", "--game", "cards", "-"}, cliCardsWrong + "  - \"@p1 plan rum\"\n", 1, nil,
			`<stdin>: scenario mismatch: action 5 (line 11) "@p1 plan rum": not understood`},
		{"cards malformed", []string{"run", "--game", "cards", cardsBroken}, "", 1, nil,
			`cards-broken.yaml:3: malformed scenario: unknown key "horses"`},
		{"cards without --game", []string{"run", cardsGood}, "", 0,
			[]string{"island ", "round 2 of 2, phase plan, first p2\n"}, ""},
		{"archipirata without --game", []string{"run", arch}, "", 0, []string{"rum"}, ""},
		{"cards with a bad value, without --game", []string{"run", "-"}, "seats: 2\nisland-id: 3\nhands:\n  p1: [gem]\n", 1, nil,
			`<stdin>:4: malformed scenario: unknown card "gem" (hand of p1)`},
		{"cards with a bad value", []string{"run", "--game", "cards", "-"}, "seats: 2\nisland-id: 3\nhands:\n  p1: [gem]\n", 1, nil,
			`<stdin>:4: malformed scenario: unknown card "gem" (hand of p1)`},
		{"archipirata with a bad value, without --game", []string{"run", "-"}, "seats: 2\npirates:\n  9: [1, 0]\n", 1, nil,
			"<stdin>:3: malformed scenario: pirates on 9"},
		{"cards with a bad value as classic", []string{"run", "--game", "classic", "-"}, "seats: 2\nisland-id: 3\nhands:\n  p1: [gem]\n", 1, nil,
			"<stdin> reads as a scenario of cards: jackal scenario run --game cards -\n"},
		{"only keys both games read", []string{"run", "-"}, "seats: 5\n", 1, nil, `unknown key "seats"`},
		{"archipirata's file as cards", []string{"run", "--game", "cards", arch}, "", 1, nil,
			"reads as a scenario of archipirata: jackal scenario run --game archipirata"},
		{"unknown game", []string{"run", "--game", "chess", good}, "", 2, nil, "unknown game: \"chess\" (games: classic, archipirata, archipelago, cards)\n"},
		{"help", []string{"-h"}, "", 0, []string{"usage: jackal scenario run", "-ascii", "-game"}, ""},
		{"help word", []string{"help"}, "", 0, []string{"usage: jackal scenario run", "-ascii"}, ""},
		{"a card-game file with a mistyped key", []string{"run", "-"},
			"name: x\nseats: 3\nisland: |\n  1 X ^ . .\n  W . 3 R .\nhandz:\n  p1: [arrow-ew]\n", 1, nil,
			`<stdin>:6: malformed scenario: unknown key "handz"`},
		{"an archipirata file with a mistyped key", []string{"run", "-"},
			"name: x\nseats: 2\npirates: {1: [1, 0]}\npilez: {2: [aid]}\n", 1, nil,
			`<stdin>:4: malformed scenario: unknown key "pilez"`},
		{"a classic file with a mistyped key", []string{"run", "-"},
			"variants: [duel]\ntilez: {e4: empty}\npieces: {W1: e4}\nactions: [W1 e5]\n", 1, nil,
			`<stdin>:2: malformed scenario: unknown key "tilez" (known: island,`},
		{"no file", []string{"run"}, "", 2, nil, "usage: jackal scenario run"},
		{"no subcommand", nil, "", 2, nil, "usage"},
		{"unknown subcommand", []string{"walk", good}, "", 2, nil, "usage"},
		{"unknown flag", []string{"run", "--color", good}, "", 2, nil, "color"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			old := scenarioStdin
			scenarioStdin = strings.NewReader(tc.stdin)
			defer func() { scenarioStdin = old }()
			var out, errOut bytes.Buffer
			code := cmdScenario(tc.args, &out, &errOut)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %q", code, tc.code, errOut.String())
			}
			for _, s := range tc.stdout {
				if !strings.Contains(out.String(), s) {
					t.Errorf("stdout lacks %q:\n%s", s, out.String())
				}
			}
			if !strings.Contains(errOut.String(), tc.stderr) {
				t.Errorf("stderr %q lacks %q", errOut.String(), tc.stderr)
			}
			if tc.code != 0 && out.Len() != 0 {
				t.Errorf("output on failure: %q", out.String())
			}
		})
	}
}

// TestCmdScenarioJSON checks that the output is one JSON object with every
// field of the format.
func TestCmdScenarioJSON(t *testing.T) {
	scenarioStdin = strings.NewReader(cliScenario)
	defer func() { scenarioStdin = os.Stdin }()
	var out, errOut bytes.Buffer
	if code := cmdScenario([]string{"run", "-"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"turn", "over", "winners", "scores", "ships", "bottles", "pieces", "gold", "lost", "tiles", "pending", "legal", "events"} {
		if _, ok := m[k]; !ok {
			t.Errorf("field %q missing", k)
		}
	}
}

// TestCmdScenarioRulesSuite runs every scenario of the rules suite through
// the command: each holds what it expects (a refusal it expects included).
func TestCmdScenarioRulesSuite(t *testing.T) {
	for game, dir := range map[string]string{"classic": "testdata", "archipelago": filepath.Join("archipelago", "testdata")} {
		files, err := filepath.Glob(filepath.Join("..", "..", "engine", dir, "*.yaml"))
		if err != nil || len(files) < 100 {
			t.Fatalf("%s: %d scenarios: %v", game, len(files), err)
		}
		for _, f := range files {
			var out, errOut bytes.Buffer
			if code := cmdScenario([]string{"run", "--game", game, f}, &out, &errOut); code != 0 || !bytes.HasPrefix(out.Bytes(), []byte("{")) {
				t.Errorf("%s: exit %d, %d bytes out: %s", f, code, out.Len(), errOut.String())
			}
		}
	}
}

// TestCmdScenarioCardsSuite runs every card game scenario through the
// command: each holds what it expects and prints its report.
func TestCmdScenarioCardsSuite(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "engine", "cards", "scenario", "testdata", "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		var out, errOut bytes.Buffer
		code := cmdScenario([]string{"run", "--game", "cards", f}, &out, &errOut)
		if code != 0 || !strings.HasPrefix(out.String(), "island ") {
			t.Errorf("%s: exit %d, output %q: %s", f, code, out.String(), errOut.String())
		}
	}
}

// TestCmdScenarioArchipirataSuite runs every Archipirata scenario through
// the command: each holds what it expects (a refusal it expects included).
func TestCmdScenarioArchipirataSuite(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "engine", "archipirata", "scenario", "testdata", "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		var out, errOut bytes.Buffer
		if code := cmdScenario([]string{"run", "--game", "archipirata", f}, &out, &errOut); code != 0 || out.Len() == 0 {
			t.Errorf("%s: exit %d, %d bytes out: %s", f, code, out.Len(), errOut.String())
		}
	}
}
