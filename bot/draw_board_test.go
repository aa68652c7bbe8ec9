package bot

import (
	"testing"
	"time"
)

// TestDrawBoardPingsSparingly: /board posts the board, but pings the
// player to act only when another player of the game asks, and not again
// within boardPingQuiet of a board that pinged them (the turn's, or an
// earlier /board's): nobody can notify the player over and over.
func TestDrawBoardPingsSparingly(t *testing.T) {
	f := newFixture(t)
	startDuel(f) // its board pings user 1, White, to act
	if p := f.out.lastBoard().Ping; p == nil || p.ID != "1" {
		t.Fatalf("the first board pings %+v, want user 1", p)
	}
	steps := []struct {
		name  string
		after time.Duration
		who   string
		ping  bool
	}{
		{"the player to act", 0, "1", false},
		{"the other player at once", time.Minute, "2", false},
		{"a bystander, later", boardPingQuiet, "3", false},
		{"the other player, later", time.Minute, "2", true},
		{"the other player again", time.Minute, "2", false},
		{"the player to act, later", boardPingQuiet, "1", false},
		{"the other player, later again", time.Minute, "2", true},
	}
	for _, s := range steps {
		f.now = f.now.Add(s.after)
		n := f.out.boardCount()
		f.cmd(user(s.who), "board", "")
		if f.out.boardCount() != n+1 {
			t.Fatalf("%s: /board posted %d boards", s.name, f.out.boardCount()-n)
		}
		p := f.out.lastBoard().Ping
		if got := p != nil; got != s.ping {
			t.Errorf("%s: the board pings %+v, want a ping %v", s.name, p, s.ping)
		}
		if p != nil && p.ID != "1" {
			t.Errorf("%s: the board pings %s, want user 1", s.name, p.ID)
		}
	}
}
