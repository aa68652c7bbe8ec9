package telegram

import (
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// TestTextBoardHintInTheBoardsLanguage: the hint under a text board (the
// group refuses photos) speaks the board's language (bot.Board.Lang),
// whatever the caption's letters: an English game whose caption is
// mostly a Russian player's name gets the English hint, a Russian game
// whose caption is mostly Latin names the Russian one, and a board that
// names no language the English one.
func TestTextBoardHintInTheBoardsLanguage(t *testing.T) {
	const (
		en = "let me send photos in this group"
		ru = "разрешите мне отправлять фото в этой группе"
	)
	for _, tc := range []struct {
		name, caption, lang, want, not string
	}{
		{"Russian name in an English game", "Ход: Александра Владимировна Петрова-Водкина", "en", en, ru},
		{"Latin names in a Russian game", "Ход: Alexandra Vladimirovna Petrova-Vodkina", "ru", ru, en},
		{"no language said", "Ход: Александра Владимировна Петрова-Водкина", "", en, ru},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, srv := newClient(t, func(cfg *Config) { cfg.CaptionParseMode = tgbotapi.ModeHTML })
			a, err := NewAdapter(c, &stepCore{}, AdapterOptions{})
			if err != nil {
				t.Fatalf("NewAdapter: %v", err)
			}
			srv.Refuse("sendPhoto", 400, "Bad Request: not enough rights to send photos to the chat")
			b := bot.Board{PNG: tinyPNG(t), Caption: tc.caption, Alt: "~ #", Lang: tc.lang}
			if _, err := a.Outbox().SendBoard(testContext(t), bot.Chat{ID: strconv.FormatInt(group, 10)}, b); err != nil {
				t.Fatalf("SendBoard: %v", err)
			}
			msgs := srv.Messages(group)
			if len(msgs) != 1 {
				t.Fatalf("%d messages, want the text board", len(msgs))
			}
			if text := msgs[0].Text; !strings.Contains(text, tc.want) || strings.Contains(text, tc.not) {
				t.Errorf("the text board = %q, want the hint %q", text, tc.want)
			}
		})
	}
}
