package bot

import (
	"context"

	"github.com/jackalbot/jackal/storage"
)

// Rekey moves a chat's game, settings and results to a new key when the
// platform changes the chat's id (a Telegram group becoming a supergroup).
// A chat with nothing stored is not an error. It takes the chat's lock, so
// an adapter must not call it from inside an Outbox call made by Handle for
// the same chat: it calls it after the request, or from its own goroutine.
func (b *Bot) Rekey(oldKey, newKey string) error {
	unlock, err := b.lock(context.Background(), oldKey)
	if err != nil {
		return err
	}
	defer unlock()
	err = b.store.Rekey(storage.Key(oldKey), storage.Key(newKey))
	if isNotFound(err) {
		return nil
	}
	return err
}
