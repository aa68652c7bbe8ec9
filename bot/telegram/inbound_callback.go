package telegram

import (
	"context"
	"strconv"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// OpenData is the data of the inline result's button: pressing it opens a
// game in the inline message.
const OpenData = "0:open"

// InlineKeyPrefix starts the chat key of a game played in an inline message.
const InlineKeyPrefix = "tgi:"

// onCallback serves a button press. Every press is answered exactly once:
// with the core's answer, or empty when the core gave none. A page
// button's press (pagedRows) is the press of its keyboard made again.
func (a *Adapter) onCallback(ctx context.Context, u tgbotapi.Update, q *tgbotapi.CallbackQuery) {
	var user int64
	if q.From != nil {
		user = q.From.ID
	}
	out := a.newOutbox(user, q.ID)
	defer out.finish(ctx)
	if q.From != nil {
		out.lang = q.From.LanguageCode
	}
	out.page = 1
	if page, press, ok := parsePage(q.Data); ok {
		// a page button: its keyboard's press made again, that page shown
		pressed := *q
		pressed.Data = press
		q, out.page = &pressed, page
	}
	req, ok := a.pressRequest(ctx, u, q)
	if !ok {
		return
	}
	req.UpdateID = a.updateID(u)
	out.pressed, out.press = req.Message, req.Button
	// a board posted without a picture is a text message, whose words an
	// edit sets as text, not as a caption
	out.pressedText = q.Message != nil && len(q.Message.Photo) == 0 && q.Message.Text != ""
	a.h.Handle(ctx, req, out)
}

// pressRequest turns a press into a request: on an inline message, for the
// game living there (the open button asks for a new game); on a chat
// message, for that chat's game.
func (a *Adapter) pressRequest(ctx context.Context, u tgbotapi.Update, q *tgbotapi.CallbackQuery) (bot.Request, bool) {
	// A press without data (a game's button: game_short_name only) has
	// nothing to press; the core must not see it, since a request with
	// neither a button nor a command is /help, posted in the chat. It gets
	// the empty answer.
	if q.From == nil || q.Data == "" {
		return bot.Request{}, false
	}
	user := userOf(q.From)
	if id := q.InlineMessageID; id != "" {
		chat := bot.Chat{Key: InlineKeyPrefix + id, Platform: bot.PlatformTelegram, InlineID: id}
		if q.Data == OpenData {
			return bot.Request{Chat: chat, User: user, Command: "new"}, true
		}
		return bot.Request{Chat: chat, User: user, Button: q.Data, Message: bot.MessageRef{InlineID: id}}, true
	}
	if q.Message == nil || q.Message.Chat == nil {
		return bot.Request{}, false
	}
	req := bot.Request{
		Chat:   a.chatOf(u, q.Message.Chat),
		User:   user,
		Button: q.Data,
		Message: bot.MessageRef{
			ChatID:    strconv.FormatInt(q.Message.Chat.ID, 10),
			MessageID: strconv.Itoa(q.Message.MessageID),
		},
	}
	if d, err := bot.ParseButtonData(q.Data); err == nil && d.Verb == bot.VerbStart {
		req.IsAdmin = a.isAdmin(ctx, q.Message.Chat, q.From.ID)
	}
	return req, true
}

// updateID names an update for the core's repeat check (and the handled
// mark it stores): "tg:<bot id>:<update_id>". Telegram numbers updates per
// bot, so two bots (two tokens) sharing one store would each take the
// other's update of the same number for a repeat were the bot's id (from
// getMe) not in the name. Marks of the older form "tg:<update_id>" match
// nothing now: the store sweeps them after storage.HandledKeep, and a
// game's list of its updates drops them as new ones come.
func (a *Adapter) updateID(u tgbotapi.Update) string {
	return bot.PlatformTelegram + ":" + strconv.FormatInt(a.botID, 10) + ":" + strconv.Itoa(u.UpdateID)
}
