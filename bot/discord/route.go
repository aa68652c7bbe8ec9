package discord

import (
	"context"
	"fmt"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// post sends a new message: through the interaction when it is for its
// channel, its token lives and neither was it made on an ephemeral
// message nor is it kept private, else as a channel message.
func (o *outbox) post(ctx context.Context, chat bot.Chat, m outMessage) (bot.MessageRef, error) {
	if chat.ID == "" {
		return bot.MessageRef{}, ErrNoChat
	}
	unlock := o.lock()
	defer unlock()
	if it := o.it; it != nil && chat.ID == it.i.ChannelID && !onEphemeral(it.i) && !it.private && o.liveLocked() {
		ref, err := o.respondLocked(ctx, m)
		if err == nil || !tokenDead(err) {
			return ref, o.problemLocked(ctx, chat.ID, m, true, err)
		}
		it.dead = true
	}
	msg, err := o.a.session.ChannelMessageSendComplex(chat.ID, m.send(), discordgo.WithContext(ctx))
	if err != nil {
		return bot.MessageRef{}, o.problemLocked(ctx, chat.ID, m, true, err)
	}
	return bot.MessageRef{ChatID: chat.ID, MessageID: msg.ID}, nil
}

// respondLocked posts through the interaction: the first message
// completes a command's loading message, later ones are follow-ups.
func (o *outbox) respondLocked(ctx context.Context, m outMessage) (bot.MessageRef, error) {
	it, s := o.it, o.a.session
	if it.pending {
		if pinged := m.pinged(); len(pinged) == 0 || (len(pinged) == 1 && pinged[0] == invoker(it.i)) {
			msg, err := s.InteractionResponseEdit(it.i, m.webhookEdit(editBoard), discordgo.WithContext(ctx))
			if err != nil {
				return bot.MessageRef{}, err
			}
			it.pending, it.original = false, msg.ID
			return bot.MessageRef{ChatID: it.i.ChannelID, MessageID: msg.ID}, nil
		}
		// Discord notifies nobody of a mention added by an edit: the
		// loading message makes way for a new message that pings.
		if err := o.dropLoadingLocked(ctx); err != nil {
			return bot.MessageRef{}, err
		}
	}
	msg, err := s.FollowupMessageCreate(it.i, true, m.params(0), discordgo.WithContext(ctx))
	if err != nil {
		return bot.MessageRef{}, err
	}
	it.followups[msg.ID] = true
	return bot.MessageRef{ChatID: it.i.ChannelID, MessageID: msg.ID}, nil
}

// edit changes a message: through the interaction's webhook when it is the
// interaction's own message, else through the channel.
func (o *outbox) edit(ctx context.Context, ref bot.MessageRef, m outMessage, kind editKind) error {
	if ref.ChatID == "" || ref.MessageID == "" {
		return ErrBadRef
	}
	unlock := o.lock()
	defer unlock()
	defer o.a.msgs.lock(ref.MessageID)() // not between a menu reset's read and write
	if it := o.it; it != nil && ref.MessageID == it.original {
		it.touched = true
	}
	if it := o.it; it != nil && ref.ChatID == it.i.ChannelID && o.liveLocked() {
		target := ""
		switch {
		case ref.MessageID == it.original:
			target = "@original"
		case it.followups[ref.MessageID]:
			target = ref.MessageID
		}
		if target != "" {
			_, err := o.a.session.WebhookMessageEdit(it.i.AppID, it.i.Token, target, m.webhookEdit(kind), discordgo.WithContext(ctx))
			if err == nil || !tokenDead(err) {
				return o.problemLocked(ctx, ref.ChatID, m, false, err)
			}
			it.dead = true
		}
	}
	_, err := o.a.session.ChannelMessageEditComplex(m.channelEdit(ref, kind), discordgo.WithContext(ctx))
	return o.problemLocked(ctx, ref.ChatID, m, false, err)
}

// ephemeralLocked sends content (already escaped) to the interaction's
// user alone: in several messages when one cannot hold it.
func (o *outbox) ephemeralLocked(ctx context.Context, content string) error {
	for _, piece := range split(content, maxContent) {
		if _, err := o.ephemeralMessageLocked(ctx, outMessage{content: piece}); err != nil {
			return err
		}
	}
	return nil
}

// ephemeralMessageLocked sends m to the interaction's user alone, as a
// follow-up that edit can reach while the token lives. A loading message
// still showing is deleted first: the first follow-up would take its
// place, and its publicity.
func (o *outbox) ephemeralMessageLocked(ctx context.Context, m outMessage) (*discordgo.Message, error) {
	if o.it.pending {
		if err := o.dropLoadingLocked(ctx); err != nil {
			return nil, err
		}
	}
	msg, err := o.a.session.FollowupMessageCreate(o.it.i, true, m.params(discordgo.MessageFlagsEphemeral), discordgo.WithContext(ctx))
	if err != nil {
		return nil, err
	}
	o.it.followups[msg.ID] = true
	return msg, nil
}

// dropLoadingLocked deletes a command's loading message.
func (o *outbox) dropLoadingLocked(ctx context.Context) error {
	err := o.a.session.InteractionResponseDelete(o.it.i, discordgo.WithContext(ctx))
	if _, code := restCode(err); err != nil && code != codeUnknownMessage {
		return err
	}
	o.it.pending = false
	return nil
}

// problemLocked wraps a REST failure; one that shuts the bot out of the
// channel (channelClosed) wraps bot.ErrChatClosed too. When it is a
// missing permission during an interaction, the invoker learns privately
// which permission the bot needs and where, once an interaction; not for
// a message whose refusal the caller handles (quiet).
func (o *outbox) problemLocked(ctx context.Context, channelID string, m outMessage, post bool, err error) error {
	if err == nil {
		return nil
	}
	if permissionDenied(err) && !m.quiet {
		o.tellMissingLocked(ctx, channelID, needed(post, len(m.png) > 0 || m.wantsFiles, o.inThread(channelID)))
	}
	if channelClosed(err, post && len(m.png) == 0) {
		return fmt.Errorf("%w: %w", bot.ErrChatClosed, wrap(err))
	}
	return wrap(err)
}

// inThread tells whether channelID is the interaction's channel and a
// thread.
func (o *outbox) inThread(channelID string) bool {
	return o.it != nil && channelID == o.it.i.ChannelID && o.it.ch.thread()
}

// tellMissingLocked tells the interaction's invoker privately, once,
// which permissions of need the bot lacks in channelID (all of need when
// the interaction does not say).
func (o *outbox) tellMissingLocked(ctx context.Context, channelID string, need int64) {
	if !o.liveLocked() || o.it.toldPermission {
		return
	}
	it := o.it
	it.toldPermission = true
	var have int64
	if channelID == it.i.ChannelID {
		have = it.i.AppPermissions
	}
	text := permissionText(langOf(it.i.Locale), channelID, need, have)
	if e := o.ephemeralLocked(ctx, text); e != nil {
		o.a.log.Warn("discord: telling about a missing permission failed", "channel", channelID, "err", e)
	}
}
