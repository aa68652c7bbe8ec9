package discord_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestDClassicUndoVote: Alice sails her ship (a move that reveals
// nothing) and asks to take it back; the vote's buttons refuse a member
// outside the game, privately; Bob agrees, the move is undone, and the
// board asks Alice again, the vote's buttons gone.
func TestDClassicUndoVote(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	first := r.startDuel()
	p := newPlayer(r, agentSeed)
	st := p.state(r.mustGame())
	var ship string
	for _, a := range engine.Legal(st) {
		if a.Kind == engine.ActShip {
			ship = a.String()
			break
		}
	}
	if ship == "" {
		t.Fatal("no ship move to begin with")
	}
	sail, ok := find(controls(first), ship, "a")
	if !ok {
		piece, found := find(controls(first), "ship", "p")
		if !found {
			t.Fatalf("no ship control: %v", datas(controls(first)))
		}
		p.pressOK(alice, first.ID, piece)
		if sail, ok = find(controls(r.message(first.ID)), ship, "a"); !ok {
			t.Fatalf("no %s: %v", ship, datas(controls(r.message(first.ID))))
		}
	}
	p.pressOK(alice, first.ID, sail)
	id := r.command(alice, "undo", nil)
	var vote string
	var yes control
	for _, m := range r.fake.Messages(table) {
		if m.Interaction != id || m.Ephemeral() {
			continue
		}
		if c, found := find(controls(m), "", "u", "uy", "v", "y"); found {
			vote, yes = m.ID, c
		}
	}
	if vote == "" {
		t.Fatalf("the undo asks no vote: %q", r.interactionTexts(id))
	}
	id = r.press(carol, vote, yes)
	if e := r.ephemerals(id); len(e) != 1 || e[0].VisibleTo != carol {
		t.Errorf("a vote by a member outside the game: %+v", e)
	}
	boards := len(r.boards())
	r.press(bob, vote, yes)
	if g := r.mustGame(); len(g.Log) != 0 {
		t.Fatalf("after the undo the log is %q", g.Log)
	}
	if n := len(controls(r.message(vote))); n != 0 {
		t.Errorf("the vote keeps %d controls", n)
	}
	b := r.boards()
	if len(b) != boards+1 {
		t.Errorf("the undo posted %d boards", len(b)-boards)
	}
	last := b[len(b)-1]
	if bad := onlyMentions(last, alice); bad != "" {
		t.Errorf("the board after the undo: %s: %q", bad, last.Content)
	}
	if !slices.ContainsFunc(controls(last), func(c control) bool { return strings.Contains(c.data, ":p:") || strings.Contains(c.data, ":a:") }) {
		t.Errorf("the board after the undo offers no move: %v", datas(controls(last)))
	}
	reportAudit(t, r)
	checkDeferrals(t, r)
}
