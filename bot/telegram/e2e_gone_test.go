package telegram_test

import (
	"strings"
	"testing"
)

// TestBoardDeletedPostedAnew: an admin deletes the game's board; a press
// of one of its step buttons (Telegram: "message to edit not found") has
// the group get a new board at that step (the island's question and
// directions), and a further step pressed on that board (Back) edits it
// in place.
func TestBoardDeletedPostedAnew(t *testing.T) {
	r := newRig(t, rigOpts{})
	board, user := startArchipirata(t, r)
	island := ""
	for _, d := range buttonData(board) {
		if _, ok := pickArg(d, "i"); ok {
			island = d
			break
		}
	}
	if island == "" {
		t.Fatalf("no island to pick: %v", buttonData(board))
	}
	if !r.srv.DeleteByAdmin(group, board.ID) {
		t.Fatal("the board was not there to delete")
	}
	if a := r.press(group, board.ID, user, island); a.ShowAlert {
		t.Errorf("the press was answered with an alert: %q", a.Text)
	}
	fresh := r.lastBoard(group)
	if fresh.ID == board.ID || fresh.Photo == nil {
		t.Fatalf("no new board after the deleted one: %+v", fresh)
	}
	arg, _ := pickArg(island, "i")
	if q := "Island " + arg + ": which way?"; !strings.Contains(fresh.Caption, q) {
		t.Errorf("the new board does not ask the step pressed, %q:\n%s", q, fresh.Caption)
	}
	before := len(r.srv.Requests(""))
	r.press(group, fresh.ID, user, backData(t, fresh))
	stepEdit(t, r, before, fresh.ID)
	if got := r.lastBoard(group); got.ID != fresh.ID {
		t.Errorf("a step on the new board posted board %d", got.ID)
	}
	again := false
	for _, d := range buttonData(r.message(group, fresh.ID)) {
		_, ok := pickArg(d, "i")
		again = again || ok
	}
	if !again {
		t.Errorf("Back on the new board shows no islands: %v", buttonData(r.message(group, fresh.ID)))
	}
}
