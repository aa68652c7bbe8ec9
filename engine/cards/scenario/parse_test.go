package scenario

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// grid is a small island for the tests' files.
const grid = "island: |\n  3 . ^ X 2\n  . ~ . . 1\n  W . R . B\n"

// TestRefused: a file the game cannot have is ErrMalformed, a run that
// does not give what the file expects ErrMismatch; nothing panics.
func TestRefused(t *testing.T) {
	ok := "seats: 2\n" + grid
	tests := []struct {
		name, text string
		want       error
	}{
		{"unknown key", ok + "foo: 1\n", ErrMalformed},
		{"unknown expect key", ok + "expect: {foo: 1}\n", ErrMalformed},
		{"not yaml", "seats: [\n", ErrMalformed},
		{"empty", "", ErrMalformed},
		{"too large", ok + "# " + strings.Repeat("x", MaxSize) + "\n", ErrMalformed},
		{"no seats", grid, ErrMalformed},
		{"five seats", "seats: 5\n" + grid, ErrMalformed},
		{"too many islands", ok + "islands: 41\n", ErrMalformed},
		{"negative islands", ok + "islands: -1\n", ErrMalformed},
		{"round past the islands", ok + "round: 2\n", ErrMalformed},
		{"negative round", ok + "round: -1\n", ErrMalformed},
		{"no island", "seats: 2\n", ErrMalformed},
		{"island and island-id", ok + "island-id: 3\n", ErrMalformed},
		{"island-id too high", "seats: 2\nisland-id: 41\n", ErrMalformed},
		{"island-id negative", "seats: 2\nisland-id: -1\n", ErrMalformed},
		{"bad island", "seats: 2\nisland: |\n  W . Q\n", ErrMalformed},
		{"island without white flag", "seats: 2\nisland: |\n  . . 1\n", ErrMalformed},
		{"bad first", ok + "first: p3\n", ErrMalformed},
		{"bad coins seat", ok + "coins: {bob: 1}\n", ErrMalformed},
		{"negative coins", ok + "coins: {p1: -1}\n", ErrMalformed},
		{"too many coins", ok + "coins: {p1: 100000}\n", ErrMalformed},
		{"bad card", ok + "hands: {p1: [gem]}\n", ErrMalformed},
		{"card in capitals", ok + "hands: {p1: [Horse]}\n", ErrMalformed},
		{"bad seat", ok + "hands: {p3: [horse]}\n", ErrMalformed},
		{"seven horses", ok + "hands: {p1: [horse, horse, horse, horse], p2: [horse, horse, horse]}\n", ErrMalformed},
		{"horses in hand and deck", ok + "hands: {p1: [horse, horse, horse, horse]}\ndeck: [horse, horse, horse]\n", ErrMalformed},
		{"rum in the discard", ok + "hands: {p1: [rum, rum, rum]}\ndiscard: [rum, rum]\n", ErrMalformed},
		{"bad deck card", ok + "deck: [horse, gem]\n", ErrMalformed},
		{"negative seed", ok + "seed: -1\n", ErrMalformed},
		{"action a mapping", ok + "actions: [{a: b}]\n", ErrMalformed},
		{"action of no seat", ok + "actions: [\"@p3 pass\"]\n", ErrMalformed},
		{"seat without action", ok + "actions: [\"@p1\"]\n", ErrMalformed},
		{"bad error name", ok + "expect: {error: boom}\n", ErrMalformed},
		{"bad phase", ok + "expect: {phase: lunch}\n", ErrMalformed},
		{"bad pending", ok + "expect: {pending: tea}\n", ErrMalformed},
		{"bad seat in expect", ok + "expect: {coins: {p5: 0}}\n", ErrMalformed},
		{"bad card in expect", ok + "expect: {hands: {p1: [gem]}}\n", ErrMalformed},
		{"bad row card", ok + "expect: {rows: {p1: [gem]}}\n", ErrMalformed},
		{"bad cell", ok + "expect: {dug: {p1: z9}}\n", ErrMalformed},
		{"bad asked", ok + "expect: {asked: p7}\n", ErrMalformed},
		{"bad acting", ok + "expect: {acting: [p7]}\n", ErrMalformed},
		{"bad winner", ok + "expect: {winners: [p7]}\n", ErrMalformed},
		{"bad legal action", ok + "expect: {legal: {p1: [fly]}}\n", ErrMalformed},
		{"malformed expectation, refused action", ok + "actions: [\"@p1 ready\"]\nexpect: {phase: lunch}\n", ErrMalformed},
		{"wrong coins", ok + "expect: {coins: {p1: 1}}\n", ErrMismatch},
		{"wrong hand", ok + "hands: {p1: [horse]}\nexpect: {hands: {p1: [rum]}}\n", ErrMismatch},
		{"wrong hand size", ok + "expect: {hand-size: {p1: 1}}\n", ErrMismatch},
		{"wrong row", ok + "hands: {p1: [horse]}\nactions: [\"@p1 plan horse\"]\nexpect: {rows: {p1: []}}\n", ErrMismatch},
		{"wrong deck size", ok + "deck: [horse]\nexpect: {deck-size: 0}\n", ErrMismatch},
		{"wrong discard size", ok + "deck: [horse]\nexpect: {discard-size: 0}\n", ErrMismatch},
		{"wrong dug", ok + "expect: {dug: {p1: a3}}\n", ErrMismatch},
		{"wrong at", ok + "expect: {at: {p1: a1}}\n", ErrMismatch},
		{"wrong phase", ok + "expect: {phase: over}\n", ErrMismatch},
		{"wrong round", ok + "expect: {round: 1}\n", ErrMismatch},
		{"wrong first", ok + "expect: {first: p2}\n", ErrMismatch},
		{"wrong acting", ok + "expect: {acting: [p1]}\n", ErrMismatch},
		{"no one acting", ok + "expect: {acting: []}\n", ErrMismatch},
		{"wrong asked", ok + "expect: {asked: p1}\n", ErrMismatch},
		{"wrong pending", ok + "expect: {pending: dir}\n", ErrMismatch},
		{"wrong winners", ok + "expect: {winners: [p1]}\n", ErrMismatch},
		{"wrong event", ok + "actions: [\"@p1 pass\"]\nexpect: {events: [pass p2]}\n", ErrMismatch},
		{"events out of order", ok + "actions: [\"@p1 pass\", \"@p2 pass\"]\nexpect: {events: [pass p2, pass p1]}\n", ErrMismatch},
		{"wrong legal", ok + "expect: {legal: {p1: [tortuga 1]}}\n", ErrMismatch},
		{"wrong not-legal", ok + "expect: {not-legal: {p1: [pass]}}\n", ErrMismatch},
		{"wrong legal count", ok + "expect: {legal-count: {p1: 2}}\n", ErrMismatch},
		{"unexpected refusal", ok + "actions: [\"@p1 ready\"]\n", ErrMismatch},
		{"refusal not last", ok + "actions: [\"@p1 ready\", \"@p1 pass\"]\nexpect: {error: illegal}\n", ErrMismatch},
		{"refusal of another kind", ok + "actions: [\"@p1 ready\"]\nexpect: {error: syntax}\n", ErrMismatch},
		{"refusal expected, none came", ok + "actions: [\"@p1 pass\"]\nexpect: {error: illegal}\n", ErrMismatch},
		{"refusal expected, no action", ok + "expect: {error: illegal}\n", ErrMismatch},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse([]byte(tc.text))
			if err == nil {
				err = f.Run()
			}
			if !errors.Is(err, tc.want) {
				t.Errorf("got %v, want %v", err, tc.want)
			}
		})
	}
}

