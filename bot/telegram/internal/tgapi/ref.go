package tgapi

import (
	"fmt"
	"strconv"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// MessageRef names a message to edit: a chat message (ChatID and MessageID)
// or a message sent via the bot in inline mode (InlineMessageID).
type MessageRef struct {
	// ChatID is the chat of a chat message.
	ChatID int64
	// MessageID is the id of a chat message within ChatID.
	MessageID int
	// InlineMessageID is the id of an inline message.
	InlineMessageID string
}

// ChatMessage refers to message id in chat.
func ChatMessage(chat int64, id int) MessageRef { return MessageRef{ChatID: chat, MessageID: id} }

// InlineMessage refers to an inline message.
func InlineMessage(id string) MessageRef { return MessageRef{InlineMessageID: id} }

// CallbackRef refers to the message whose button was pressed. A query
// without a message or inline message id gives a zero MessageRef, which the
// edit methods refuse with ErrBadInput.
func CallbackRef(q *tgbotapi.CallbackQuery) MessageRef {
	switch {
	case q == nil:
		return MessageRef{}
	case q.InlineMessageID != "":
		return InlineMessage(q.InlineMessageID)
	case q.Message != nil && q.Message.Chat != nil:
		return ChatMessage(q.Message.Chat.ID, q.Message.MessageID)
	default:
		return MessageRef{}
	}
}

// IsInline reports whether r names an inline message.
func (r MessageRef) IsInline() bool { return r.InlineMessageID != "" }

// check accepts exactly one of a chat message or an inline message.
func (r MessageRef) check() error {
	chatMsg := r.ChatID != 0 && r.MessageID > 0
	switch {
	case r.IsInline() && (r.ChatID != 0 || r.MessageID != 0):
		return fmt.Errorf("%w: message ref %+v names both a chat and an inline message", ErrBadInput, r)
	case !r.IsInline() && !chatMsg:
		return fmt.Errorf("%w: message ref %+v names no message", ErrBadInput, r)
	}
	return nil
}

// params puts the message's identifiers into p.
func (r MessageRef) params(p tgbotapi.Params) {
	if r.IsInline() {
		p["inline_message_id"] = r.InlineMessageID
		return
	}
	p["chat_id"] = strconv.FormatInt(r.ChatID, 10)
	p["message_id"] = strconv.Itoa(r.MessageID)
}

// pace returns the buckets an edit of the message draws from.
func (r MessageRef) pace() paceKey {
	if r.IsInline() {
		return inlinePace(r.InlineMessageID)
	}
	return chatPace(r.ChatID)
}
