package terminal

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestArchipirataToTheEnd plays Archipirata in the terminal to its end:
// at the hot seat (buttons 1 to 9 at random: an island's button is its
// island's number), and one human against the hard computer. The game is archived finished, the last picture written.
func TestArchipirataToTheEnd(t *testing.T) {
	for _, tc := range []struct {
		name, args string
		humans     int
	}{
		{"hot-seat", "archipirata", 2},
		{"hot-seat-advanced-4", "archipirata 4 advanced", 4},
		{"vs-hard", "archipirata ai:hard", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, st := newBot(t)
			var in bytes.Buffer
			x := uint32(1)
			for i := 0; i < 20000; i++ { // buttons 1–9, in no cycle a menu could trap
				x = x*1664525 + 1013904223
				fmt.Fprintf(&in, "%d\n", (x>>28)%9+1)
			}
			var out bytes.Buffer
			pic := filepath.Join(t.TempDir(), "board.png")
			if err := Play(context.Background(), b, Options{New: tc.args, Humans: tc.humans, Picture: pic}, &in, &out); err != nil {
				t.Fatal(err)
			}
			finished(t, st, "archipirata", out.String())
			text := out.String()
			if strings.Contains(text, "internal error") || strings.Contains(text, "went wrong") {
				t.Fatalf("the game hit an error:\n%s", tail(text, 800))
			}
			if tc.humans == 1 && strings.Contains(text, "» Player 2") {
				t.Fatal("a second human was asked to act in a game against the computer")
			}
			if data, err := os.ReadFile(pic); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
				t.Fatalf("no PNG written: %v", err)
			}
		})
	}
}
