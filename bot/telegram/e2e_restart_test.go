package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/ai"
)

// TestRestartMidGame stops the bot in the middle of a game and starts a new
// client, core and adapter on the same store file: an old board's button
// is refused as stale, the newest board's buttons play on.
func TestRestartMidGame(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	first := r.newGame(group, k)
	oldData := buttonData(first)
	p := newPlayer(r, ai.Easy, 7)
	for range 3 {
		p.act(group, k)
	}
	before := recordOf(r.mustGame(k))

	r.restart()

	if after := recordOf(r.mustGame(k)); !after.equal(before) {
		t.Fatalf("the restart changed the game: %+v → %+v", before, after)
	}
	newest := r.lastBoard(group)
	user := mentioned(newest)
	for _, d := range oldData {
		a := r.press(group, first.ID, user, d)
		if !a.ShowAlert || !strings.Contains(a.Text, "old board") {
			t.Errorf("old button %q after the restart answered %q, want stale", d, a.Text)
		}
	}
	if after := recordOf(r.mustGame(k)); !after.equal(before) {
		t.Fatalf("old buttons changed the game: %+v → %+v", before, after)
	}
	if pressed := p.act(group, k); pressed != newest.ID {
		t.Errorf("played on board %d, the newest is %d", pressed, newest.ID)
	}
	if got := len(r.mustGame(k).Log); got != len(before.log)+1 {
		t.Errorf("log has %d entries after one action, want %d", got, len(before.log)+1)
	}
	if r.lastBoard(group).ID == newest.ID {
		t.Errorf("no new board after the restart")
	}
}
