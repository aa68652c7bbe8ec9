package bot

import (
	"strings"
	"testing"
)

// lighthouseFixture is a duel in a group whose white W1 stands at e3
// beside a lighthouse (e4), as engine/testdata/lighthouse-looks.yaml
// deals it.
func lighthouseFixture(t *testing.T) *fixture {
	t.Helper()
	snap := scenarioSnapshot(t, "lighthouse-looks.yaml")
	f := newFixture(t)
	startDuel(f)
	f.fromSnapshot(snap)
	return f
}

// TestLighthouseLooksEditTheBoard: each look from a lighthouse shows its
// player the new tile alone, privately, while the group's board, whose
// caption the look does not change, is edited in place rather than
// posted again (before: up to four identical boards in a row, and each
// private sight listing the earlier ones again). The last look, which
// hands the turn on, posts the next board.
func TestLighthouseLooksEditTheBoard(t *testing.T) {
	f := lighthouseFixture(t)
	white := user(f.game().Setup.Seats[0].UserID)
	f.cmd(white, "move", "W1 e4")
	sent := func() int { f.out.mu.Lock(); defer f.out.mu.Unlock(); return f.out.n }
	posted := sent()
	last := f.out.last
	for i, look := range []string{"c3", "d9", "f7"} {
		f.cmd(white, "move", look)
		if len(f.game().Log) != i+2 {
			t.Fatalf("look %s not played: %v (answers %q)", look, f.game().Log, f.out.answers)
		}
		if n := sent(); n != posted {
			t.Errorf("look %s posted %d messages in the group", look, n-posted)
		}
		if b := f.out.lastBoard(); b.Ping == nil || len(flatten(f.out.buttons[last.MessageID])) != len(flatten(b.Buttons)) {
			t.Errorf("look %s: the board's buttons were not edited: %v", look, f.out.buttons[last.MessageID])
		}
		if p := f.out.privates[len(f.out.privates)-1]; strings.Count(p, ",") != 0 || !strings.Contains(p, look) {
			t.Errorf("look %s told privately as %q", look, p)
		}
	}
	if len(f.out.privates) != 3 {
		t.Errorf("%d private sights for 3 looks: %q", len(f.out.privates), f.out.privates)
	}
	f.cmd(white, "move", "h10") // the last look: black is to act
	if n := sent(); n != posted+1 {
		t.Errorf("the last look posted %d messages, want the next board", n-posted)
	}
	if b := f.out.lastBoard(); b.Ping == nil || b.Ping.ID == white.ID {
		t.Errorf("the last look's board pings %+v", b.Ping)
	}
}
