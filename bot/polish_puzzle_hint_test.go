package bot

import (
	"strconv"
	"strings"
	"testing"
)

// TestPolishPuzzleHintsNoBoat: the typing hints of a puzzle (the
// terminal's hint and help, /move alone) suggest only moves a puzzle has:
// they offered Archipelago's "boat l8", and a puzzle has no boat. Each
// example's piece is one the puzzle moves (a legal action's first word at
// some point of the puzzle's start), in English and Russian.
func TestPolishPuzzleHintsNoBoat(t *testing.T) {
	for n := 1; n <= 10; n++ {
		f := newFixture(t)
		f.chat = Chat{Key: "term:p" + strconv.Itoa(n), Platform: PlatformTerminal, ID: "p" + strconv.Itoa(n), Private: true}
		f.cmd(user("1"), "puzzle", strconv.Itoa(n))
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatalf("puzzle %d: %v", n, err)
		}
		pieces := map[string]bool{}
		for _, a := range g.m.Legal() {
			first, _, _ := strings.Cut(a, " ")
			pieces[first] = true
		}
		for _, ex := range g.face().examples() {
			first, _, _ := strings.Cut(ex, " ")
			if !pieces[first] {
				t.Errorf("puzzle %d: the example %q moves %s, which the puzzle does not (its moves: %v)", n, ex, first, g.m.Legal())
			}
		}
		for _, lang := range []string{"en", "ru"} {
			for name, hint := range map[string]string{
				"hint": f.b.TermHint(lang, f.chat.Key), "help": f.b.terminalHelp(lang, f.chat.Key), "/move": moveUsage(lang, g.face()),
			} {
				if strings.Contains(hint, "boat") {
					t.Errorf("puzzle %d %s: the %s suggests a boat, which a puzzle has not:\n%s", n, lang, name, hint)
				}
			}
		}
	}
}
