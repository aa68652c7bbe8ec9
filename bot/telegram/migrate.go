package telegram

import (
	"context"
	"errors"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"strconv"

	"github.com/jackalbot/jackal/bot"
)

// maxMoves bounds the chain of migrations followed for one chat.
const maxMoves = 4

// chatID is where messages for chat go now: its supergroup if the group
// migrated.
func (a *Adapter) chatID(chat int64) int64 {
	for range maxMoves {
		to, ok := a.moved.Load(chat)
		if !ok {
			break
		}
		chat = to.(int64)
	}
	return chat
}

// migrate records that group old became supergroup new and moves its game
// to the new chat's key. It must not run inside the core's handling of a
// request for that chat (the core holds the chat's lock then).
func (a *Adapter) migrate(old, new int64) {
	if old == 0 || new == 0 || old == new {
		return
	}
	a.moved.Store(old, new)
	a.rekey(old, new)
}

// rekey asks the core to move chat old's game, settings and results to
// chat new, once: Telegram tells a move twice (the group's
// migrate_to_chat_id, the supergroup's migrate_from_chat_id, each in its
// chat's own goroutine) and a failed send reports it too, and moving the
// game again fails. A second call waits for the first to finish, so that
// the supergroup's next update finds the game there; a failed move is
// tried again by the next.
func (a *Adapter) rekey(old, new int64) {
	a.rekeyMu.Lock()
	defer a.rekeyMu.Unlock()
	if to, done := a.rekeyed.Load(old); done && to == new {
		return
	}
	r, ok := a.h.(Rekeyer)
	if !ok {
		a.log.Warn("telegram: group migrated but the handler cannot move its game", "from", old, "to", new)
		return
	}
	from := bot.PlatformTelegram + ":" + strconv.FormatInt(old, 10)
	to := bot.PlatformTelegram + ":" + strconv.FormatInt(new, 10)
	if err := r.Rekey(from, to); err != nil {
		a.log.Error("telegram: game not moved to the supergroup", "from", from, "to", to, "err", err)
		return
	}
	a.rekeyed.Store(old, new)
	a.log.Info("telegram: group migrated to a supergroup", "from", from, "to", to)
}

// inChat runs send on chat's current id; if Telegram answers that the group
// became a supergroup, it notes the move and runs send once more on the
// supergroup. It returns the chat the last send went to, and the send's
// error, which wraps bot.ErrChatClosed where the chat refuses the bot
// (wrote).
func (o *outbox) inChat(ctx context.Context, chat int64, send func(chat int64) error) (int64, error) {
	chat = o.a.chatID(chat)
	err := send(chat)
	var m *tgapi.MigratedError
	if !errors.As(err, &m) || m.To == 0 {
		return chat, o.wrote(ctx, chat, err)
	}
	o.a.moved.Store(chat, m.To)
	o.migrated(chat, m.To)
	err = send(m.To)
	return m.To, o.wrote(ctx, m.To, err)
}

// migrated schedules the move of chat old's game: after the request (the
// core holds the chat's lock while it is served), or at once in the
// background for the long-lived outbox.
func (o *outbox) migrated(old, new int64) {
	if o.request {
		o.mu.Lock()
		o.moves = append(o.moves, [2]int64{old, new})
		o.mu.Unlock()
		return
	}
	o.a.pending.Add(1)
	go func() {
		defer o.a.pending.Done()
		o.a.rekey(old, new)
	}()
}
