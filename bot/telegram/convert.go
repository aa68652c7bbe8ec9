package telegram

import (
	"fmt"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"strconv"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// keyboardOf turns the core's buttons into an inline keyboard; no buttons
// give nil (no keyboard). A row whose labels a phone would cut is split
// into rows where they show whole, and a keyboard too tall for a phone is
// packed tighter (phoneLayout).
func keyboardOf(rows [][]bot.Button) *tgbotapi.InlineKeyboardMarkup {
	body, footer := phoneLayout(rows)
	return markupOf(append(body, footer...))
}

// markupOf makes the inline keyboard of rows laid out for a phone; no
// buttons give nil (no keyboard). A button with a URL is a link button (a
// deep link into the private chat), which sends no callback data.
// Telegram has no red buttons: a deadly button is marked by its label.
func markupOf(rows [][]bot.Button) *tgbotapi.InlineKeyboardMarkup {
	var kb [][]tgbotapi.InlineKeyboardButton
	for _, row := range rows {
		var out []tgbotapi.InlineKeyboardButton
		for _, b := range row {
			if b.URL != "" {
				out = append(out, tgbotapi.NewInlineKeyboardButtonURL(b.Label, b.URL))
				continue
			}
			out = append(out, tgbotapi.NewInlineKeyboardButtonData(b.Label, b.Data))
		}
		if len(out) > 0 {
			kb = append(kb, out)
		}
	}
	if len(kb) == 0 {
		return nil
	}
	return &tgbotapi.InlineKeyboardMarkup{InlineKeyboard: kb}
}

// parseChatID reads a chat id the core got from the adapter.
func parseChatID(id string) (int64, error) {
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil || n == 0 {
		return 0, fmt.Errorf("%w: chat %q", ErrBadChatID, id)
	}
	return n, nil
}

// parseThread reads a forum topic id; "" is none.
func parseThread(id string) (int, error) {
	if id == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(id)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%w: thread %q", ErrBadChatID, id)
	}
	return n, nil
}

// refOf turns the core's message reference into the client's.
func refOf(r bot.MessageRef) (tgapi.MessageRef, error) {
	if r.InlineID != "" {
		return tgapi.InlineMessage(r.InlineID), nil
	}
	chat, err := parseChatID(r.ChatID)
	if err != nil {
		return tgapi.MessageRef{}, err
	}
	id, err := strconv.Atoi(r.MessageID)
	if err != nil || id <= 0 {
		return tgapi.MessageRef{}, fmt.Errorf("%w: message %q", ErrBadChatID, r.MessageID)
	}
	return tgapi.ChatMessage(chat, id), nil
}

// botRef is the core's reference to message id in chat.
func botRef(chat int64, id int) bot.MessageRef {
	return bot.MessageRef{ChatID: strconv.FormatInt(chat, 10), MessageID: strconv.Itoa(id)}
}
