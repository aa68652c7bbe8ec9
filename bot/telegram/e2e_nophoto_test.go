package telegram_test

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/ai"
)

// photoRights is Telegram's refusal of a picture in a group whose admins
// took the bot's right to send photos.
const photoRights = "Bad Request: not enough rights to send photos to the chat"

// photoHint is a fragment of the hint under the first text board.
const photoHint = "let me send photos in this group"

// TestBoardAsTextWhenPhotosRefused: where Telegram refuses the bot's
// pictures (no right to send photos, a picture too large), each move is
// stored once and its board goes as text (the caption with the player to
// act, the text board, the buttons), the first with a hint to allow
// photos; its buttons play on, and once photos are allowed the next board
// is a picture again.
func TestBoardAsTextWhenPhotosRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		code int
		desc string
		hint bool
	}{
		{"no right to send photos", 400, photoRights, true},
		{"picture too large", 400, "Bad Request: PHOTO_INVALID_DIMENSIONS", false},
		{"request too large", 413, "Request Entity Too Large", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, rigOpts{})
			k := key(group)
			board := r.newGame(group, k)
			p := newPlayer(r, ai.Easy, 7)
			r.srv.Refuse("sendPhoto", tc.code, tc.desc)
			for i := range 2 {
				before := len(r.mustGame(k).Log)
				actOn(p, group, k, board)
				g := r.mustGame(k)
				if len(g.Log) != before+1 || g.BoardOwed {
					t.Fatalf("move %d: the log went from %d to %d entries (owed %v), want one more, shown",
						i, before, len(g.Log), g.BoardOwed)
				}
				text, _ := r.srv.LastMessage(group)
				hinted := strings.Contains(text.Text, photoHint)
				if text.Photo != nil || !strings.Contains(text.Text, "<pre>") || len(buttonData(text)) == 0 ||
					!strings.Contains(text.Text, "tg://user?id=") || hinted != (tc.hint && i == 0) {
					t.Fatalf("move %d: the board went as %+v, want a text board with buttons, the player pinged, hint %v",
						i, text, tc.hint && i == 0)
				}
				board = text
			}
			r.srv.Allow("sendPhoto")
			actOn(p, group, k, board)
			if last, _ := r.srv.LastMessage(group); last.Photo == nil || strings.Contains(last.Caption, photoHint) {
				t.Errorf("with photos allowed the board went as %+v, want a picture", last)
			}
		})
	}
}

// TestTextBoardHintInRussian: a Russian game's text board asks for
// photos in Russian.
func TestTextBoardHintInRussian(t *testing.T) {
	r := newRig(t, rigOpts{})
	k := key(group)
	r.newGame(group, k)
	r.srv.Refuse("sendPhoto", 400, photoRights)
	r.say(group, alice, "/settings lang ru")
	r.say(group, alice, "/board")
	last, _ := r.srv.LastMessage(group)
	if last.Photo != nil || !strings.Contains(last.Text, "разрешите мне отправлять фото") {
		t.Errorf("a Russian text board = %+v, want the hint in Russian", last)
	}
}

// actOn plays, as the user the board message m mentions, the action the
// player's agent chooses, pressing m's buttons (a piece, then its target).
func actOn(p *player, chat int64, key string, m telegramtest.Message) {
	r := p.r
	r.t.Helper()
	user := mentionedIn(m)
	a := p.choose(r.mustGame(key))
	data, ok := findData(m, a.String(), "a")
	if piece, found := findData(m, pieceKey(a), "p"); !ok && found {
		p.pressOK(chat, m.ID, user, piece)
		data, ok = findData(r.message(chat, m.ID), a.String(), "a")
	}
	if !ok {
		r.t.Fatalf("no button for %s under %q: %v", a, m.Text+m.Caption, buttonData(r.message(chat, m.ID)))
	}
	p.pressOK(chat, m.ID, user, data)
}

// mentionedIn is the user a board message (a picture or a text board)
// mentions; 0 if none.
func mentionedIn(m telegramtest.Message) int64 {
	if id := mentioned(m); id != 0 {
		return id
	}
	m.Caption = m.Text
	return mentioned(m)
}
