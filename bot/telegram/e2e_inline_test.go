package telegram_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// TestInlineGame: an inline query gets the one result; pressing it opens a
// lobby in the inline message, and the game is then played in that one
// message, edited in place. Pictures go through the cache chat, or through
// the presser's private chat when there is none.
func TestInlineGame(t *testing.T) {
	tests := []struct {
		name  string
		cache int64
	}{
		{"cache chat", cacheHub},
		{"private uploads", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRig(t, rigOpts{cacheChat: tt.cache})
			id := openInline(t, r)
			k := telegram.InlineKeyPrefix + id
			lobby, _ := r.srv.InlineMessage(id)
			if !strings.Contains(lobby.Caption, "A new game of Jackal") || !hasData(lobby, "0:j:black") {
				t.Fatalf("the inline message shows no lobby: %q %v", lobby.Caption, buttonData(lobby))
			}
			r.pressInline(id, bob, "0:j:black")
			if a := r.pressInline(id, alice, "0:s"); !strings.Contains(a.Text, "begins") || a.ShowAlert {
				// a toast: the game's start is no alert to be closed
				t.Errorf("the start press answered %q (alert %v)", a.Text, a.ShowAlert)
			}
			board, _ := r.srv.InlineMessage(id)
			if _, ok := findData(board, "", "p", "a"); !ok || mentioned(board) == 0 {
				t.Fatalf("the inline message shows no board: %q", board.Caption)
			}
			before := len(r.mustGame(k).Log)
			playInline(t, r, id)
			after, _ := r.srv.InlineMessage(id)
			if got := len(r.mustGame(k).Log); got != before+1 {
				t.Errorf("log grew from %d to %d after one action", before, got)
			}
			if after.FileID == board.FileID || after.Caption == board.Caption || after.Edits <= board.Edits {
				t.Errorf("the inline board was not edited in place: %q", after.Caption)
			}
			for _, chat := range []int64{group, alice, bob} {
				if msgs := r.srv.Messages(chat); len(msgs) > 0 {
					t.Errorf("an inline game left %d messages in chat %d", len(msgs), chat)
				}
			}
			if tt.cache == 0 && len(r.srv.Requests("sendPhoto")) == 0 {
				t.Errorf("no picture was uploaded privately")
			}
			checkOneAnswerEach(t, r)
			remindBlocked(t, r, k)
		})
	}
}

// openInline asks alice's inline query, sends its result and presses its
// button; it returns the inline message id.
func openInline(t *testing.T, r *rig) string {
	t.Helper()
	qid := r.srv.InlineQuery(alice, "")
	var ans telegramtest.InlineAnswer
	r.wait("the inline answer", func() bool { ans, _ = r.srv.InlineAnswer(qid); return ans.Answered })
	if len(ans.Results) != 1 {
		t.Fatalf("%d inline results, want 1", len(ans.Results))
	}
	res := ans.Results[0]
	if res["type"] != "photo" || res["photo_file_id"] == "" || res["caption"] != "A new Jackal game here" {
		t.Fatalf("inline result %v", res)
	}
	id := r.srv.ChooseInline(alice, telegram.InlineResultID, "")
	msg, _ := r.srv.InlineMessage(id)
	if !hasData(msg, telegram.OpenData) {
		t.Fatalf("the inline message has no open button: %v", buttonData(msg))
	}
	if a := r.pressInline(id, alice, telegram.OpenData); a.ShowAlert {
		t.Fatalf("opening the game answered %q", a.Text)
	}
	return id
}

// playInline plays one action on an inline board: the first piece, then its
// first target.
func playInline(t *testing.T, r *rig, id string) {
	t.Helper()
	board, _ := r.srv.InlineMessage(id)
	user := mentioned(board)
	if d, ok := findData(board, "", "p"); ok {
		r.pressInline(id, user, d)
		board, _ = r.srv.InlineMessage(id)
	}
	d, ok := findData(board, "", "a")
	if !ok {
		t.Fatalf("no target on the inline board: %v", buttonData(board))
	}
	if a := r.pressInline(id, user, d); a.ShowAlert {
		t.Fatalf("press %q refused: %q", d, a.Text)
	}
}

// remindBlocked: a reminder for an inline game goes privately; to a player
// who blocked the bot it fails cleanly, is logged, and the game's log stays.
func remindBlocked(t *testing.T, r *rig, k string) {
	t.Helper()
	g := r.mustGame(k)
	r.srv.Block(mentioned(r.inlineBoard(strings.TrimPrefix(k, telegram.InlineKeyPrefix))))
	r.clock.advance(13 * time.Hour)
	if n := r.core.RemindOnce(context.Background()); n != 1 {
		t.Errorf("RemindOnce sent %d reminders, want 1", n)
	}
	if !strings.Contains(r.logs.String(), "cannot write to that user privately") {
		t.Errorf("the failed reminder was not logged")
	}
	if after := r.mustGame(k); len(after.Log) != len(g.Log) {
		t.Errorf("the reminder changed the game's log")
	}
}

// inlineBoard is an inline message as it is now.
func (r *rig) inlineBoard(id string) telegramtest.Message {
	m, ok := r.srv.InlineMessage(id)
	if !ok {
		r.t.Fatalf("no inline message %q", id)
	}
	return m
}
