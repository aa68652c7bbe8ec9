package discord

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// private writes to a user in their DM channel.
func (o *outbox) private(ctx context.Context, userID, text string, png []byte) error {
	m := outMessage{content: truncate(escape(strings.TrimSpace(text)), maxContent), png: png}
	if m.content == "" && len(png) == 0 {
		return ErrEmptyMessage
	}
	ch, err := o.a.dmChannel(ctx, userID)
	if err == nil {
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
