package bot

import (
	"context"
	"strings"

	"github.com/jackalbot/jackal/storage"
)

// Unseen tells an adapter that must acknowledge a typed request before the
// core serves it (Discord) whether to keep the exchange to its user: a
// move or an undo typed in a chat whose game's seats act in secret (the
// card game's plans), which the core then plays as if typed in private
// once the adapter sets Request.Unseen. Anything else is seen as usual.
// It only reads the store.
func (b *Bot) Unseen(_ context.Context, req Request) bool {
	cmd := strings.ToLower(strings.TrimSpace(cleanTyped(req.Command))) // the word Handle reads
	if en, ok := commandAliases[cmd]; ok {
		cmd = en
	}
	if req.Chat.Key == "" || req.Button != "" || (cmd != "move" && cmd != "m" && cmd != "undo") {
		return false
	}
	g, err := b.loadGame(req.Chat.Key)
	if err != nil || g.rec.Status != storage.StatusActive {
		return false
	}
	_, secret := secretOf(g)
	return secret
}
