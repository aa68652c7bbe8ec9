package discord_test

import "testing"

// TestDClassicTypedAfterPiece: a player picks a piece on the board, then
// types the move with /jackal move instead of pressing its target: the
// move is played once, the board picked on keeps no controls (no target
// left to press on it), and the next board pings the next player alone.
func TestDClassicTypedAfterPiece(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	first := r.startDuel()
	p := newPlayer(r, agentSeed)
	g := r.mustGame()
	a := p.choose(g)
	piece, ok := find(controls(first), pieceKey(a), "p")
	if !ok {
		t.Fatalf("no piece for %s: %v", a, datas(controls(first)))
	}
	p.pressOK(alice, first.ID, piece)
	id := r.command(alice, "move", map[string]any{"action": a.String()})
	if e := r.ephemerals(id); len(e) != 0 {
		t.Fatalf("/jackal move %s refused: %q", a, e[0].Content)
	}
	if got := len(r.mustGame().Log); got != len(g.Log)+1 {
		t.Fatalf("the log has %d entries, want %d", got, len(g.Log)+1)
	}
	if n := len(controls(r.message(first.ID))); n != 0 {
		t.Errorf("the board picked on keeps %d controls: %v", n, datas(controls(r.message(first.ID))))
	}
	last := r.lastBoard()
	if bad := onlyMentions(last, bob); bad != "" {
		t.Errorf("the next board: %s: %q", bad, last.Content)
	}
	reportAudit(t, r)
	checkDeferrals(t, r)
}
