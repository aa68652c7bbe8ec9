package terminal

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// shownButton is one numbered button printed: its number and label.
type shownButton struct {
	n     string
	label string
}

// numberedRe is one button of a buttons line: "[12] label".
var numberedRe = regexp.MustCompile(`\[(\d+)\] ([^\[]*)`)

// lastShown are the numbered buttons of the last buttons line in shown.
func lastShown(shown string) []shownButton {
	all := buttonsLine.FindAllString(shown, -1)
	if len(all) == 0 {
		return nil
	}
	var out []shownButton
	for _, m := range numberedRe.FindAllStringSubmatch(all[len(all)-1], -1) {
		out = append(out, shownButton{m[1], strings.TrimSpace(m[2])})
	}
	return out
}

// stepWords are the words a step of a choice says, in one language.
type stepWords struct {
	island, order, legend string // fmt formats of the island's number
	piece                 string // the format of a piece's question
	picture, turn         string // what only a whole board prints
}

var stepLangs = map[string]stepWords{
	"en": {"Island %d: which way?", "Island %d, %s: in which order", "R red, W white pirate", "%s: where to?", "(picture: ", "» Player "},
	"ru": {"Остров %d: в какую сторону?", "Остров %d, %s: в каком порядке", "К — красный, Б — белый пират", "%s: куда?", "(картинка: ", "» Игрок "},
}

// wholeBoard reports what of a whole board a step printed (its picture
// written, the player to act named again), "" when none.
func wholeBoard(w stepWords, step string) string {
	for _, s := range []string{w.picture, w.turn} {
		if strings.Contains(step, s) {
			return s
		}
	}
	return ""
}

// TestArchipirataStepSaysItsQuestion: at the terminal, pressing an
// Archipirata island prints "Island N: which way?" above its direction
// buttons, and pressing a direction with several sowings prints the order
// question with the legend of the labels (R/W, К/Б): the step's words
// alone, not the board again nor its picture. At a hot seat and against
// a computer, in English and Russian.
func TestArchipirataStepSaysItsQuestion(t *testing.T) {
	for _, tc := range []struct {
		name, args, lang string
		humans           int
	}{
		{"hot-seat-en", "archipirata", "en", 2},
		{"hot-seat-ru", "archipirata", "ru", 2},
		{"vs-easy-en", "archipirata ai:easy", "en", 1},
		{"vs-easy-ru", "archipirata ai:easy", "ru", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newBot(t)
			w := stepLangs[tc.lang]
			tried := map[string]bool{}
			phase, island := 0, 0
			var islandStep, orderStep, dirLabel string
			in := &screen{max: 40}
			in.pick = func(shown, fresh string) string {
				btns := lastShown(shown)
				switch phase {
				case 0: // the islands: one not tried yet
					for _, x := range btns {
						if strings.HasPrefix(x.label, "🏝") && !tried[x.n] {
							tried[x.n], phase = true, 1
							island, _ = strconv.Atoi(x.n)
							return x.n
						}
					}
				case 1: // its directions: one that opens its sowings, else back
					islandStep = fresh
					for _, x := range btns {
						if strings.HasSuffix(x.label, "…") {
							phase, dirLabel = 2, x.label
							return x.n
						}
					}
					phase = 0
					return btns[len(btns)-1].n // ↩ Back
				case 2:
					orderStep = fresh
				}
				return "quit"
			}
			if err := Play(context.Background(), b, Options{New: tc.args, Humans: tc.humans, Lang: tc.lang,
				Picture: filepath.Join(t.TempDir(), "board.png")}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			if orderStep == "" {
				t.Fatalf("no island offered several sowings a direction:\n%s", tail(in.out.String(), 1500))
			}
			if q := fmt.Sprintf(w.island, island); !strings.Contains(islandStep, q) {
				t.Errorf("pressing island %d did not ask %q:\n%s", island, q, islandStep)
			}
			// "3 ↻ clockwise …": the order question names the direction
			dir := strings.TrimSuffix(strings.TrimPrefix(dirLabel, strconv.Itoa(island)+" "), " …")
			for _, q := range []string{fmt.Sprintf(w.order, island, dir), w.legend} {
				if !strings.Contains(orderStep, q) {
					t.Errorf("pressing %q did not say %q:\n%s", dirLabel, q, orderStep)
				}
			}
			for _, step := range []string{islandStep, orderStep} {
				if s := wholeBoard(w, step); s != "" {
					t.Errorf("a step printed the whole board (%q):\n%s", s, step)
				}
			}
		})
	}
}

// TestPieceStepSaysItsQuestion: at the terminal, pressing a classic or
// Archipelago piece prints "W1: where to?" above its targets' buttons,
// not the board again nor its picture; a move typed after it is made as
// typed. At a hot seat and against a computer, in English and Russian.
func TestPieceStepSaysItsQuestion(t *testing.T) {
	cell, pieceLabel := regexp.MustCompile(`^[a-m][0-9]{1,2}$`), regexp.MustCompile(`^[A-Z][1-4]$`)
	for _, tc := range []struct {
		name, args, lang string
		humans           int
	}{
		{"classic-hot-seat-en", "duel", "en", 2},
		{"classic-vs-easy-ru", "duel ai:easy", "ru", 1},
		{"archipelago-hot-seat-ru", "archipelago", "ru", 2},
		{"archipelago-vs-easy-en", "archipelago ai:easy", "en", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, st := newBot(t)
			w := stepLangs[tc.lang]
			phase := 0
			var piece, pieceStep, typed string
			in := &screen{max: 40}
			in.pick = func(shown, fresh string) string {
				btns := lastShown(shown)
				switch phase {
				case 0: // a boat put in the water, else a piece pressed
					for _, x := range btns {
						if strings.HasPrefix(x.label, "⚓") {
							return x.n
						}
					}
					for _, x := range btns {
						if pieceLabel.MatchString(x.label) {
							phase, piece = 1, x.label
							return x.n
						}
					}
				case 1: // its targets: one typed as a move
					pieceStep = fresh
					phase = 2
					for _, x := range btns {
						if cell.MatchString(x.label) {
							typed = piece + " " + x.label
							return typed
						}
					}
				}
				return "quit"
			}
			if err := Play(context.Background(), b, Options{New: tc.args, Humans: tc.humans, Lang: tc.lang,
				Picture: filepath.Join(t.TempDir(), "board.png")}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			if piece == "" || typed == "" {
				t.Fatalf("no piece with a target to press:\n%s", tail(in.out.String(), 1500))
			}
			if q := fmt.Sprintf(w.piece, piece); !strings.Contains(pieceStep, q) {
				t.Errorf("pressing %s did not ask %q:\n%s", piece, q, pieceStep)
			}
			if s := wholeBoard(w, pieceStep); s != "" {
				t.Errorf("the step printed the whole board (%q):\n%s", s, pieceStep)
			}
			g, err := st.Get(storage.Key(ChatKey))
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, a := range g.Log {
				found = found || strings.HasPrefix(a, typed)
			}
			if !found {
				t.Errorf("the move typed after the step (%s) was not made: %v", typed, g.Log)
			}
		})
	}
}
