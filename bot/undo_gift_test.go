package bot

import (
	"slices"
	"testing"
)

// TestUndoTakesBackTheGiftWindow: a move that may be followed by a gift
// (classic rules 4) and the pass that ends the turn are one turn: undo
// takes both back, not the pass alone (which left the move for good).
func TestUndoTakesBackTheGiftWindow(t *testing.T) {
	snap := scenarioSnapshot(t, "give-bottle-after-action-pass.yaml")
	f := newFixture(t)
	f.chat = Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}
	f.cmd(user("1"), "new", "duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	f.fromSnapshot(snap)
	f.cmd(user("1"), "move", "W1 e5")
	f.cmd(user("1"), "move", "pass")
	if log := f.game().Log; !slices.Equal(log, []string{"W1 e5", "pass"}) {
		t.Fatalf("the turn: log %q (answers %q)", log, f.out.answers)
	}
	f.cmd(user("1"), "undo", "")
	if log := f.game().Log; len(log) != 0 {
		t.Fatalf("undo left %q (answers %q)", log, f.out.answers)
	}
}
