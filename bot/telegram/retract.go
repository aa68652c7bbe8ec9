package telegram

import (
	"context"
	"fmt"

	"github.com/jackalbot/jackal/bot"
)

// The outbox deletes a plan typed in a group (bot.Retractor).
var _ bot.Retractor = (*outbox)(nil)

// Retract implements bot.Retractor: it deletes the user's message ref (a
// command typed in a group, Request.Sent). Telegram lets a bot delete
// another's message in a group only as an administrator allowed to
// delete messages; otherwise the error says so and the message stays.
func (o *outbox) Retract(ctx context.Context, ref bot.MessageRef) error {
	r, err := refOf(ref)
	if err != nil {
		return err
	}
	if r.IsInline() {
		return fmt.Errorf("%w: an inline message is the bot's own", ErrBadChatID)
	}
	_, err = o.inChat(ctx, r.ChatID, func(c int64) error {
		return o.a.client.DeleteMessage(ctx, c, r.MessageID)
	})
	return err
}
