package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/ai"
)

// TestGroupRefusingTheBot: when a group refuses the bot's messages (the
// bot kicked, or not allowed to write), a move is stored once and its
// board owed; the mover learns privately, once, why nothing shows, and
// the log says it once; when the group lets the bot write again, the owed
// board goes out.
func TestGroupRefusingTheBot(t *testing.T) {
	for _, desc := range []string{
		"Forbidden: CHAT_WRITE_FORBIDDEN",
		"Forbidden: bot was kicked from the group chat",
	} {
		t.Run(desc, func(t *testing.T) {
			r := newRig(t, rigOpts{})
			k := key(group)
			board := r.newGame(group, k)
			p := newPlayer(r, ai.Easy, 7)
			before := len(r.mustGame(k).Log)
			mover, target := p.aimMove(group, k, board)
			r.srv.RefuseChat(group, 403, desc)
			p.pressOK(group, board.ID, mover, target)
			r.say(group, bob, "/board")
			g := r.mustGame(k)
			if len(g.Log) != before+1 || !g.BoardOwed {
				t.Fatalf("the log went from %d to %d entries (owed %v), want one more, owed", before, len(g.Log), g.BoardOwed)
			}
			notes := 0
			for _, user := range []int64{alice, bob} {
				for _, m := range r.srv.Messages(user) {
					if strings.Contains(m.Text, "I cannot post in that group") {
						notes++
						if user != mover {
							t.Errorf("user %d told, want the mover %d", user, mover)
						}
					}
				}
			}
			if notes != 1 {
				t.Errorf("%d private notes of the refusal, want 1", notes)
			}
			if n := strings.Count(r.logs.String(), "refuses the bot's messages"); n != 1 {
				t.Errorf("the refusal logged %d times, want once", n)
			}
			r.srv.AllowChat(group)
			resendOwedBoard(t, r, k, mover)
		})
	}
}
