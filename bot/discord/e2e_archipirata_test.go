package discord_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestE2EArchipirataWholeGame plays a whole Archipirata game from
// /jackal new game:archipirata to the winner: Bob takes the white seat with
// the lobby's button, Alice starts, and every move is made on the newest
// board by the user it mentions, in at most three presses (island,
// direction, order), with buttons and menus only.
func TestE2EArchipirataWholeGame(t *testing.T) {
	t.Parallel()
	r := newRig(t, 5)
	r.command(alice, "new", map[string]any{"game": "archipirata"})
	lobby := r.fake.Messages(table)[0]
	if !strings.Contains(lobby.Content, "Archipirata") {
		t.Fatalf("the lobby is not Archipirata's: %q", lobby.Content)
	}
	r.joinByButton(lobby, "white")
	r.command(alice, "start", nil)
	g := r.mustGame()
	if g.Setup.Game != "archipirata" {
		t.Fatalf("the game started is %q", g.Setup.Game)
	}
	id := g.ID
	rnd := rand.New(rand.NewPCG(21, 22))
	actions := 0
	for {
		if _, live := r.game(); !live {
			break
		}
		if actions++; actions > 3000 {
			t.Fatal("no end after 3000 actions")
		}
		board := r.lastBoard()
		user := mentioned(board)
		if user != alice && user != bob {
			t.Fatalf("board %s mentions %q: %q", board.ID, user, board.Content)
		}
		if bad := onlyMentions(board, user); bad != "" {
			t.Fatalf("board %s: %s", board.ID, bad)
		}
		// the keyboard is public, so it also offers a rum skip or a
		// captain the team may turn out unable to pay: such a press is
		// refused privately, and another is made; where every button of a
		// menu is refused (an island's sowings all need a rum chest), Back
		// leads out of it and the menu is not picked again
		refused := map[string]bool{}
		var picked []string // the menus opened, Back returns to the islands
		backs := 0
		for tap := 1; ; tap++ {
			if tap > 3+len(refused)+2*backs {
				t.Fatalf("a move took more than three presses: %v", datas(controls(board)))
			}
			var offered []control
			back, hasBack := control{}, false
			for _, c := range controls(board) {
				if (c.verb() == "a" || c.verb() == "p") && !refused[c.data] {
					offered = append(offered, c)
				}
				if c.verb() == "b" {
					back, hasBack = c, true
				}
			}
			if len(offered) == 0 {
				if !hasBack || len(picked) == 0 {
					t.Fatalf("nothing to press: %q %v", board.Content, datas(controls(board)))
				}
				if e := r.ephemerals(r.press(user, board.ID, back)); len(e) != 0 {
					t.Fatalf("Back was refused: %q", e[0].Content)
				}
				refused[picked[len(picked)-1]] = true // a dead end
				picked, backs = nil, backs+1
				board = r.message(board.ID)
				continue
			}
			c := offered[rnd.IntN(len(offered))]
			pid := r.press(user, board.ID, c)
			if e := r.ephemerals(pid); len(e) != 0 {
				if !strings.Contains(e[0].Content, "no rum") && !strings.Contains(e[0].Content, "captain cannot") {
					t.Fatalf("the press of %q was refused: %q", c.data, e[0].Content)
				}
				refused[c.data] = true
				continue
			}
			if c.verb() == "a" {
				break
			}
			picked = append(picked, c.data)
			board = r.message(board.ID)
		}
	}
	rec, err := r.store.Archived(id)
	if err != nil || rec.Status != storage.StatusFinished {
		t.Fatalf("the game is not archived finished: %v", err)
	}
	final := r.lastBoard()
	t.Logf("%d actions; final board:\n%s", actions, final.Content)
	if n := len(final.Components); n != 0 {
		t.Errorf("the final board has %d rows of controls", n)
	}
	checkBoards(t, r)
	checkDeferrals(t, r)
}
