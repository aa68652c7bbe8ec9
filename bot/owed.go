package bot

import (
	"cmp"
	"context"
	"errors"
	"sync"
	"time"

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
	listed := make(map[string]bool, len(list))
	for _, s := range list {
		listed[string(s.Key)] = true
		if ctx.Err() != nil {
			continue
		}
		if b.resendOwed(ctx, string(s.Key)) {
			sent++
		}
		if s.Status == storage.StatusActive {
			active = append(active, string(s.Key))
		}
	}
	b.closed.keep(listed)
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

// resendOwed sends the board of the game under key if it owes one, and
// reports whether it tried. A chat closed to the bot (ErrChatClosed) is
// tried only when its wait is over, and waits longer after each refusal
// (closedChats).
func (b *Bot) resendOwed(ctx context.Context, key string) bool {
	if !b.closed.due(key, b.cfg.Now()) {
		return false
	}
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
	b.closed.tried(key, b.cfg.Now())
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

// The owed board of a chat closed to the bot (ErrChatClosed) is tried
// again by the reminder check after closedFirstWait, then after twice as
// long each time it is refused again, up to closedMaxWait.
const (
	closedFirstWait = time.Minute
	closedMaxWait   = time.Hour
)

// closedChats are the chats that refused the bot (ErrChatClosed) since a
// board last went out there, by chat key: a refusal is logged once as a
// warning, and the reminder check backs off its tries there. A request
// in such a chat still tries at once (someone there asks for it); only
// the check's own tries wait.
type closedChats struct {
	mu sync.Mutex
	m  map[string]*closedChat
}

// closedChat is one chat closed to the bot.
type closedChat struct {
	// wait is how long the check waited after its last refused try;
	// next is when it may try again (zero: at once).
	wait time.Duration
	next time.Time
}

// refused notes that chat key refused the bot and reports whether that
// is news: the first refusal since a board last went out there.
func (s *closedChats) refused(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m[key]; ok {
		return false
	}
	if s.m == nil {
		s.m = map[string]*closedChat{}
	}
	s.m[key] = &closedChat{}
	return true
}

// opened notes that a board went out in chat key and reports whether the
// chat had refused the bot before.
func (s *closedChats) opened(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, ok := s.m[key]
	delete(s.m, key)
	return ok
}

// due reports whether the check may try chat key's owed board at now:
// always, unless the chat is closed and its wait not over.
func (s *closedChats) due(key string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.m[key]
	return !ok || !now.Before(c.next)
}

// tried notes the check's try in chat key at now: where the chat is still
// closed, the next try waits closedFirstWait, or twice the last wait, up
// to closedMaxWait.
func (s *closedChats) tried(key string, now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.m[key]
	if !ok {
		return
	}
	c.wait = min(max(2*c.wait, closedFirstWait), closedMaxWait)
	c.next = now.Add(c.wait)
}

// keep forgets the closed chats not in keys (their games ended or left).
func (s *closedChats) keep(keys map[string]bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for key := range s.m {
		if !keys[key] {
			delete(s.m, key)
		}
	}
}

// boardRefused logs a board that the platform refused to post in the
// request's chat (what: "send board"): a chat closed to the bot
// (ErrChatClosed) as a warning the first time, then at Debug until a
// board goes out there again; any other failure as a warning.
func (c *call) boardRefused(what string, err error) {
	key := c.req.Chat.Key
	if errors.Is(err, ErrChatClosed) && !c.b.closed.refused(key) {
		c.b.log.Debug(what, "chat", key, "closed", true, "err", err)
		return
	}
	c.b.log.Warn(what, "chat", key, "err", err)
}

// boardPosted notes a board that went out in the request's chat: a chat
// that refused the bot takes it again.
func (c *call) boardPosted() {
	if c.b.closed.opened(c.req.Chat.Key) {
		c.b.log.Info("the chat takes the bot's boards again", "chat", c.req.Chat.Key)
	}
}