// TestRefusedNamesTheLine: a refused action names its entry and line.
func TestRefusedNamesTheLine(t *testing.T) {
	f, err := Parse([]byte("seats: 2\n" + grid + "actions:\n  - \"@p1 pass\"\n  - \"@p2 ready\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	err = f.Run()
	if want := `action 2 (line 8) "@p2 ready"`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want it to name %s", err, want)
	}
}

// TestMalformedNamesTheLine: a position or an expectation the game
// cannot have names the line of the file it is written on.
func TestMalformedNamesTheLine(t *testing.T) {
	ok := "seats: 2\n" + grid // lines 1 to 5
	for _, tc := range []struct{ name, text, want string }{
		{"seats", "# five\nseats: 5\n" + grid, "malformed scenario: line 2: seats 5 (2 to 4)"},
		{"round", ok + "round: 7\n", "line 6: round 7"},
		{"island-id", "seats: 2\nisland-id: 41\n", "line 2: island-id 41"},
		{"first", ok + "first: p3\n", `line 6: seat "p3"`},
		{"coins", ok + "coins:\n  p1: 2\n  p2: -4\n", "line 8: coins of p2: -4"},
		{"hand", ok + "hands:\n  p1: [horse]\n  p2: [gem]\n", `line 8: unknown card "gem" (hand of p2)`},
		{"deck", ok + "deck: [gem]\n", `line 6: unknown card "gem" (deck)`},
		{"expect phase", ok + "expect:\n  round: 0\n  phase: lunch\n", `line 8: phase "lunch"`},
		{"expect seat", ok + "expect:\n  coins:\n    p1: 0\n    p9: 0\n", `line 9: seat "p9"`},
		{"expect cell", ok + "expect:\n  dug: {p1: z9}\n", `line 7: cell "z9"`},
		{"expect legal", ok + "expect:\n  legal:\n    p2: [fly]\n", "line 8: "},
		{"unknown expect key", ok + "expect:\n  round: 0\n  coin: {p1: 1}\n", `line 8: unknown key "coin" under expect`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse([]byte(tc.text))
			if err == nil {
				err = f.Run()
			}
			if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestDocExample: the format's example in doc.go is
// testdata/doc_example.yaml, line for line.
func TestDocExample(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(doc), "\n") {
		if rest, ok := strings.CutPrefix(l, "//\t"); ok {
			lines = append(lines, rest)
		}
		if strings.Contains(l, "(testdata/doc_example.yaml is this file.)") {
			break
		}
	}
	data, err := readTestdata("doc_example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(lines, "\n"), strings.TrimRight(string(data), "\n"); got != want {
		t.Errorf("doc.go's example differs from doc_example.yaml:\n%s\n---\n%s", got, want)
	}
}

// FuzzParse feeds any text to Parse, Build, Run and Report: nothing may
// panic.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"doc_example.yaml", "tortuga.yaml", "rum_order.yaml", "dry.yaml",
		"game_over_refused.yaml", "island_id.yaml"} {
		data, err := readTestdata(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("seats: 4\nisland-id: 40\nround: 9\nislands: 10\ncoins: {p4: 1000}\ndeck: []\n"))
	f.Add([]byte("seats: 2\nisland: |\n  W\nactions: [pass, pass, \"@p1 pass\"]\nexpect: {error: game-over}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := Parse(data)
		if err != nil {
			return
		}
		if _, err := sc.Build(); err != nil {
			return
		}
		s, _ := sc.Play()
		Report(&s)
	})
}
