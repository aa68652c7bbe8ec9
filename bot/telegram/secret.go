package telegram

import (
	"context"

	"github.com/jackalbot/jackal/bot"
)

var _ bot.SecretSender = (*outbox)(nil)

// SendSecret shows user alone a board (a hand of the card game and its
// buttons): posted in the user's private chat with the bot as any board
// is, so the core's EditBoard of the returned reference edits it there,
// and its buttons pressed there come back from that private chat. A user
// who never started the bot or blocked it gives bot.ErrCannotReach.
func (o *outbox) SendSecret(ctx context.Context, _ bot.Request, user bot.User, b bot.Board) (bot.MessageRef, error) {
	id, err := privateChat(user)
	if err != nil {
		return bot.MessageRef{}, err
	}
	ref, err := o.SendBoard(ctx, bot.Chat{ID: user.ID}, b)
	if err != nil {
		return bot.MessageRef{}, o.reached(id, err)
	}
	return ref, nil
}
