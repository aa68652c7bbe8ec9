package terminal

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// turnLine is the line the terminal prints above the buttons of the
// player to act: "» Player 1, your move.", «» Игрок 1, ваш ход.».
var turnLine = regexp.MustCompile(`(?m)^» .+, (?:your move|ваш ход)\.$`)

// TestBackStepAsks: at the terminal, ↩ Back from a step of a choice (an
// Archipirata island's directions, a classic or Archipelago piece's
// targets) prints the board's first buttons under the line that asked
// for them on the board ("» Player 1, your move."), the same player
// named, not the buttons alone; nor the whole board again. Before, the
// islands came back as bare numbers ("[1] 🏝 1 [2] 🏝 2 …"): the step
// of the way back asks nothing apart (Board.Question ""). At a hot seat
// and against a computer, in English and Russian.
func TestBackStepAsks(t *testing.T) {
	for _, tc := range []struct {
		name, args, lang string
		humans           int
		first            *regexp.Regexp // a label of the board's first buttons that opens a step
	}{
		{"archipirata-hot-seat-en", "archipirata", "en", 2, regexp.MustCompile(`^🏝`)},
		{"archipirata-vs-easy-ru", "archipirata ai:easy", "ru", 1, regexp.MustCompile(`^🏝`)},
		{"archipirata-advanced-captain-en", "archipirata advanced", "en", 2, regexp.MustCompile(`^👑`)},
		{"classic-hot-seat-ru", "duel", "ru", 2, regexp.MustCompile(`^[A-Z][1-4]$`)},
		{"archipelago-vs-easy-en", "archipelago ai:easy", "en", 1, regexp.MustCompile(`^[A-Z][1-4]$`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newBot(t)
			phase := 0
			var board, step, back string // what the board, the step and Back printed
			var firstLabels []string
			in := &screen{max: 40}
			in.pick = func(shown, fresh string) string {
				btns := lastShown(shown)
				switch phase {
				case 0: // the board: a button that opens a step
					for _, x := range btns {
						if tc.first.MatchString(x.label) {
							phase, board = 1, shown
							for _, y := range btns {
								firstLabels = append(firstLabels, y.label)
							}
							return x.n
						}
					}
					for _, x := range btns {
						if strings.HasPrefix(x.label, "⚓") {
							return x.n // Archipelago: a boat put in the water first
						}
					}
				case 1: // the step: back
					phase, step = 2, fresh
					for _, x := range btns {
						if strings.HasPrefix(x.label, "↩") {
							return x.n
						}
					}
				case 2:
					back = fresh
				}
				return "quit"
			}
			if err := Play(context.Background(), b, Options{New: tc.args, Humans: tc.humans, Lang: tc.lang,
				Picture: filepath.Join(t.TempDir(), "board.png")}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			if back == "" {
				t.Fatalf("no step to go back from (step %q):\n%s", step, tail(in.out.String(), 1500))
			}
			asked := turnLine.FindAllString(board, -1)
			if len(asked) == 0 {
				t.Fatalf("the board named no player to act:\n%s", tail(board, 1500))
			}
			want := asked[len(asked)-1]
			lines := strings.Split(strings.TrimRight(strings.TrimPrefix(back, "> "), "\n"), "\n")
			if len(lines) < 2 || lines[0] != want {
				t.Errorf("Back printed:\n%s\nwant the board's %q first, then its buttons", back, want)
			}
			var labels []string
			for _, x := range lastShown(back) {
				labels = append(labels, x.label)
			}
			if strings.Join(labels, "|") != strings.Join(firstLabels, "|") {
				t.Errorf("Back shows the buttons %q, want the board's %q", labels, firstLabels)
			}
			if strings.Contains(back, stepLangs[tc.lang].picture) || strings.Count(back, "\n") > 4 {
				t.Errorf("Back printed the whole board again:\n%s", back)
			}
		})
	}
}
