package terminal

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestResumeShowsHand: a card game kept in the store and opened again
// (after quit, or the process killed) shows the hand of the player it
// waits for under the table, its question and buttons the ones a number
// presses, as after every board of the game: against computers at once,
// at a hot seat behind its pass screen. Before, the resumed game showed
// only the table and its My hand button: the question asked when the
// session stopped was gone until the player opened the hand.
func TestResumeShowsHand(t *testing.T) {
	for _, tc := range []struct {
		name, args string
		humans     int
		input      string // the resumed session's
	}{
		{"against computers", "cards islands=2 ai:easy ai:easy", 1, "quit\n"},
		{"hot seat", "cards islands=2 ai:easy", 2, "\nquit\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newBot(t)
			ctx := context.Background()
			if err := Play(ctx, b, Options{New: tc.args, Humans: tc.humans}, strings.NewReader("quit\n"), &bytes.Buffer{}); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := Play(ctx, b, Options{Resume: true, Humans: 1, Seated: tc.humans}, strings.NewReader(tc.input), &out); err != nil {
				t.Fatal(err)
			}
			text := out.String()
			if !strings.Contains(text, "[for Player 1 only] 🂠 Player 1 — your hand") {
				t.Fatalf("the resumed game shows no hand:\n%s", tail(text, 1500))
			}
			if l := lastButtons(text); len(l) == 0 || strings.Contains(l[0], "My hand") {
				t.Fatalf("the buttons a number presses are %q, not the hand's:\n%s", l, tail(text, 1500))
			}
			if pass := strings.Contains(text, "Pass the keyboard"); pass != (tc.humans > 1) {
				t.Fatalf("a pass screen %v at a hot seat %v:\n%s", pass, tc.humans > 1, tail(text, 1500))
			}
		})
	}
}
