package bot

import (
	"strings"
	"testing"
)

// TestPuzzleEndSaysAgainAndNext: a puzzle's end tells how to play it
// again and which puzzle is next, whether it was solved (a new best), the
// best stayed, or it was not solved; the last puzzle says it was the
// last. Before, a solved puzzle named no next one and only the unsolved
// one said how to try again.
func TestPuzzleEndSaysAgainAndNext(t *testing.T) {
	f := newFixture(t)
	f.chat = Chat{Key: "tg:77", Platform: PlatformTelegram, ID: "77", Private: true}
	// puzzle 1's winning line in its par (TestPars prints it)
	line := "W1 c3, Y1 b3, R1 b3, W1 d3, Y1 c3, R1 c3, W1 e3, Y1 d3, R1 d3, W1 f3, Y1 e3, R1 d2, " +
		"W1 e2 +c, Y1 d2, R1 c2, W1 d2 +c, Y1 c2 +c, R1 b2 +c"
	solve := func() {
		f.cmd(user("1"), "puzzle", "1")
		for _, a := range strings.Split(line, ", ") {
			f.cmd(user("1"), "move", a)
		}
	}
	for _, tc := range []struct {
		name, lang string
		play       func()
		want       []string
	}{
		{"solved", "en", solve, []string{"🥇 A new best for puzzle 1", "/puzzle 1 plays it again, /puzzle 2 the next one."}},
		{"solved again", "en", solve, []string{"Your best for puzzle 1 stays", "/puzzle 1 plays it again, /puzzle 2 the next one."}},
		{"given up, solved before", "en", func() { f.cmd(user("1"), "puzzle", "1"); f.cmd(user("1"), "resign", "") },
			[]string{"Your best for puzzle 1 stays", "/puzzle 1 plays it again, /puzzle 2 the next one."}},
		{"not solved", "ru", func() { f.cmd(user("1"), "puzzle", "2"); f.cmd(user("1"), "resign", "") },
			[]string{"Задача 2 ещё не решена", "/puzzle 2 — сыграть снова, /puzzle 3 — следующая задача."}},
		{"the last", "en", func() { f.cmd(user("1"), "puzzle", "10"); f.cmd(user("1"), "resign", "") },
			[]string{"Puzzle 10 is not solved yet", "/puzzle 10 plays it again; it was the last one: /puzzle lists them all."}},
	} {
		f.cmd(user("1"), "settings", "lang "+tc.lang)
		tc.play()
		if !f.out.lastBoard().Over {
			t.Fatalf("%s: the puzzle did not end: %q", tc.name, f.out.lastBoard().Caption)
		}
		got := f.out.lastText()
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the end says %q, want %q in it", tc.name, got, w)
			}
		}
	}
}
