package discord_test

import (
	"strings"
	"testing"
)

// TestDClassicPressesAroundARestart: a lobby's seat button shown before
// the bot restarts seats after it; a piece picked before the bot
// restarts still leads to its targets after it; a seat button of a lobby
// already started, pressed by a member from an old view, is refused to
// them alone; a target pressed twice at once (a double click) plays once
// and posts one board.
func TestDClassicPressesAroundARestart(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.command(alice, "new", map[string]any{"crews": "duel"})
	lobby := r.fake.Messages(table)[0]
	seat, ok := find(controls(lobby), "", "j")
	if !ok {
		t.Fatalf("no seat button: %v", datas(controls(lobby)))
	}
	r.restart() // the lobby's buttons still seat after a restart
	r.joinByButton(lobby, "black")
	r.command(alice, "start", nil)
	id := r.forged(dave, lobby.ID, seat.data)
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != dave {
		t.Errorf("a seat pressed after the start: %+v", e)
	} else if strings.TrimSpace(e[0].Content) == "" {
		t.Error("a seat pressed after the start: the refusal says nothing")
	}

	p := newPlayer(r, agentSeed)
	g := r.mustGame()
	a := p.choose(g)
	board := r.lastBoard()
	if _, direct := find(controls(board), a.String(), "a", "d"); !direct {
		piece, found := find(controls(board), pieceKey(a), "p")
		if !found {
			t.Fatalf("no piece for %s: %v", a, datas(controls(board)))
		}
		p.pressOK(alice, board.ID, piece)
	}
	r.restart()
	c, ok := find(controls(r.message(board.ID)), a.String(), "a")
	if !ok {
		t.Fatalf("after the restart, no target %s: %v", a, datas(controls(r.message(board.ID))))
	}
	before := len(r.boards())
	first := r.fake.Press(table, board.ID, alice, c.data)
	second := r.fake.Press(table, board.ID, alice, c.data)
	r.served(first, "the first click")
	r.served(second, "the second click")
	if got := len(r.mustGame().Log); got != len(g.Log)+1 {
		t.Errorf("a double click played %d actions", got-len(g.Log))
	}
	r.wait("the next board", func() bool { return len(r.boards()) > before })
	if n := len(r.boards()) - before; n != 1 {
		t.Errorf("a double click posted %d boards", n)
	}
	reportAudit(t, r)
	checkDeferrals(t, r)
}
