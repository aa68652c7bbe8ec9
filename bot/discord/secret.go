package discord

import (
	"context"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// The outbox shows secret boards (bot.SecretSender).
var _ bot.SecretSender = (*outbox)(nil)

// SendSecret implements bot.SecretSender: a board only user sees, as an
// ephemeral follow-up of the interaction being served, which only its
// invoker can receive; bot.ErrCannotReach for anyone else, outside an
// interaction, or once its token is spent. The reference names the
// ephemeral message, which edit reaches through this interaction's token
// and, once it is pressed, through the press's (@original).
func (o *outbox) SendSecret(ctx context.Context, _ bot.Request, user bot.User, b bot.Board) (bot.MessageRef, error) {
	m, err := boardMessage(b, o.names(&user, b.Ping)...)
	if err != nil {
		return bot.MessageRef{}, err
	}
	unlock := o.lock()
	defer unlock()
	it := o.it
	if it == nil || user.ID == "" || user.ID != invoker(it.i) || !o.liveLocked() {
		return bot.MessageRef{}, fmt.Errorf("%w: only the user of a live interaction sees an ephemeral message", bot.ErrCannotReach)
	}
	msg, err := o.ephemeralMessageLocked(ctx, m)
	if err != nil {
		if tokenDead(err) {
			it.dead = true
			return bot.MessageRef{}, fmt.Errorf("%w: %w", bot.ErrCannotReach, wrap(err))
		}
		return bot.MessageRef{}, wrap(err)
	}
	return bot.MessageRef{ChatID: it.i.ChannelID, MessageID: msg.ID}, nil
}

// onEphemeral tells whether the interaction was made on an ephemeral
// message (a press on a private board): what it posts for everyone goes
// to the channel, not as its follow-up, so that no public board shares
// the privacy of the message pressed.
func onEphemeral(i *discordgo.Interaction) bool {
	return i.Message != nil && i.Message.Flags&discordgo.MessageFlagsEphemeral != 0
}
