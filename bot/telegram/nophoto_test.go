package telegram

import (
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// TestEditBoardWherePhotosRefused: a board edited in place where Telegram
// refuses pictures stays what it is: a text board gets its text replaced
// (the text board under the caption), a picture keeps its picture under
// the new caption and buttons.
func TestEditBoardWherePhotosRefused(t *testing.T) {
	const rights = "Bad Request: not enough rights to send photos to the chat"
	for _, posted := range []string{"text", "picture"} {
		t.Run(posted, func(t *testing.T) {
			c, srv := newClient(t, func(cfg *Config) { cfg.CaptionParseMode = tgbotapi.ModeHTML })
			a, err := NewAdapter(c, &stepCore{}, AdapterOptions{})
			if err != nil {
				t.Fatalf("NewAdapter: %v", err)
			}
			if posted == "text" {
				srv.Refuse("sendPhoto", 400, rights)
			}
			board := func(words string) bot.Board {
				return bot.Board{PNG: tinyPNG(t), Caption: words, Alt: "~ # " + words,
					Buttons: [][]bot.Button{{{Label: "W1", Data: "ab12/5:p:W1"}}}}
			}
			out := a.Outbox()
			ref, err := out.SendBoard(testContext(t), bot.Chat{ID: strconv.FormatInt(group, 10)}, board("Red to move."))
			if err != nil {
				t.Fatalf("SendBoard: %v", err)
			}
			srv.Refuse("sendPhoto", 400, rights)
			srv.Refuse("editMessageMedia", 400, rights)
			if err := out.EditBoard(testContext(t), ref, board("Blue to move.")); err != nil {
				t.Fatalf("EditBoard: %v", err)
			}
			msgs := srv.Messages(group)
			if len(msgs) != 1 {
				t.Fatalf("%d messages, want the board edited in place", len(msgs))
			}
			m := msgs[0]
			switch posted {
			case "text":
				if m.Photo != nil || !strings.Contains(m.Text, "Blue to move.") || !strings.Contains(m.Text, "<pre>~ # Blue to move.</pre>") {
					t.Errorf("the text board edited to %q, want the new caption and text board", m.Text)
				}
			case "picture":
				if m.Photo == nil || !strings.Contains(m.Caption, "Blue to move.") {
					t.Errorf("the picture edited to %+v, want it under the new caption", m)
				}
			}
			if m.Keyboard == nil || len(m.Keyboard.InlineKeyboard) != 1 {
				t.Errorf("the edited board lost its buttons: %+v", m.Keyboard)
			}
		})
	}
}
