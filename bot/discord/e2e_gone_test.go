package discord_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestE2EBoardDeletedPostedAnew: an admin deleted the game's board, so
// Discord answers the edit of a step pressed on it 10008 Unknown
// Message; the table then gets a new board at the step pressed (the
// island's directions, not the islands again), and a further step
// pressed on that board (Back) edits it in place.
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
	// posted at the step pressed: its Back leads to the islands, in place
	if _, ok := islandOf(fresh); ok {
		t.Fatalf("the new board shows the islands again, not the step pressed: %v", datas(controls(fresh)))
	}
	stepEdit(t, r, r.press(user, fresh.ID, backOf(t, fresh)))
	if got := r.lastBoard(); got.ID != fresh.ID {
		t.Errorf("a step on the new board posted board %s", got.ID)
	}
	if _, ok := islandOf(r.message(fresh.ID)); !ok {
		t.Errorf("Back on the new board shows no islands: %v", datas(controls(r.message(fresh.ID))))
	}
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
