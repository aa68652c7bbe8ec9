package discord_test

import (
	"net/http"
	"slices"
	"testing"
)

// TestE2ERestart stops the bot in mid-game and starts a new core and
// adapter on the same store file and the same Discord: the game goes on
// from the newest board, and an old board's button is refused.
func TestE2ERestart(t *testing.T) {
	t.Parallel()
	r := newRig(t, defaultDeal)
	r.startDuel()
	p := newPlayer(r, agentSeed)
	p.act()
	p.act()
	// The third action's board replaces one whose buttons Discord fails
	// to remove, as when the bot goes down at that moment.
	p.beforeLast = func() { r.fake.FailNext("PATCH", "/webhooks/", http.StatusInternalServerError, 0, 0) }
	old := p.act()
	oldControls := controls(r.message(old.ID))
	if len(oldControls) == 0 {
		t.Fatal("the old board lost its buttons although Discord failed the edit")
	}
	before, newest := r.mustGame(), r.lastBoard()

	r.restart()
	if gw := r.fake.Gateway(); gw.Identifies != 2 || !gw.Connected {
		t.Fatalf("gateway after the restart: %+v, want a second session", gw)
	}
	after := r.mustGame()
	if after.Version != before.Version || !slices.Equal(after.Log, before.Log) {
		t.Fatalf("the store changed across the restart: version %d → %d, %d → %d log entries",
			before.Version, after.Version, len(before.Log), len(after.Log))
	}
	if r.lastBoard().ID != newest.ID {
		t.Fatal("the restart posted a board")
	}
	refused(t, r, "an old board's button after the restart", p.actor(after), "old board", func() string {
		return r.press(p.actor(after), old.ID, oldControls[0])
	})
	for i := 0; i < 3; i++ {
		pressed := p.act()
		if i == 0 && pressed.ID != newest.ID {
			t.Errorf("the first action after the restart was played on board %s, want the newest %s", pressed.ID, newest.ID)
		}
		if n := len(controls(r.message(pressed.ID))); n != 0 {
			t.Errorf("board %s kept %d controls after the restart's next board", pressed.ID, n)
		}
	}
	if got := len(r.mustGame().Log); got != len(before.Log)+3 {
		t.Errorf("the log has %d entries after three more actions, want %d", got, len(before.Log)+3)
	}
	checkDeferrals(t, r)
}
