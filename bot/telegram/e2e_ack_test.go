package telegram_test

import (
	"testing"
)

// TestPressAnsweredBeforeTheBoard checks that a move's press is answered
// (the spinner on the button stops) before its new board is uploaded, not
// after all the work.
func TestPressAnsweredBeforeTheBoard(t *testing.T) {
	r := newRig(t, rigOpts{})
	const chat = int64(-1002100)
	r.newGame(chat, key(chat))
	board, user, targets := shipTargets(t, r, chat)
	photos := len(r.srv.Requests("sendPhoto"))
	a := r.press(chat, board.ID, user, targets[0])
	if a.ShowAlert {
		t.Fatalf("the move was refused: %q", a.Text)
	}
	r.wait("the new board", func() bool { return len(r.srv.Requests("sendPhoto")) > photos })
	var answered, sent int64
	for _, q := range r.srv.Requests("answerCallbackQuery") {
		if q.Params["callback_query_id"] == a.ID {
			answered = q.Time.UnixNano()
		}
	}
	sent = r.srv.Requests("sendPhoto")[photos].Time.UnixNano()
	if answered == 0 {
		t.Fatalf("the press %s was never answered", a.ID)
	}
	if answered > sent {
		t.Fatalf("the press was answered %v after the new board was sent", float64(answered-sent)/1e6)
	}
}
