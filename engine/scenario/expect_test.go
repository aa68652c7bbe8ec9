package scenario

import (
	"errors"
	"strings"
	"testing"
)

const expectBase = `variants: [duel]
crews: [white, black]
open: true
tiles: {e5: arrow-1@e open, k11: empty}
gold: {e4: 1}
pieces: {W1: e4}
actions: [W1 e5 +c]
`

// TestExpectDetectsMismatch checks that each kind of expectation fails when
// the outcome differs, and holds when it matches.
func TestExpectDetectsMismatch(t *testing.T) {
	tests := []struct {
		name   string
		expect string
		fails  bool
	}{
		{"piece right", "pieces: {W1: f5}", false},
		{"piece wrong", "pieces: {W1: e5}", true},
		{"piece flags", "pieces: {W1: f5 held}", true},
		{"piece map", "pieces: {W1: {at: f5, crew: white, flags: []}}", false},
		{"piece absent", "pieces: {BEN: absent}", false},
		{"gold right", "gold: {f5: 1, e4: 0}", false},
		{"gold wrong", "gold: {e4: 1}", true},
		{"island gold", "island_gold: 1", false},
		{"turn", "turn: white", true},
		{"over", "over: true", true},
		{"winners", "winners: []", false},
		{"scores", "scores: {white: 1}", true},
		{"ships", "ships: {white: g1}", false},
		{"bottles", "bottles: {white: 1}", true},
		{"controller", "controller: black", false},
		{"round", "round: 2", true},
		{"lost", "lost: {coins: 0, galleon: false}", false},
		{"tiles", "tiles: {e5: arrow-1@e open, k11: empty}", false},
		{"tiles rot", "tiles: {e5: arrow-1@w open}", true},
		{"pending none", "pending: null", false},
		{"pending some", "pending: {choose: arrow}", true},
		{"legal has", "legal_has: [B1 g12]", false},
		{"legal lacks", "legal_lacks: [B1 g12]", true},
		{"legal exact", "legal: [B1 g12, B2 g12, B3 g12, ship f13, ship h13]", false},
		{"event", "events_have: [{type: moved, piece: W1, to: f5, how: arrow, gold: coin}]", false},
		{"event missing", "events_have: [{type: killed}]", true},
		{"event count", "events_have: [{type: moved, count: 2}]", false},
		{"event lack", "events_lack: [{type: moved, how: arrow}]", true},
		{"views", "views: {black: {k11: hidden, e5: arrow-1}}", false},
		{"error not raised", "error: illegal", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := mustParse(t, expectBase+"expect:\n  "+tc.expect+"\n")
			exp, err := sc.Expectation()
			if err != nil {
				t.Fatal(err)
			}
			if exp.Len() == 0 {
				t.Fatal("no checks read")
			}
			res, runErr := Run(sc)
			problems := exp.Check(sc, res, runErr)
			if (len(problems) > 0) != tc.fails {
				t.Errorf("problems %q, want failure %v", problems, tc.fails)
			}
		})
	}
}

func TestExpectError(t *testing.T) {
	src := strings.Replace(expectBase, "actions: [W1 e5 +c]", "actions: [W1 e5 +c, W1 e4]", 1)
	tests := []struct {
		name  string
		text  string
		fails bool
	}{
		{"right text", "not this crew's turn", false},
		{"wrong text", "held in a trap", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := mustParse(t, src+"expect:\n  error: \""+tc.text+"\"\n  pieces: {W1: f5}\n")
			exp, err := sc.Expectation()
			if err != nil {
				t.Fatal(err)
			}
			res, runErr := Run(sc)
			if runErr == nil {
				t.Fatal("the last action was accepted")
			}
			if problems := exp.Check(sc, res, runErr); (len(problems) > 0) != tc.fails {
				t.Errorf("problems %q, want failure %v", problems, tc.fails)
			}
		})
	}
}

func TestExpectMalformed(t *testing.T) {
	tests := []struct {
		name   string
		expect string
	}{
		{"unknown key", "colour: red"},
		{"bad piece", "pieces: {W9: e5}"},
		{"bad piece field", "pieces: {W1: {where: e5}}"},
		{"bad crew", "scores: {green: 1}"},
		{"bad event field", "events_have: [{kind_of: x}]"},
		{"empty event", "events_have: [{}]"},
		{"bad legal", "legal_has: [W1 jump]"},
		{"bad tile", "tiles: {e5: lava}"},
		{"bad view", "views: {white: {e5: lava}}"},
		{"bad pending", "pending: {options: [z99]}"},
		{"bad lost", "lost: {silver: 1}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := mustParse(t, expectBase+"expect:\n  "+tc.expect+"\n")
			_, err := sc.Expectation()
			var le *LineError
			if !errors.Is(err, ErrExpect) || !errors.As(err, &le) || le.Line < 9 {
				t.Errorf("error %v: want ErrExpect on the expect block's lines", err)
			}
		})
	}
}
