package telegram

import (
	"context"
	"strconv"
	"strings"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

var _ bot.Pinger = (*outbox)(nil)

// SendPing implements bot.Pinger: the text in HTML, each user mentioned
// with a text mention (a link that notifies them; see pingHTML), cut to
// Telegram's limit, with buttons. A game played inline has no chat: the
// text goes as SendText sends it there, the users named.
func (o *outbox) SendPing(ctx context.Context, chat bot.Chat, users []bot.User, text string, buttons [][]bot.Button) (bot.MessageRef, error) {
	if chat.ID == "" && chat.InlineID != "" {
		return o.SendText(ctx, chat, bot.PlainMentions(text, users), buttons)
	}
	o.ack(ctx)
	id, thread, err := target(chat)
	if err != nil {
		return bot.MessageRef{}, err
	}
	html, kb := pingHTML(text, users), keyboardOf(buttons)
	var msgID int
	id, err = o.inChat(ctx, id, func(c int64) error {
		var err error
		msgID, err = o.a.client.SendText(ctx, c, thread, html, kb, tgbotapi.ModeHTML)
		return err
	})
	if err != nil {
		return bot.MessageRef{}, err
	}
	return botRef(id, msgID), nil
}

// maxMentionName is the most of a name a mention shows.
const maxMentionName = 64

// pingHTML is a bot.Pinger's text in Telegram's HTML: each mention a text
// mention of its user (userLink), the rest escaped; what it shows (the
// names and the text, not the markup) cut to MaxText, as Telegram counts
// a message's length after reading its markup.
func pingHTML(text string, users []bot.User) string {
	var b strings.Builder
	room := MaxText
	for _, p := range bot.MentionParts(text, users) {
		if p.User == nil {
			s := cutText(p.Text, room)
			b.WriteString(htmlEscaper.Replace(s))
			if room -= utf16Len(s); s != p.Text {
				break
			}
			continue
		}
		name := mentionName(*p.User)
		n := utf16Len(name)
		if n > room {
			b.WriteString(htmlEscaper.Replace(cutText(name, room)))
			break
		}
		b.WriteString(userLink(*p.User, name))
		room -= n
	}
	return fallbackText(b.String())
}

// mentionName is the name a mention of u shows: cut to maxMentionName,
// "?" when there is none.
func mentionName(u bot.User) string {
	if name := cutText(u.Name, maxMentionName); name != "" {
		return name
	}
	return "?"
}

// userLink is the HTML of a mention of u showing name: a text mention
// (tg://user?id=…) that notifies the user, or name alone, escaped, when
// u's id is no Telegram user id.
func userLink(u bot.User, name string) string {
	if _, err := strconv.ParseInt(u.ID, 10, 64); err != nil {
		return htmlEscaper.Replace(name)
	}
	return `<a href="tg://user?id=` + u.ID + `">` + htmlEscaper.Replace(name) + "</a>"
}
