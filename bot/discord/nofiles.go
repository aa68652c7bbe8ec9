package discord

import (
	"cmp"
	"context"
	"errors"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/jackalbot/jackal/bot"
)

// filesHint asks for the permission to attach files, in the board's
// language (bot.Board.Lang; English for another), under the first text
// board of a channel that refuses them.
var filesHint = map[string]string{
	"en": "I may not attach files in this channel, so this board is text. To see it as a picture, give me the Attach Files permission here.",
	"ru": "Мне нельзя прикреплять файлы в этом канале, поэтому доска текстом. Чтобы видеть её картинкой, дайте мне здесь право «Прикреплять файлы».",
}

// textBoard posts board b without its picture, which Discord refused
// (refused) for a missing permission: the caption and the plain-text
// board, and, the first time in the channel, the hint to allow files.
// It fails as the picture did when the text cannot go either.
func (o *outbox) textBoard(ctx context.Context, chat bot.Chat, b bot.Board, refused error) (bot.MessageRef, error) {
	b.PNG = nil
	m, err := boardMessage(b, o.names(b.Ping)...)
	if err != nil {
		return bot.MessageRef{}, refused
	}
	m.wantsFiles = true
	_, told := o.a.noFiles.Load(chat.ID)
	if !told {
		hint := "\n\n*" + cmp.Or(filesHint[b.Lang], filesHint["en"]) + "*"
		if utf8.RuneCountInString(m.content)+utf8.RuneCountInString(hint) <= maxContent {
			m.content += hint
		}
	}
	ref, err := o.post(ctx, chat, m)
	if errors.Is(err, bot.ErrChatClosed) {
		// the core logs a closed channel once
		o.a.log.Debug("discord: board refused, as a picture and as text", "channel", chat.ID, "err", err)
		return ref, err
	}
	if err != nil {
		o.a.log.Warn("discord: board refused, as a picture and as text", "channel", chat.ID, "err", err)
		return ref, err
	}
	o.tellFiles(ctx, chat.ID)
	if told {
		o.a.log.Debug("discord: files still refused; board posted as text", "channel", chat.ID)
	} else {
		o.a.noFiles.Store(chat.ID, struct{}{})
		o.a.log.Warn("discord: the bot may not attach files in the channel; boards go as text", "channel", chat.ID, "err", refused)
	}
	return ref, nil
}

// tellFiles tells the interaction's invoker privately, once, that the
// bot needs Attach Files in channelID.
func (o *outbox) tellFiles(ctx context.Context, channelID string) {
	if o.it == nil {
		return
	}
	unlock := o.lock()
	defer unlock()
	o.tellMissingLocked(ctx, channelID, discordgo.PermissionAttachFiles)
}
