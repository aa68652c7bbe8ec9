package telegram

import (
	"context"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"strconv"
	"strings"
	"unicode"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// adminCommands are the commands whose request carries IsAdmin.
var adminCommands = map[string]bool{"abort": true, "start": true}

// onMessage serves a message: a group migration notice, or a command.
// Other messages are not for the bot.
func (a *Adapter) onMessage(ctx context.Context, u tgbotapi.Update, m *tgbotapi.Message) {
	if m.Chat == nil {
		return
	}
	switch {
	case m.MigrateToChatID != 0:
		a.migrate(m.Chat.ID, m.MigrateToChatID)
		return
	case m.MigrateFromChatID != 0:
		a.migrate(m.MigrateFromChatID, m.Chat.ID)
		return
	}
	if m.From == nil || m.From.IsBot {
		if anonymousAdmin(m) {
			if _, _, ok := parseCommand(m.Text, a.me); ok {
				a.tellAnonymous(ctx, u, m)
			}
		}
		return
	}
	cmd, args, ok := parseCommand(m.Text, a.me)
	if !ok {
		return
	}
	req := bot.Request{Chat: a.chatOf(u, m.Chat), User: userOf(m.From), Command: cmd, Args: args, UpdateID: a.updateID(u)}
	if !m.Chat.IsPrivate() {
		req.Sent = botRef(m.Chat.ID, m.MessageID) // the core may remove it (Retract)
	}
	if adminCommands[cmd] {
		req.IsAdmin = a.isAdmin(ctx, m.Chat, m.From.ID)
	}
	out := a.newOutbox(m.From.ID, "")
	out.lang = m.From.LanguageCode
	a.h.Handle(ctx, req, out)
	out.finish(ctx)
}

// anonymousAdmin tells whether m was written by a group administrator who
// "remains anonymous": Telegram then names the group itself as the
// sender (sender_chat) and a stand-in bot (GroupAnonymousBot) as From, so
// the bot cannot know who the player is.
func anonymousAdmin(m *tgbotapi.Message) bool {
	return m.From != nil && m.From.IsBot && m.SenderChat != nil && m.Chat != nil && m.SenderChat.ID == m.Chat.ID
}

// anonymousHint is told to an anonymous administrator who sent a command,
// in English and Russian (nobody's language is known).
const anonymousHint = "🕶 I cannot tell who you are while you remain anonymous: turn off “Remain anonymous” in your administrator rights to play or manage a game.\n" +
	"🕶 Я не вижу, кто вы, пока вы пишете анонимно: отключите «Анонимность» в правах администратора, чтобы играть или управлять игрой."

// tellAnonymous answers a command of an anonymous administrator (who
// cannot be seated or checked) with anonymousHint in the chat, instead of
// ignoring it silently.
func (a *Adapter) tellAnonymous(ctx context.Context, u tgbotapi.Update, m *tgbotapi.Message) {
	out := a.newOutbox(0, "")
	if _, err := out.SendText(ctx, a.chatOf(u, m.Chat), anonymousHint, nil); err != nil {
		a.log.Info("telegram: hint to an anonymous admin not sent", "chat", m.Chat.ID, "err", err)
	}
	out.finish(ctx)
}

// parseCommand splits "/cmd@bot args": the command word in lower case
// without its slash and the rest of the text. ok is false for text that is
// no command, or a command addressed to another bot than me.
func parseCommand(text, me string) (cmd, args string, ok bool) {
	if !strings.HasPrefix(text, "/") {
		return "", "", false
	}
	end := strings.IndexFunc(text, unicode.IsSpace)
	if end < 0 {
		end = len(text)
	}
	word, to, addressed := strings.Cut(text[1:end], "@")
	if addressed && !strings.EqualFold(to, me) {
		return "", "", false
	}
	if word == "" {
		return "", "", false
	}
	return strings.ToLower(word), strings.TrimSpace(text[end:]), true
}

// chatOf describes the chat of update u: its key names the forum topic the
// message was sent to, if any.
func (a *Adapter) chatOf(u tgbotapi.Update, c *tgbotapi.Chat) bot.Chat {
	id := strconv.FormatInt(c.ID, 10)
	ch := bot.Chat{Key: bot.PlatformTelegram + ":" + id, Platform: bot.PlatformTelegram, ID: id,
		Private: c.IsPrivate(), Title: c.Title}
	if t := a.client.Topic(u); t.IsTopicMessage && t.ThreadID > 0 && !ch.Private {
		ch.Thread = strconv.Itoa(t.ThreadID)
		ch.Key += ":" + ch.Thread
	}
	if ch.Title == "" {
		ch.Title = strings.TrimSpace(c.FirstName + " " + c.LastName)
	}
	return ch
}

// userOf describes a Telegram user: "First Last", else "@username".
func userOf(u *tgbotapi.User) bot.User {
	name := strings.TrimSpace(u.FirstName + " " + u.LastName)
	if name == "" && u.UserName != "" {
		name = "@" + u.UserName
	}
	if name == "" {
		name = "#" + strconv.FormatInt(u.ID, 10)
	}
	return bot.User{ID: strconv.FormatInt(u.ID, 10), Name: name, Lang: u.LanguageCode}
}

// isAdmin asks Telegram whether user administers chat; a private chat is
// its user's own. A failed question counts as no.
func (a *Adapter) isAdmin(ctx context.Context, c *tgbotapi.Chat, user int64) bool {
	if c.IsPrivate() {
		return true
	}
	status, err := a.client.ChatMemberStatus(ctx, a.chatID(c.ID), user)
	if err != nil {
		a.log.Warn("telegram: chat member status unknown", "chat", c.ID, "user", user, "err", err)
		return false
	}
	return tgapi.IsAdminStatus(status)
}
