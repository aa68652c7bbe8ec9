package terminal

import (
	"context"
	"strings"
	"testing"
)

// TestHotSeatVote: at a hot seat the players share the keyboard, so a
// vote's button pressed there is every player's: "end" then Agree ends
// the game, Refuse keeps it on. Before, the press was only the player to
// act's, who had asked already: nobody else could say yes, and the game
// never ended by agreement.
func TestHotSeatVote(t *testing.T) {
	for _, tc := range []struct {
		name, mode string
		humans     int
		press      string
		over       bool
	}{
		{"duel, agreed", "duel", 2, "1", true},
		{"three players, agreed", "3", 3, "1", true},
		{"duel, refused", "duel", 2, "2", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newBot(t)
			in := strings.NewReader("end\n" + tc.press + "\n")
			var out strings.Builder
			if err := Play(context.Background(), b, Options{New: tc.mode, Humans: tc.humans}, in, &out); err != nil {
				t.Fatal(err)
			}
			text := out.String()
			if !strings.Contains(text, "Players, agree?") {
				t.Fatalf("no vote was opened:\n%s", text)
			}
			if over := !b.TableOf(ChatKey).Playing; over != tc.over {
				t.Errorf("game over %v, want %v:\n%s", over, tc.over, text[strings.Index(text, "Players, agree?"):])
			}
		})
	}
}
