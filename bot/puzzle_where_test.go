package bot

import (
	"strings"
	"testing"
)

// TestPuzzleWhereByPlatform: /puzzle N in a group's own chat is refused
// with where a puzzle is played. On Telegram: a private chat with the bot
// (its link) or a topic. On Discord it offered the same Telegram words
// and link ("the bot's private chat", a t.me address with a bot name),
// which no Discord user can open: now a direct message or a thread, in
// English and Russian.
func TestPuzzleWhereByPlatform(t *testing.T) {
	for _, tc := range []struct {
		name, lang string
		chat       Chat
		want, not  string
	}{
		{"telegram", "en", Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100"}, "in a private chat with me (https://t.me/jackalbot?start=puzzle) or in a topic", "thread"},
		{"discord", "en", Chat{Key: "dc:500", Platform: PlatformDiscord, ID: "500"}, "in a direct message to me or in a thread of this channel", "t.me"},
		{"discord ru", "ru", Chat{Key: "dc:501", Platform: PlatformDiscord, ID: "501"}, "в личных сообщениях мне или в ветке этого канала", "t.me"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.rebot(Config{BotName: "jackalbot"})
			f.chat = tc.chat
			f.cmd(user("1"), "settings", "lang "+tc.lang)
			f.cmd(user("1"), "puzzle", "2")
			a := f.out.lastAnswer()
			if !strings.Contains(a, tc.want) || strings.Contains(a, tc.not) || strings.Contains(a, "the bot's private chat") {
				t.Errorf("/puzzle 2 in a group answered %q, want %q", a, tc.want)
			}
			if _, err := f.b.loadGame(tc.chat.Key); !isNotFound(err) {
				t.Errorf("a puzzle was dealt in the group's chat: %v", err)
			}
		})
	}
}
