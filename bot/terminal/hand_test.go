package terminal

import (
	"context"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// handUnderTable is a private board printed right under the table's,
// its island again: the table's buttons, then the island's first line.
var handUnderTable = regexp.MustCompile(`\[1\] 🂠 My hand\n {4}a  b `)

// TestCardsHandNotDoubled: a card game to its end, against computers and
// at a hot seat. A player's hand printed right under the table's board
// (no pass screen between: the same screen) leaves out its island and
// status, which the table's board just above shows; before, each action
// printed the island twice in a row. Behind a pass screen the hand shows
// its island (the screen was scrolled clear).
func TestCardsHandNotDoubled(t *testing.T) {
	for _, tc := range []struct {
		name, args string
		humans     int
	}{
		{"against computers", "cards islands=3 ai:easy ai:easy", 1},
		{"hot seat", "cards islands=2 ai:easy", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, st := newBot(t)
			in := &screen{max: 3000, pick: cardsPicker(rand.New(rand.NewPCG(5, 6)), nil)}
			if err := Play(context.Background(), b, Options{New: tc.args, Humans: tc.humans}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			text := in.out.String()
			finishedCards(t, st, 3, text)
			if loc := handUnderTable.FindStringIndex(text); loc != nil {
				t.Fatalf("a hand printed its island right under the table's:\n%s", text[max(0, loc[0]-600):min(len(text), loc[1]+600)])
			}
			// behind each pass screen, the hand comes with its island
			passes := strings.Split(text, "Pass the keyboard to ")[1:]
			for _, p := range passes {
				if hand := strings.Index(p, "[for Player"); hand < 0 || !strings.Contains(p[:hand], "\n    a  b ") {
					t.Fatalf("a hand behind a pass screen lacks its island:\n%s", p[:min(len(p), 1200)])
				}
			}
			if hands := strings.Count(text, "[for Player"); hands == 0 || tc.humans > 1 && len(passes) == 0 {
				t.Fatalf("%d hands shown, %d pass screens", hands, len(passes))
			}
		})
	}
}

// TestHandAfterTableBoard: a player alone against computers who asks for
// the board, or ends a vote to end the game with "play on", is shown
// their hand under the table's board, as under every move's: the numbers
// typed next are the hand's. Before, the table's My hand was the only
// button shown, and the hand's question was gone until it was pressed.
func TestHandAfterTableBoard(t *testing.T) {
	for _, tc := range []struct{ name, input string }{
		{"board", "board\nquit\n"},
		{"play on", "end\n2\nquit\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newBot(t)
			var out strings.Builder
			if err := Play(context.Background(), b, Options{New: "cards islands=2 ai:easy ai:easy", Humans: 1}, strings.NewReader(tc.input), &out); err != nil {
				t.Fatal(err)
			}
			text := out.String()
			if l := lastButtons(text); len(l) == 0 || strings.Contains(l[0], "My hand") {
				t.Fatalf("the buttons a number presses are %q, not the hand's:\n%s", l, tail(text, 1500))
			}
			last := strings.LastIndex(text, "[1] 🂠 My hand")
			if last < 0 || !strings.Contains(text[last:], "[for Player 1 only] 🂠 Player 1 — your hand") {
				t.Fatalf("no hand under the last table's board:\n%s", tail(text, 1500))
			}
		})
	}
}
