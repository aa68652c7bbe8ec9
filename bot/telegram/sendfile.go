package telegram

import (
	"context"

	"github.com/jackalbot/jackal/bot"
)

// SendFile posts a file in chat as an animation (the replay GIF).
func (o *outbox) SendFile(ctx context.Context, chat bot.Chat, f bot.File) (bot.MessageRef, error) {
	o.ack(ctx)
	id, thread, err := target(chat)
	if err != nil {
		return bot.MessageRef{}, err
	}
	var msgID int
	id, err = o.inChat(ctx, id, func(c int64) error {
		var err error
		msgID, err = o.a.client.SendAnimation(ctx, c, thread, f.Name, f.Data, cutText(f.Caption, MaxCaption))
		return err
	})
	if err != nil {
		return bot.MessageRef{}, err
	}
	return botRef(id, msgID), nil
}
