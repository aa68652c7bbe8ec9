package telegram

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// editingCore answers every press by replacing the pressed message's
// buttons with rows, as the core does for a selection, and records the
// requests.
type editingCore struct {
	rows [][]bot.Button
	got  []bot.Request
}

func (c *editingCore) Handle(ctx context.Context, req bot.Request, out bot.Outbox) {
	c.got = append(c.got, req)
	_ = out.EditButtons(ctx, req.Message, c.rows)
}

func (c *editingCore) Complete(context.Context, bot.Request, int) []string { return nil }

func (c *editingCore) Unseen(context.Context, bot.Request) bool { return false }

// TestPageButtonsPressAgain: a page button, under a chat message or an
// inline one, makes its keyboard's press again (the core sees that
// press's data) and the edit shows the page asked for.
func TestPageButtonsPressAgain(t *testing.T) {
	const press = "ab12/5:p:i2cw"
	rows := coreRows(43, func(i int) string { return fmt.Sprintf("2 ↻ WWRRW, rum 3,%d", i) })
	tests := []struct {
		name   string
		inline string // the inline message pressed; "" a chat message
		data   string
		page   string // the page the edit shows
	}{
		{"the selection", "", press, "1/5"},
		{"page 3", "", pageData(3, press), "3/5"},
		{"a page past the last", "", pageData(9, press), "5/5"},
		{"page 2 of an inline message", "inl9", pageData(2, press), "2/5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, srv := newClient(t, func(cfg *Config) { cfg.CaptionParseMode = tgbotapi.ModeHTML })
			core := &editingCore{rows: rows}
			a, err := NewAdapter(c, core, AdapterOptions{})
			if err != nil {
				t.Fatalf("NewAdapter: %v", err)
			}
			u := pressUpdate("cb1", alice, group, 7, tt.data)
			if tt.inline != "" {
				u.CallbackQuery.Message, u.CallbackQuery.InlineMessageID = nil, tt.inline
			}
			a.Handle(testContext(t), u)
			if len(core.got) != 1 || core.got[0].Button != press {
				t.Fatalf("the core got %+v, want the press %q", core.got, press)
			}
			edits := srv.Requests("editMessageReplyMarkup")
			if len(edits) != 1 {
				t.Fatalf("%d edits of the buttons, want 1", len(edits))
			}
			var kb tgbotapi.InlineKeyboardMarkup
			if err := json.Unmarshal([]byte(edits[0].Params["reply_markup"]), &kb); err != nil {
				t.Fatalf("keyboard: %v", err)
			}
			if n := len(kb.InlineKeyboard); n > maxRows || n < 3 {
				t.Fatalf("a keyboard of %d rows", n)
			}
			if nav := kb.InlineKeyboard[len(kb.InlineKeyboard)-2]; len(nav) != 3 || nav[1].Text != tt.page {
				t.Errorf("page row %+v, want page %s", nav, tt.page)
			}
		})
	}
}
