package discord_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestE2EBoardDeletedPostedAnew: an admin deleted the game's board, so
// Discord answers the edit of a step pressed on it 10008 Unknown
// Message; the table then gets a new board with its buttons, and a
// further step pressed on that board edits it in place.
func TestE2EBoardDeletedPostedAnew(t *testing.T) {
	t.Parallel()
	r := newRig(t, 5)
	board, user := startArchipirata(t, r)
	island, ok := islandOf(board)
	if !ok {
		t.Fatalf("no island to pick: %v", datas(controls(board)))
	}
	r.fake.FailNext("PATCH", "", http.StatusNotFound, discordtest.CodeUnknownMessage, 0)
	r.press(user, board.ID, island)
	fresh := r.lastBoard()
	if fresh.ID == board.ID || len(fresh.Attachments) != 1 {
		t.Fatalf("no new board after the deleted one (last board %s, was %s)", fresh.ID, board.ID)
	}
	again, ok := islandOf(fresh)
	if !ok {
		t.Fatalf("the new board has no island buttons: %v", datas(controls(fresh)))
	}
	stepEdit(t, r, r.press(user, fresh.ID, again))
	if got := r.lastBoard(); got.ID != fresh.ID {
		t.Errorf("a step on the new board posted board %s", got.ID)
	}
	backOf(t, r.message(fresh.ID)) // the step is shown, with its way back
}

// islandOf is the first island button (a step: VerbPick "i…") of m.
func islandOf(m discordtest.Message) (control, bool) {
	for _, c := range controls(m) {
		if c.verb() == "p" && strings.HasPrefix(c.arg(), "i") {
			return c, true
		}
	}
	return control{}, false
}
