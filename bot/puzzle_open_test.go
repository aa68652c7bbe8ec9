package bot

import (
	"strings"
	"testing"
)

// TestPuzzleAgainWhileOpen: /puzzle N typed by the player of the puzzle
// still open in the chat (to start over, or to go on to another) says
// which puzzle is open and how to end it before the one asked for; it
// said "A game is already open here", as to a stranger's game. The open
// puzzle stays as it was; after /resign the one asked for deals. Another
// member's /puzzle in the topic keeps the general answer.
func TestPuzzleAgainWhileOpen(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en", "🧩 Puzzle 3 is still open here: solve it, or /resign to give it up, then /puzzle 4."},
		{"ru", "🧩 Задача 3 ещё не закончена: решите её или сдайтесь (/resign), потом /puzzle 4."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := newFixture(t)
			f.chat = Chat{Key: "tg:-100:7", Platform: PlatformTelegram, ID: "-100", Thread: "7", Title: "pirates"}
			f.cmd(user("1"), "settings", "lang "+tc.lang)
			f.cmd(user("1"), "puzzle", "3")
			first := f.game().ID
			f.cmd(user("1"), "puzzle", "4")
			if a := f.out.lastAnswer(); a != tc.want {
				t.Errorf("/puzzle 4 during puzzle 3: %q, want %q", a, tc.want)
			}
			if g := f.game(); g.ID != first || puzzleOf(g.Setup.Variants).Number != 3 {
				t.Fatalf("the open puzzle changed: %s %v", g.ID, g.Setup.Variants)
			}
			f.cmd(user("2"), "puzzle", "4")
			if a := f.out.lastAnswer(); strings.Contains(a, "🧩") {
				t.Errorf("another member is told of the player's puzzle as theirs: %q", a)
			}
			f.cmd(user("1"), "resign", "")
			f.cmd(user("1"), "puzzle", "4")
			if g := f.game(); g.ID == first || puzzleOf(g.Setup.Variants).Number != 4 {
				t.Errorf("after /resign, /puzzle 4 dealt %v", g.Setup.Variants)
			}
		})
	}
}
