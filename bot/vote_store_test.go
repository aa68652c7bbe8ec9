package bot

import (
	"slices"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestStoreVote: storeVote (the end's confirmation and an open vote) makes
// v the game's one vote, in the request's update, and g takes the record
// written; on a game moved on since g was read it stores nothing and says
// why.
func TestStoreVote(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	c := &call{b: f.b, ctx: t.Context(), req: Request{Chat: f.chat, User: user("1"), UpdateID: "tg:77"}, out: f.out, lang: "en"}
	if !c.storeVote(g, storage.Vote{Kind: voteKick, Target: "2", By: "1"}) {
		t.Fatalf("the first vote not stored: %q", f.out.lastAnswer())
	}
	end := storage.Vote{Kind: voteEnd, Target: endConfirm, By: "1", AtVersion: uint64(g.moves())}
	before := g.rec.Version
	if !c.storeVote(g, end) {
		t.Fatalf("the end not stored: %q", f.out.lastAnswer())
	}
	rec := f.game()
	if len(rec.Votes) != 1 || rec.Votes[0].Kind != voteEnd || rec.Votes[0].Target != endConfirm || !slices.Contains(rec.Updates, "tg:77") {
		t.Fatalf("the votes stored: %+v, updates %v", rec.Votes, rec.Updates)
	}
	if g.rec.Version != rec.Version || g.rec.Version == before {
		t.Fatalf("g holds version %d, the store %d", g.rec.Version, rec.Version)
	}
	stale := &game{rec: &storage.Game{}, m: g.m}
	*stale.rec = *g.rec
	stale.rec.Version = before
	f.out.mu.Lock()
	answers := len(f.out.answers)
	f.out.mu.Unlock()
	if c.storeVote(stale, storage.Vote{Kind: voteKick, Target: "2", By: "1"}) {
		t.Fatal("a vote stored over a game moved on")
	}
	if rec := f.game(); len(rec.Votes) != 1 || rec.Votes[0].Kind != voteEnd {
		t.Fatalf("the stale vote changed the votes: %+v", rec.Votes)
	}
	f.out.mu.Lock()
	told := len(f.out.answers) > answers
	f.out.mu.Unlock()
	if !told || !c.failed {
		t.Errorf("the stale vote told nothing (failed %v)", c.failed)
	}
}
