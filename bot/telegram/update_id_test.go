package telegram

import (
	"log/slog"
	"path/filepath"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/storage"
)

// TestTwoBotsShareAStore: Telegram numbers updates per bot, so two bots
// (two tokens) on one store may each get an update 5. The second bot's
// is no repeat of the first's: it is served, and its own delivery again
// is still dropped.
func TestTwoBotsShareAStore(t *testing.T) {
	c, srv := newClient(t, func(cfg *Config) { cfg.CaptionParseMode = tgbotapi.ModeHTML })
	st, err := storage.Open(filepath.Join(t.TempDir(), "jackal.db"), storage.Options{})
	if err != nil {
		t.Fatalf("storage.Open: %v", err)
	}
	t.Cleanup(func() { _ = st.Close() })
	core, err := bot.New(bot.Config{Store: st, BotName: telegramtest.BotUsername, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatalf("bot.New: %v", err)
	}
	var adapters []*Adapter
	for range 2 {
		a, err := NewAdapter(c, core, AdapterOptions{})
		if err != nil {
			t.Fatalf("NewAdapter: %v", err)
		}
		adapters = append(adapters, a)
	}
	// the second bot: another token, whose getMe answers another id
	adapters[1].botID = telegramtest.BotID + 1
	help := func(id int) tgbotapi.Update {
		return tgbotapi.Update{UpdateID: id, Message: &tgbotapi.Message{MessageID: id, Text: "/help",
			From: &tgbotapi.User{ID: alice, FirstName: "Alice"}, Chat: &tgbotapi.Chat{ID: alice, Type: "private"}}}
	}
	steps := []struct {
		name    string
		adapter int
		update  int
		want    int // the bot's messages in the private chat after it
	}{
		{"the first bot's update 5", 0, 5, 1},
		{"the second bot's update 5", 1, 5, 2},
		{"the second bot's update 5 again", 1, 5, 2},
		{"the first bot's update 5 again", 0, 5, 2},
	}
	for _, s := range steps {
		adapters[s.adapter].Handle(testContext(t), help(s.update))
		if got := len(srv.Messages(alice)); got != s.want {
			t.Fatalf("%s: %d messages, want %d", s.name, got, s.want)
		}
	}
	if got, want := adapters[1].updateID(help(5)), "tg:123457:5"; got != want {
		t.Errorf("update id %q, want %q", got, want)
	}
}
