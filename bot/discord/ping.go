package discord

import (
	"cmp"
	"context"
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot"
)

var _ bot.Pinger = (*outbox)(nil)

// SendPing implements bot.Pinger: the text as SendText posts it, each
// mention a <@id> of its user, the message allowed to notify exactly the
// users it mentions (allowed_mentions).
func (o *outbox) SendPing(ctx context.Context, chat bot.Chat, users []bot.User, text string, buttons [][]bot.Button) (bot.MessageRef, error) {
	noted := make([]*bot.User, len(users))
	for i := range users {
		noted[i] = &users[i]
	}
	ms, err := pingMessages(text, users, buttons, o.names(noted...)...)
	if err != nil {
		return bot.MessageRef{}, err
	}
	return o.postAll(ctx, chat, ms)
}

// pingMessages builds a bot.Pinger's text with optional buttons as
// messages, as textMessages does a plain text: the text escaped, each
// mention written <@id>, and each message allowed to notify the users it
// mentions. A user whose id is no Discord id is named, escaped.
func pingMessages(text string, users []bot.User, buttons [][]bot.Button, names ...string) ([]outMessage, error) {
	comps, err := layout(buttons)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	for _, p := range bot.MentionParts(plain(text, names...), users) { // the marks survive escaping
		switch {
		case p.User == nil:
			b.WriteString(p.Text)
		case discordID(p.User.ID):
			b.WriteString(userMention(p.User.ID))
		default:
			b.WriteString(escape(cmp.Or(p.User.Name, "?")))
		}
	}
	out, err := messagesOf(b.String(), comps)
	if err != nil {
		return nil, err
	}
	for k := range out {
		for _, u := range users {
			if discordID(u.ID) && strings.Contains(out[k].content, userMention(u.ID)) {
				out[k].pings = append(out[k].pings, u.ID)
			}
		}
	}
	return out, nil
}

// userMention is the mention of the user with id in a message's content.
func userMention(id string) string { return "<@" + id + ">" }

// discordID reports whether id is a Discord id (a snowflake, a number).
func discordID(id string) bool {
	_, err := strconv.ParseUint(id, 10, 64)
	return err == nil
}
