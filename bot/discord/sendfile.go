package discord

import (
	"context"
	"strings"

	"github.com/jackalbot/jackal/bot"
)

// SendFile posts a file (the replay GIF) as an attachment with a caption.
func (o *outbox) SendFile(ctx context.Context, chat bot.Chat, f bot.File) (bot.MessageRef, error) {
	m := outMessage{content: truncate(plain(strings.TrimSpace(f.Caption), o.names()...), maxContent), png: f.Data, fileName: f.Name, fileType: f.Type}
	return o.post(ctx, chat, m)
}
