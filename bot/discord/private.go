package discord

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// private writes to a user in their DM channel; from, when not "", is a
// channel mention the text starts with (fromChannel).
func (o *outbox) private(ctx context.Context, userID, from, text string, png []byte) error {
	pieces := split(plain(strings.TrimSpace(text), o.names()...), maxContent-len(from))
	if len(pieces) == 0 && len(png) == 0 {
		return ErrEmptyMessage
	}
	if len(pieces) == 0 {
		pieces = []string{""}
	}
	pieces[0] = from + pieces[0]
	ch, err := o.a.dmChannel(ctx, userID)
	for k := 0; k < len(pieces) && err == nil; k++ {
		m := outMessage{content: pieces[k]}
		if k == len(pieces)-1 {
			m.png = png // the picture under the whole text
		}
		_, err = o.a.session.ChannelMessageSendComplex(ch, m.send(), discordgo.WithContext(ctx))
	}
	if isUnreachable(err) {
		return fmt.Errorf("%w: %w", bot.ErrCannotReach, err)
	}
	return wrap(err)
}

// dmChannel opens (once) the DM channel with a user.
func (a *Adapter) dmChannel(ctx context.Context, userID string) (string, error) {
	if id, found := a.dms.Load(userID); found {
		return id.(string), nil
	}
	ch, err := a.session.UserChannelCreate(userID, discordgo.WithContext(ctx))
	if err != nil {
		return "", err
	}
	a.dms.Store(userID, ch.ID)
	return ch.ID, nil
}

// isUnreachable tells whether Discord will not deliver to a user (50007
// Cannot send messages to this user, 10013 Unknown User).
func isUnreachable(err error) bool {
	_, code := restCode(err)
	return code == codeCannotMessageUser || code == codeUnknownUser
}

// fromChannel is the mention of the server channel an answer comes from
// ("<#id> ", which notifies nobody and shows as a link to it), for an
// answer that goes to a direct message instead: "this game" there would
// say neither which server nor which channel. "" for a direct message's
// own chat.
func fromChannel(chat bot.Chat) string {
	if chat.Private || chat.ID == "" || chat.Server == "" {
		return ""
	}
	return "<#" + chat.ID + "> "
}
