package telegram_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestArchipirataWholeGame plays a whole Archipirata game in a group, from
// /new archipirata to the winner, with the buttons alone (an island, then a
// direction, then the order or rum when they matter), each press by the
// user the newest board mentions.
func TestArchipirataWholeGame(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.say(group, alice, "/new archipirata")
	lobby := r.lastText(group)
	if !strings.Contains(lobby.Text, "Archipirata") || !hasData(lobby, "0:j:white") {
		t.Fatalf("the lobby: %q %v", lobby.Text, buttonData(lobby))
	}
	r.press(group, lobby.ID, bob, "0:j:white")
	r.press(group, lobby.ID, alice, "0:s")
	g := r.mustGame(k)
	if g.Setup.Game != "archipirata" || g.Status != storage.StatusActive {
		t.Fatalf("not an Archipirata game in play: %+v", g.Setup)
	}
	id := g.ID
	rnd := rand.New(rand.NewPCG(11, 12))
	actions, taps := 0, 0
	for {
		if _, live := r.game(k); !live {
			break
		}
		if actions++; actions > 3000 {
			t.Fatal("no end after 3000 actions")
		}
		board := r.lastBoard(group)
		if board.Photo == nil {
			t.Fatalf("board %d has no picture", board.ID)
		}
		user := mentioned(board)
		if user == 0 {
			t.Fatalf("the board mentions nobody: %q", board.Caption)
		}
		// an island (or a choice), then a direction, then an order: at
		// most three taps, never "back"; the keyboard is public, so it also
		// offers a rum skip or a captain the team may turn out unable to
		// pay: such a press is refused privately, and another is made
		refused := map[string]bool{}
		for tap := 1; ; tap++ {
			if tap > 3+len(refused) {
				t.Fatalf("a move took more than three taps: %v", buttonData(board))
			}
			var offered []string
			for _, d := range buttonData(board) {
				// a page turn (◀ ▶ under a long list) is no choice
				if v := verbOf(untag(d)); (v == "a" || v == "p") && !refused[d] && !isPageTurn(d) {
					offered = append(offered, d)
				}
			}
			if len(offered) == 0 {
				t.Fatalf("nothing to press: %q %v", board.Caption, buttonData(board))
			}
			d := offered[rnd.IntN(len(offered))]
			taps++
			if a := r.press(group, board.ID, user, d); a.ShowAlert {
				if !strings.Contains(a.Text, "no rum") && !strings.Contains(a.Text, "captain cannot") {
					t.Fatalf("press %q refused: %q", d, a.Text)
				}
				refused[d] = true
				continue
			}
			if verbOf(untag(d)) == "a" {
				break
			}
			board = r.message(group, board.ID)
		}
	}
	rec, err := r.store.Archived(id)
	if err != nil || rec.Status != storage.StatusFinished {
		t.Fatalf("the game is not archived finished: %v", err)
	}
	final := r.lastBoard(group)
	t.Logf("%d actions in %d taps; final caption:\n%s", actions, taps, final.Caption)
	if final.Keyboard != nil || mentioned(final) != 0 {
		t.Errorf("the final board still asks for a move: %v", buttonData(final))
	}
	if !strings.Contains(final.Caption, "won") && !strings.Contains(final.Caption, "draw") && !strings.Contains(final.Caption, "win") {
		t.Errorf("the final caption names no winner: %q", final.Caption)
	}
	checkOneAnswerEach(t, r)
	stats, err := r.store.StatsByChat(storage.Key(k))
	if err != nil || len(stats) != 2 {
		t.Fatalf("stats: %v %+v", err, stats)
	}
}

// isPageTurn reports whether d is the data of a page button (◀ n/m ▶),
// which shows another page of a long keyboard: "pg2|<the press>".
func isPageTurn(d string) bool {
	num, _, ok := strings.Cut(strings.TrimPrefix(d, "pg"), "|")
	return ok && strings.HasPrefix(d, "pg") && num != "" && strings.Trim(num, "0123456789") == ""
}
