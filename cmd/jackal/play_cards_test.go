package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// TestPlayCards: `jackal play --game cards` starts the card game in the
// terminal, by default one human against two easy computers on four
// islands, the hand shown at once and its buttons pressed by number;
// --players, --vs and --islands change it, and wrong --islands stop
// before any game. The deals are seeded: a random one may give the first
// hand no card a row holds (all specials), and no "Your row" follows.
func TestPlayCards(t *testing.T) {
	for _, tc := range []struct {
		name       string
		args       []string
		in         string
		code       int
		want, not  []string
		wantStderr string
	}{
		{
			name: "default", args: []string{"--game", "cards", "--seed", "7"}, in: "1\n1\nstatus\nquit\n",
			want: []string{"Island 1 of 4", "Computer 2 (easy)", "Computer 3 (easy)", "[for Player 1 only]", "Your row:", "    a  b  c", "Key: W the white landing"},
			not:  []string{"Pass the keyboard", "Player 2", "(hard)"},
		},
		{
			name: "hot seat", args: []string{"--game", "cards", "--players", "2", "--islands", "2", "--seed", "7"}, in: "\n1\nquit\n",
			want: []string{"Island 1 of 2", "Pass the keyboard to Player 1", "[for Player 1 only]", "Your row:"},
			not:  []string{"Computer "},
		},
		{
			name: "against hard", args: []string{"--game", "cards", "--vs", "hard", "--islands", "1", "--seed", "7"}, in: "quit\n",
			want: []string{"Island 1 of 1", "Computer 2 (hard)", "[for Player 1 only]"},
			not:  []string{"(easy)", "Pass the keyboard"},
		},
		{name: "too many islands", args: []string{"--game", "cards", "--islands", strconv.Itoa(cards.NumIslandCards() + 1)}, code: 2, wantStderr: "--islands is 1 to"},
		{name: "islands of another game", args: []string{"--islands", "3"}, code: 2, wantStderr: "--islands is for --game cards"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := cmdPlay(append(tc.args, "--out", ""), strings.NewReader(tc.in), &out, &errOut)
			if code != tc.code || !strings.Contains(errOut.String(), tc.wantStderr) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", code, errOut.String(), tc.code, tc.wantStderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("output lacks %q:\n%s", w, out.String())
				}
			}
			for _, n := range tc.not {
				if strings.Contains(out.String(), n) {
					t.Errorf("output shows %q:\n%s", n, out.String())
				}
			}
		})
	}
}
