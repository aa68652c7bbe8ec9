package terminal

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

// playLines plays a terminal game opened with newArgs against the
// computer, typing lines, and returns what was printed.
func playLines(t *testing.T, newArgs string, lines ...string) string {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "t.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	b, err := bot.New(bot.Config{Store: st, Seed: func() uint64 { return 135 }, BoardSize: 256, ReminderHours: -1})
	if err != nil {
		t.Fatal(err)
	}
	in := strings.NewReader(strings.Join(append(lines, "quit"), "\n") + "\n")
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: newArgs, Humans: 1}, in, &out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestHintOfTheGame: the hint under the first board gives the notation
// of the game played, not every game's.
func TestHintOfTheGame(t *testing.T) {
	for _, c := range []struct {
		game, want string
		not        []string
	}{
		{"cards ai:easy", "plan ", []string{"take 3 cw", "W1 e5"}},
		{"archipirata ai:easy", "take ", []string{"plan horse", "W1 e5"}},
	} {
		text := playLines(t, c.game)
		hint := ""
		for _, l := range strings.Split(text, "\n") {
			if strings.HasPrefix(l, "Type a move") {
				hint = l
				break
			}
		}
		if !strings.Contains(hint, c.want) {
			t.Errorf("%s: the hint %q gives no %q", c.game, hint, c.want)
		}
		for _, n := range c.not {
			if strings.Contains(hint, n) {
				t.Errorf("%s: the hint %q speaks of another game (%q)", c.game, hint, n)
			}
		}
	}
}

// TestNoButtonSaysWhich: a number no button has is answered with the
// numbers that press one.
func TestNoButtonSaysWhich(t *testing.T) {
	text := playLines(t, "archipirata ai:easy", "97")
	line := regexp.MustCompile(`There is no button 97: press [0-9][0-9, –or]*\.`).FindString(text)
	if line == "" {
		t.Fatalf("no button 97 is answered without the numbers to press:\n%s", text[max(0, len(text)-600):])
	}
}
