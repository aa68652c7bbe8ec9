package bot

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/storage"
)

// TestPolishPressAfterGameOver: a press on a board of the game that just
// ended here is answered that the game is over, who won (seat and player)
// and that /new plays again, within a press's alert (Telegram: 200
// characters), and /history then lists that game's moves:
// both answered "There is no game in this chat". With the next game's
// lobby open, /history still shows the game that ended; a chat where no
// game ever ended still has no game. Classic and Archipirata, in English
// and Russian.
func TestPolishPressAfterGameOver(t *testing.T) {
	for _, c := range []struct {
		game, lang, win, move, moveWords string
	}{
		{"duel", "en", "White", "W1 g2", "W1 g2"},
		{"duel", "ru", "Белые", "W1 g2", "W1 g2"},
		{"archipirata", "en", "🔴 Red", "", ""},
		{"archipirata", "ru", "🔴 Красные", "", ""},
	} {
		f := newFixture(t)
		if c.lang == "ru" {
			f.cmd(user("1"), "settings", "lang ru")
		}
		f.cmd(user("1"), "new", c.game)
		f.press(user("2"), "0:j:"+map[string]string{"duel": "black", "archipirata": "white"}[c.game])
		f.cmd(user("1"), "start", "")
		if f.game().Status != storage.StatusActive {
			t.Fatalf("%s: not started", c.game)
		}
		old := flatten(f.out.lastBoard().Buttons)[0]
		move := c.move
		if move == "" {
			move = mustLoad(t, f).m.Legal()[0]
		}
		f.cmd(user("1"), "move", move)
		if n := len(f.game().Log); n != 1 {
			t.Fatalf("%s: %q not played: %q", c.game, move, f.out.lastAnswer())
		}
		f.cmd(user("2"), "resign", "")
		if _, err := f.store.Get(storage.Key(f.chat.Key)); !isNotFound(err) {
			t.Fatalf("%s: the game did not end on the resignation: %v", c.game, err)
		}
		noGame := tr(c.lang, txtNoGame)
		f.press(user("1"), old.Data)
		got := f.out.lastAnswer()
		over, _, _ := strings.Cut(tr(c.lang, txtGameOverWon), ":")
		if got == noGame || !strings.HasPrefix(got, over) || !strings.Contains(got, c.win+" — U1") || strings.Contains(got, "U2") ||
			!strings.Contains(got, "/new") || utf8.RuneCountInString(got) > 200 {
			t.Errorf("%s %s: a press on the old board is answered %q, want %q, who won (%s, U1) and /new, in a press's 200 characters", c.game, c.lang, got, over, c.win)
		}
		for _, lobby := range []bool{false, true} {
			if lobby {
				f.cmd(user("1"), "new", c.game)
			}
			n := len(f.out.texts)
			f.cmd(user("1"), "history", "")
			var said string
			if len(f.out.texts) > n {
				said = f.out.lastText()
			} else {
				said = f.out.lastAnswer()
			}
			head := strings.SplitN(tr(c.lang, txtHistoryOver, f.out.lastBoard().Caption), " (", 2)[0]
			if !strings.HasPrefix(said, head) || !strings.Contains(said, "1. ") || !strings.Contains(said, c.moveWords) {
				t.Errorf("%s %s (a lobby open: %v): /history after the game is %q, want its moves", c.game, c.lang, lobby, said)
			}
		}
	}
	f := newFixture(t)
	f.cmd(user("1"), "history", "")
	if got := f.out.lastAnswer(); got != tr("en", txtNoGame) {
		t.Errorf("/history where no game ever was: %q", got)
	}
}
