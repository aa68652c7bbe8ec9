package telegram_test

import (
	"testing"
)

// TestBoardDeletedPostedAnew: an admin deletes the game's board; a press
// of one of its step buttons (Telegram: "message to edit not found") has
// the group get a new board with its buttons, and a further step pressed
// on that board edits it in place.
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
	var again string
	for _, d := range buttonData(fresh) {
		if _, ok := pickArg(d, "i"); ok {
			again = d
			break
		}
	}
	if again == "" {
		t.Fatalf("the new board has no island buttons: %v", buttonData(fresh))
	}
	before := len(r.srv.Requests(""))
	r.press(group, fresh.ID, user, again)
	stepEdit(t, r, before, fresh.ID)
	if got := r.lastBoard(group); got.ID != fresh.ID {
		t.Errorf("a step on the new board posted board %d", got.ID)
	}
	backData(t, r.message(group, fresh.ID)) // the step is shown, with its way back
}
