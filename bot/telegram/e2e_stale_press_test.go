package telegram_test

import (
	"strings"
	"testing"
)

// queryTooOld is Telegram's refusal to answer a press after its time
// (about 15 seconds: a backlog after downtime).
const queryTooOld = "Bad Request: query is too old and response timeout expired or query ID is invalid"

// TestPressTooOldToAnswer: a press Telegram no longer lets the bot answer
// is logged as information, not as a warning; a refusal the alert would
// have shown goes to the user's private chat instead of being lost.
func TestPressTooOldToAnswer(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	board := r.newGame(group, k)
	d := buttonData(board)[0]
	private := len(r.srv.Messages(bob))
	r.srv.Refuse("answerCallbackQuery", 400, queryTooOld)
	for _, user := range []int64{alice, bob} { // alice to act: a piece chosen; bob refused
		n := r.core.served()
		r.srv.Press(group, board.ID, user, d)
		r.core.waitServed(t, n+1)
	}
	r.srv.Allow("answerCallbackQuery")
	msgs := r.srv.Messages(bob)
	if len(msgs) != private+1 || strings.TrimSpace(msgs[len(msgs)-1].Text) == "" {
		t.Errorf("bob's private chat got %d messages, want the refusal once: %+v", len(msgs)-private, msgs[private:])
	}
	logs := r.logs.String()
	if strings.Contains(logs, "level=WARN") || !strings.Contains(logs, "button press too old to answer") {
		t.Errorf("the log of presses too old to answer:\n%s", logs)
	}
}
