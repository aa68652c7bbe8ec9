package discord

import (
	"context"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestFilesHintInTheBoardsLanguage: the hint under a text board (the bot
// may not attach files) speaks the board's language (bot.Board.Lang),
// whatever the caption's letters: an English game whose caption is
// mostly a Russian player's name gets the English hint, a Russian game
// whose caption is mostly Latin names the Russian one, and a board that
// names no language the English one.
func TestFilesHintInTheBoardsLanguage(t *testing.T) {
	t.Parallel()
	const (
		en = "give me the Attach Files permission here"
		ru = "дайте мне здесь право «Прикреплять файлы»"
	)
	e := start(t, guild)
	for i, tc := range []struct {
		name, caption, lang, want, not string
	}{
		{"Russian name in an English game", "Ход: Александра Владимировна Петрова-Водкина", "en", en, ru},
		{"Latin names in a Russian game", "Ход: Alexandra Vladimirovna Petrova-Vodkina", "ru", ru, en},
		{"no language said", "Ход: Александра Владимировна Петрова-Водкина", "", en, ru},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// a channel of its own: the hint comes under its first text board
			ch := "70" + string(rune('1'+i))
			e.fake.SetChannel(ch, guild, "table-"+ch, false)
			e.fake.SetAppPermissions(ch, discordtest.PermAll&^discordtest.PermAttachFiles)
			b := bot.Board{PNG: png(tc.name), Caption: tc.caption, Alt: "~ #", Lang: tc.lang}
			ref, err := e.a.Outbox().SendBoard(context.Background(), bot.Chat{ID: ch, Key: "dc:" + ch}, b)
			if err != nil {
				t.Fatalf("SendBoard: %v", err)
			}
			m, ok := e.fake.Message(ch, ref.MessageID)
			if !ok || len(m.Attachments) != 0 || !strings.Contains(m.Content, tc.want) || strings.Contains(m.Content, tc.not) {
				t.Errorf("the text board = %q (found %v, %d attachments), want the hint %q", m.Content, ok, len(m.Attachments), tc.want)
			}
		})
	}
}
