package bot

import (
	"strings"
	"testing"
)

// TestPuzzlePrivateBoardShowsThePuzzle: a player whose only game is a
// puzzle in a group's topic, typing /board in their private chat with the
// bot, was told they play no game; now they see the puzzle's board, named
// by its chat and the puzzle, without buttons (pressed there) and without
// the question those buttons answer, in English and Russian.
func TestPuzzlePrivateBoardShowsThePuzzle(t *testing.T) {
	for _, tc := range []struct{ lang, head, question, none string }{
		{"en", "🧩 Puzzle 3: The Horse's Leap", "Where does the horse land", "You play no game"},
		{"ru", "🧩 Задача 3: Прыжок коня", "Куда", "не играете"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			f := newFixture(t)
			topic := Chat{Key: "tg:-100:7", Platform: PlatformTelegram, ID: "-100", Thread: "7", Title: "pirates"}
			f.chat = topic
			f.cmd(user("1"), "settings", "lang "+tc.lang)
			f.cmd(user("1"), "puzzle", "3")
			f.cmd(user("1"), "move", "W1 c4") // onto the horse: a question with its buttons
			if q := f.out.lastBoard().Question; !strings.Contains(q, tc.question) {
				t.Fatalf("the topic's board asks %q, want %q", q, tc.question)
			}
			boards := f.out.boardCount()
			f.chat = Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true}
			f.cmd(user("1"), "settings", "lang "+tc.lang)
			f.cmd(user("1"), "board", "")
			if a := f.out.lastAnswer(); strings.Contains(a, tc.none) {
				t.Fatalf("/board in the private chat: %q", a)
			}
			if f.out.boardCount() != boards+1 {
				t.Fatalf("/board in the private chat sent %d boards, want 1", f.out.boardCount()-boards)
			}
			b := f.out.lastBoard()
			if !strings.Contains(b.Caption, tc.head) || !strings.Contains(b.Caption, "pirates") || len(b.PNG) == 0 {
				t.Errorf("the puzzle's board in the private chat: %q (picture %d bytes)", b.Caption, len(b.PNG))
			}
			if len(flatten(b.Buttons)) != 0 || b.Ping != nil || strings.Contains(b.Caption, tc.question) {
				t.Errorf("the private copy has buttons %v, ping %v or their question: %q", b.Buttons, b.Ping, b.Caption)
			}
		})
	}
}
