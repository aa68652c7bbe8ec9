package telegram_test

import (
	"context"
	"testing"
)

// resendOwedBoard has the bot send the group's one owed board, of the
// game under key k, and fails unless it went out, the game owes no board
// after, and the board sent mentions a player other than mover.
func resendOwedBoard(t *testing.T, r *rig, k string, mover int64) {
	t.Helper()
	if n := r.core.ResendOwed(context.Background()); n != 1 {
		t.Fatalf("%d owed boards sent, want 1", n)
	}
	if g := r.mustGame(k); g.BoardOwed {
		t.Errorf("the group lets the bot write again, yet its board is still owed")
	}
	if last := r.lastBoard(group); mentioned(last) == mover || mentioned(last) == 0 {
		t.Errorf("the owed board mentions %d, want the next player", mentioned(last))
	}
}
