package telegram

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
)

// forbiddenNote tells the user whose update met a group that refuses the
// bot (kicked, or not allowed to send messages) why nothing shows there,
// in their language: the group itself cannot be told.
var forbiddenNote = map[string]string{
	"en": "I cannot post in that group: I was removed from it or may not send messages there. The game is kept; once an admin lets me write there again, its board comes back.",
	"ru": "Я не могу писать в ту группу: меня удалили из неё или запретили мне отправлять там сообщения. Игра сохранена: когда администратор снова разрешит мне писать там, доска вернётся.",
}

// langOf is the language of the adapter's own notes to a user whose
// Telegram speaks code: "ru" or "en".
func langOf(code string) string {
	if strings.HasPrefix(strings.ToLower(code), "ru") {
		return "ru"
	}
	return "en"
}

// chatClosed reports whether err is Telegram refusing the bot a chat as
// a whole, not one message: removed from the group or forbidden to write
// there (403, or tgapi.ErrChatClosed), blocked by the user of a private
// chat.
func chatClosed(err error) bool {
	return errors.Is(err, tgapi.ErrForbidden) || errors.Is(err, tgapi.ErrBlocked) || errors.Is(err, tgapi.ErrChatClosed)
}

// wrote notes how a call writing to chat ended and returns its error: a
// message gone (tgapi.ErrMessageGone) wrapping bot.ErrMessageGone, a
// refusal of the whole chat (chatClosed) wrapping bot.ErrChatClosed, so
// that the core keeps the board owed and logs it once. A group's refusal
// is logged once and its user told privately once (forbiddenNote), until
// a message goes through there again.
func (o *outbox) wrote(ctx context.Context, chat int64, err error) error {
	if err == nil {
		o.a.forbidden.Delete(chat)
		return nil
	}
	if errors.Is(err, tgapi.ErrMessageGone) {
		return fmt.Errorf("%w: %w", bot.ErrMessageGone, err) // the core posts a gone board anew
	}
	if !chatClosed(err) {
		return err
	}
	err = fmt.Errorf("%w: %w", bot.ErrChatClosed, err)
	if chat >= 0 {
		return err
	}
	if _, told := o.a.forbidden.LoadOrStore(chat, struct{}{}); told {
		o.a.log.Debug("telegram: the chat still refuses the bot", "chat", chat)
		return err
	}
	o.a.log.Warn("telegram: the chat refuses the bot's messages; its game waits", "chat", chat, "err", err)
	if o.user <= 0 {
		return err
	}
	if _, e := o.a.client.SendText(ctx, o.user, 0, forbiddenNote[langOf(o.lang)], nil, ""); e != nil {
		o.a.log.Debug("telegram: refusal not told privately", "user", o.user, "err", e)
	}
	return err
}
