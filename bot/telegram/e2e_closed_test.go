package telegram_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/ai"
)

// aimMove has p pick, on board in chat, the piece of its next move in the
// game under key (when the move has one to pick), and is the mover and
// the data of the move's own button, not yet pressed.
func (p *player) aimMove(chat int64, key string, board telegramtest.Message) (int64, string) {
	r := p.r
	r.t.Helper()
	mover := mentioned(board)
	a := p.choose(r.mustGame(key))
	if piece, ok := findData(board, pieceKey(a), "p"); ok {
		p.pressOK(chat, board.ID, mover, piece)
	}
	target, ok := findData(r.message(chat, board.ID), a.String(), "a")
	if !ok {
		r.t.Fatalf("no button for %s: %v", a, buttonData(r.message(chat, board.ID)))
	}
	return mover, target
}

// TestClosedGroupLoggedOnce: a group that refuses the bot (kicked, or
// not allowed to send messages) keeps its board owed, and the checks a
// minute apart neither warn of it each time nor try it each minute: one
// warning of the board not sent, one of the refusal, tries after 1, 2, 4,
// … minutes. Once the group lets the bot write again, the owed board goes
// out with the next try.
func TestClosedGroupLoggedOnce(t *testing.T) {
	for _, tc := range []struct {
		code int
		desc string
	}{
		{403, "Forbidden: bot was kicked from the group chat"},
		{400, "Bad Request: not enough rights to send text messages to the chat"},
	} {
		t.Run(tc.desc, func(t *testing.T) {
			r := newRig(t, rigOpts{})
			k := key(group)
			board := r.newGame(group, k)
			p := newPlayer(r, ai.Easy, 7)
			mover, target := p.aimMove(group, k, board)
			r.srv.RefuseChat(group, tc.code, tc.desc)
			p.pressOK(group, board.ID, mover, target)
			if !r.mustGame(k).BoardOwed {
				t.Fatalf("the move's board was refused, yet not owed")
			}
			for range 60 { // an hour of checks, a minute apart
				r.clock.advance(time.Minute)
				r.core.ResendOwed(context.Background())
			}
			logs := r.logs.String()
			if n := strings.Count(logs, `level=WARN msg="send board"`); n != 1 {
				t.Errorf("the board not sent warned of %d times, want once", n)
			}
			if n := strings.Count(logs, "refuses the bot's messages"); n != 1 {
				t.Errorf("the refusal warned of %d times, want once", n)
			}
			// after 1, 2, 4, 8, 16 and 32 minutes
			if n := strings.Count(logs, "sending an owed board"); n != 6 {
				t.Errorf("the owed board tried %d times in an hour, want 6", n)
			}
			r.srv.AllowChat(group)
			r.clock.advance(time.Hour)
			resendOwedBoard(t, r, k, mover)
		})
	}
}
