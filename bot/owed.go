package bot

import (
	"cmp"
	"context"

	"github.com/jackalbot/jackal/storage"
)

// ResendOwed sends the boards that games owe their chats: an action was
// stored but its board never went out (the process died, or the platform
// failed the send). It runs with the reminders (at start and then every
// check) and returns how many boards it sent. A request in progress holds
// its chat, in whichever process serves it (Bot.lock), so a board being
// sent right now is never sent twice.
func (b *Bot) ResendOwed(ctx context.Context) int {
	list, err := b.store.ListActive()
	if err != nil {
		b.log.Warn("list games", "err", err)
		return 0
	}
	sent := 0
	var active []string
	for _, s := range list {
		if ctx.Err() != nil {
			break
		}
		if b.resendOwed(ctx, string(s.Key)) {
			sent++
		}
		if s.Status == storage.StatusActive {
			active = append(active, string(s.Key))
		}
	}
	// computers left to act by a restart play on, one game after another,
	// without holding up this check
	b.background(func(ctx context.Context) {
		for _, key := range active {
			if ctx.Err() != nil {
				return
			}
			b.resumeComputers(ctx, key)
		}
	})
	return sent
}

// resendOwed sends the board of the game under key if it owes one.
func (b *Bot) resendOwed(ctx context.Context, key string) bool {
	c, unlock := b.chatCall(ctx, key)
	if c == nil {
		return false
	}
	defer unlock()
	rec, err := b.store.Get(storage.Key(key))
	if err != nil || !rec.BoardOwed {
		return false
	}
	c.lang = cmp.Or(rec.Setup.Lang, c.lang)
	c.showOwed()
	return true
}

// showOwed posts the chat's game as it stands: the lobby, or the board.
func (c *call) showOwed() {
	g, err := c.b.loadGame(c.req.Chat.Key)
	if err != nil {
		return
	}
	c.b.log.Info("sending an owed board", "chat", c.req.Chat.Key, "moves", g.moves())
	if g.rec.Status == storage.StatusLobby {
		c.showLobby(g, false)
		return
	}
	c.showBoard(g, nil)
}

// chatCall holds the chat of key (its lock) for work that answers no
// request (owed boards, computers playing on), with a call whose outbox is
// the platform's attached one. It returns a nil call when that platform
// has no outbox attached or the chat cannot be held (Bot.lock); otherwise
// unlock must be called.
func (b *Bot) chatCall(ctx context.Context, key string) (*call, func()) {
	platform, chat := splitKey(key)
	out := b.outbox(platform)
	if out == nil {
		return nil, nil
	}
	unlock, err := b.lockSoon(ctx, key)
	if err != nil {
		// busy in another process, or the store is down: the next
		// check tries again
		b.log.Warn("chat not held", "chat", key, "err", err)
		return nil, nil
	}
	return &call{b: b, ctx: ctx, req: Request{Chat: chat}, out: out, lang: b.cfg.Lang}, unlock
}
