package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// TestResignLosesADuel checks that resigning a game of two sides loses it
// at once: the other side wins, and the stored result says so.
func TestResignLosesADuel(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	id := f.game().ID
	f.cmd(user("2"), "resign", "")
	b := f.out.lastBoard()
	if !strings.Contains(b.Caption, "White wins: the other side resigned!") {
		t.Fatalf("ending caption:\n%s", b.Caption)
	}
	if strings.Contains(b.Caption, "agreed") {
		t.Fatalf("a resignation told as an agreement:\n%s", b.Caption)
	}
	res, err := f.store.Result(id)
	if err != nil {
		t.Fatal(err)
	}
	won := map[string]bool{}
	for _, p := range res.Players {
		won[p.UserID] = p.Won
	}
	if !won["1"] || won["2"] {
		t.Fatalf("result %+v: want user 1 to win and user 2 to lose", res.Players)
	}
	// The log replays to the same end.
	g, err := f.store.Get(storage.Key(f.chat.Key))
	if err == nil && g.Status == storage.StatusActive {
		t.Fatalf("game still active after resigning")
	}
}

// TestResignReplays checks the log entry of a resignation replays as one.
func TestResignReplays(t *testing.T) {
	o := engine.Options{Duel: true}
	s, err := engine.Replay(7, o, []string{engine.LogResign + "black"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over || s.Ending() != engine.EndResigned {
		t.Fatalf("over %v, ended by %d", s.Over, s.Ending())
	}
	if w := s.Winners(); len(w) != 1 || w[0] != engine.White {
		t.Fatalf("winners %v, want white", w)
	}
}
