package bot

import (
	"context"
	"fmt"
)

// Press carries out req, a button pressed in a front end that is not the
// chat's platform (the web board), exactly as a press in the chat: the
// same checks, the same stored transaction, and the chat gets the new
// board through the outbox its platform attached (Attach). The answers
// meant for the presser alone (a refusal) go to reply instead. req.Chat
// is filled in from req.Chat.Key. played reports whether the press's move
// was stored (false for a refusal, a stale press, a move another player's
// got in before). ErrNotAttached when the chat's platform has no outbox
// here.
func (b *Bot) Press(ctx context.Context, req Request, reply func(text string)) (played bool, err error) {
	platform, chat := splitKey(req.Chat.Key)
	out := b.outbox(platform)
	if out == nil {
		return false, fmt.Errorf("%w: %s", ErrNotAttached, platform)
	}
	req.Chat = chat
	if reply == nil {
		reply = func(string) {}
	}
	return b.handle(ctx, req, out, reply), nil
}
