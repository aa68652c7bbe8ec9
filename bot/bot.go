package bot

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// Config sets up a Bot. Store is required; every other field has a default.
type Config struct {
	Store storage.Store
	// Now is the clock (time.Now by default); tests pass a fake one.
	Now func() time.Time
	// Seed returns a new game's deal seed (crypto/rand by default).
	Seed func() uint64
	// BoardSize is the picture's width and height in pixels (1024).
	BoardSize int
	// Lang is the language of a chat that chose none ("en").
	Lang string
	// ReminderHours is the default time before a reminder: 0 takes the
	// default (12), NoReminders turns reminders off; 0 in a
	// game turns reminders off.
	ReminderHours int
	// MaxReminders bounds the reminders sent for one turn (3).
	MaxReminders int
	// AIBudget bounds a computer crew's thinking per decision (1 s).
	AIBudget time.Duration
	// AIRun bounds the computer actions one request plays in a row before
	// it shows the board; the computers then go on in the background (40).
	AIRun int
	// AIAlone bounds the computer actions played on in the background one
	// run after another, no human action between, before the computers
	// pause and the chat is asked (/board lets them play on, /end counts
	// the gold): a classic game whose humans cannot act may otherwise go
	// on for ever (400; see aloneRuns).
	AIAlone int
	// BotName is the bot's user name, for deep links and hints.
	BotName string
	// DeepLink returns a link that opens a private chat with the bot.
	DeepLink func(payload string) string
	// Log receives the bot's log lines (slog.Default by default).
	Log *slog.Logger
	// Instance names this process among those sharing the store (the
	// holder of its leases); a random name by default.
	Instance string
}

// NoReminders as Config.ReminderHours turns reminders off by default.
const NoReminders = -1

// Bot is the platform-neutral core. It is safe for concurrent use: requests
// for one chat are served one at a time, and the store's version check
// refuses anything that raced past that.
type Bot struct {
	cfg   Config
	store storage.Store
	log   *slog.Logger
	locks sync.Map // chat key → chatMutex
	// holds are the chats this process holds in a storage.ChatHolder,
	// by key: a game written under a hold lost is refused (holdErr).
	holds sync.Map // chat key → storage.ChatHold
	told  failTold // updates whose failure was told (fail)
	// shown is each chat's last board shown, whose steps (editStep)
	// retell its events.
	shown shownBoards

	outMu    sync.Mutex
	outs     map[string]Outbox // platform → outbox for work outside a request
	deepLink func(payload string) string
	web      WebBoard      // the live board's links (SetWebBoard), or nil
	attached chan struct{} // a platform attached its outbox

	// bg is the context of work the bot does on its own (computers playing
	// on after a request); Close cancels it and waits for that work.
	bg     context.Context
	stopBG context.CancelFunc
	work   sync.WaitGroup
	busyMu sync.Mutex
	busy   int           // background runs under way
	idle   chan struct{} // closed when busy falls to 0

	// watch tells live front ends of the games' stored changes (Watch).
	watch watchers
	// alone counts the computers' background runs per chat (aloneRuns).
	alone aloneRuns
	// closed are the chats that refuse the bot (ErrChatClosed).
	closed closedChats
	// titles are the chat titles known stored (keepTitle).
	titles chatTitles
	// boardPings is, by chat key, the last board that pinged the player
	// to act there (a boardPing), which /board's ping waits on
	// (call.boardPings); in memory, so a restart forgets it.
	boardPings sync.Map
}

// New makes a Bot from cfg.
func New(cfg Config) (*Bot, error) {
	if cfg.Store == nil {
		return nil, ErrNoStore
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Seed == nil {
		cfg.Seed = randomSeed
	}
	if cfg.BoardSize <= 0 {
		cfg.BoardSize = 1024
	}
	if cfg.Lang != "ru" {
		cfg.Lang = "en"
	}
	if cfg.ReminderHours < 0 {
		cfg.ReminderHours = 0
	} else if cfg.ReminderHours == 0 {
		cfg.ReminderHours = 12
	}
	if cfg.MaxReminders <= 0 {
		cfg.MaxReminders = 3
	}
	if cfg.AIRun <= 0 {
		cfg.AIRun = 40
	}
	if cfg.AIAlone <= 0 {
		cfg.AIAlone = 400
	}
	if cfg.AIBudget <= 0 {
		cfg.AIBudget = time.Second
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	if cfg.Instance == "" {
		cfg.Instance = instanceName()
	}
	if cfg.DeepLink == nil {
		name := cfg.BotName
		cfg.DeepLink = func(p string) string {
			if name == "" {
				return "the bot's private chat"
			}
			return "https://t.me/" + name + "?start=" + p
		}
	}
	bg, stop := context.WithCancel(context.Background())
	b := &Bot{cfg: cfg, log: cfg.Log, outs: map[string]Outbox{}, deepLink: cfg.DeepLink,
		attached: make(chan struct{}, 1), bg: bg, stopBG: stop}
	b.store = watchedStore{Store: cfg.Store, w: &b.watch, holds: &b.holds}
	return b, nil
}

// Close stops the work the bot does on its own and waits for it; the
// store stays open (its owner closes it after).
func (b *Bot) Close() {
	b.stopBG()
	b.work.Wait()
}

// background runs fn on its own, with the bot's background context, unless
// the bot is closed.
func (b *Bot) background(fn func(ctx context.Context)) {
	if b.bg.Err() != nil {
		return
	}
	b.work.Add(1)
	b.busyMu.Lock()
	b.busy++
	b.busyMu.Unlock()
	go func() {
		defer b.work.Done()
		defer func() {
			b.busyMu.Lock()
			if b.busy--; b.busy == 0 {
				close(b.idleCh())
				b.idle = nil
			}
			b.busyMu.Unlock()
		}()
		fn(b.bg)
	}()
}

// idleCh is the channel closed when the background work ends; busyMu is
// held.
func (b *Bot) idleCh() chan struct{} {
	if b.idle == nil {
		b.idle = make(chan struct{})
	}
	return b.idle
}

// Idle waits until the work the bot does on its own (computers playing
// on after a request) is done, or ctx ends. A front end that reads one
// person's input at a time (the terminal) waits on it so that a
// computer's turn is shown before the next line is read.
func (b *Bot) Idle(ctx context.Context) {
	b.busyMu.Lock()
	if b.busy == 0 {
		b.busyMu.Unlock()
		return
	}
	ch := b.idleCh()
	b.busyMu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
	}
}

// SetDeepLink replaces the function making links that open a private chat
// with the bot: a platform knows its bot's name only once connected.
func (b *Bot) SetDeepLink(f func(payload string) string) {
	if f == nil {
		return
	}
	b.outMu.Lock()
	defer b.outMu.Unlock()
	b.deepLink = f
}

// link is a deep link opening a private chat with the bot.
func (b *Bot) link(payload string) string {
	b.outMu.Lock()
	defer b.outMu.Unlock()
	return b.deepLink(payload)
}

// Attach registers the outbox of a platform, used for work that answers no
// request: reminders.
func (b *Bot) Attach(platform string, out Outbox) {
	b.outMu.Lock()
	defer b.outMu.Unlock()
	b.outs[platform] = out
	select {
	case b.attached <- struct{}{}: // RunReminders sends what this platform's chats are owed
	default:
	}
}

func (b *Bot) outbox(platform string) Outbox {
	b.outMu.Lock()
	defer b.outMu.Unlock()
	return b.outs[platform]
}

// lock serializes the work on one chat: among this process's goroutines,
// and, where several processes share the store (a storage.ChatLocker),
// among the processes, so that no other process reads the game while this
// one plays a move, posts its board and stores it. It fails only when the
// store cannot be reached or the chat stays held past ctx, by this
// process or another (storage.ErrBusy); the chat is then not held.
func (b *Bot) lock(ctx context.Context, key string) (func(), error) {
	m, _ := b.locks.LoadOrStore(key, make(chatMutex, 1))
	mu := m.(chatMutex)
	select {
	case mu <- struct{}{}: // free: taken, whatever ctx says
	default:
		select {
		case mu <- struct{}{}:
		case <-ctx.Done():
			return nil, fmt.Errorf("chat %s: %w", key, storage.ErrBusy)
		}
	}
	unlock := func() {
		select {
		case <-mu:
		default:
			panic("bot: a chat unlocked that was not locked")
		}
	}
	if h, ok := b.cfg.Store.(storage.ChatHolder); ok {
		hold, err := h.HoldChat(ctx, storage.Key(key))
		if err != nil {
			unlock()
			return nil, err
		}
		b.holds.Store(key, hold)
		return func() {
			b.holds.Delete(key)
			hold.Unlock()
			unlock()
		}, nil
	}
	l, ok := b.cfg.Store.(storage.ChatLocker)
	if !ok {
		return unlock, nil
	}
	release, err := l.LockChat(ctx, storage.Key(key))
	if err != nil {
		unlock()
		return nil, err
	}
	return func() {
		release()
		unlock()
	}, nil
}

// chatMutex holds a chat among this process's goroutines: a mutex whose
// wait a context can end (a buffered channel of one: sent to lock,
// received from to unlock).
type chatMutex chan struct{}

// busyWait is how long work the bot does on its own (owed boards,
// reminders, computers playing on) waits for a chat another process
// holds: it tries again at its next round rather than holding up the
// other chats.
const busyWait = 5 * time.Second

// lockSoon is lock, waiting at most busyWait for another process.
func (b *Bot) lockSoon(ctx context.Context, key string) (func(), error) {
	ctx, cancel := context.WithTimeout(ctx, busyWait)
	defer cancel()
	return b.lock(ctx, key)
}

// instanceName is a process's default name: its host, its pid and a
// random part (a restarted process is another holder).
func instanceName() string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s-%d-%x", host, os.Getpid(), randomSeed()&0xffffff)
}

func randomSeed() uint64 {
	var buf [8]byte
	if _, err := rand.Read(buf[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	return binary.LittleEndian.Uint64(buf[:])
}

// maxArgs bounds a command's text: no command needs more.
const maxArgs = 512

// Handle carries out one request. It never panics on bad input: every
// refusal is answered, and the stored game changes only through a whole,
// legal action.
func (b *Bot) Handle(ctx context.Context, req Request, out Outbox) {
	b.handle(ctx, req, out, nil)
}

// handle is Handle; reply, when not nil, takes the answers meant for the
// request's user alone (a front end that is not the platform: the web
// board), while everything else goes through out. played reports whether
// the request's own move was stored.
func (b *Bot) handle(ctx context.Context, req Request, out Outbox, reply func(text string)) (played bool) {
	var c *call
	defer func() {
		if c != nil {
			played = c.played
		}
		if r := recover(); r != nil {
			b.log.Error("request failed", "panic", r, "chat", req.Chat.Key, "command", req.Command, "button", req.Button)
			const sorry = "⚠ internal error; the game is unchanged"
			if reply != nil {
				reply(sorry)
				return
			}
			_ = out.Answer(ctx, req, sorry)
		}
	}()
	if req.Chat.Key == "" {
		return
	}
	// the length is the text's as typed, before cleanRequest (which may
	// lengthen broken bytes)
	tooLong := len(req.Args) > maxArgs || len(req.Command) > maxArgs
	req = cleanRequest(req)
	c = &call{b: b, ctx: ctx, req: req, out: out, reply: reply, fromPrivate: req.Unseen}
	unlock, err := b.lock(ctx, req.Chat.Key)
	if err != nil {
		c.lang = b.cfg.Lang
		c.fail(err)
		return
	}
	defer unlock()
	// a group's title, for its game's private boards: before the request
	// (its hands then name the group as it is now) and after it (the game
	// it opened)
	b.keepTitle(req.Chat)
	defer b.keepTitle(req.Chat)
	c.lang = b.langFor(req)
	if req.UpdateID != "" {
		switch b.repeated(req) {
		case repeatDone:
			// handled before: no second answer in the chat
			b.log.Info("repeated update ignored", "update", req.UpdateID, "chat", req.Chat.Key)
			c.ack()
			return
		case repeatOwing:
			// handled before, but its board may never have gone out
			c.ack()
			c.showOwed()
			b.markHandled(req.UpdateID)
			return
		}
		defer func() {
			// a request that changed a game recorded its update id with the
			// change, in the same transaction: no second write is needed
			if !c.stamped && !c.failed {
				b.markHandled(req.UpdateID)
			}
		}()
	}
	if !validUser(req) {
		c.answer(tr(c.lang, txtBadUser))
		return
	}
	if req.Button != "" {
		c.press()
		return
	}
	if tooLong {
		c.answer(tr(c.lang, txtTooLong))
		return
	}
	c.command(strings.ToLower(strings.TrimSpace(req.Command)), strings.TrimSpace(req.Args))
	return
}

// call is one request being served.
type call struct {
	b    *Bot
	ctx  context.Context
	req  Request
	out  Outbox
	lang string
	// stamped is set once a change of a game stored the request's update id
	stamped bool
	// played is set once the request's move (a turn, a secret action) was
	// stored.
	played bool
	// failed is set when the request failed on the way (fail): its update
	// is not marked handled, so a delivery again is served anew
	failed bool
	// reply, when set, takes the answers to the request's user instead of
	// out.Answer (see Bot.Press).
	reply func(text string)
	// quiet posts the boards without their ping of the player to act
	// (/board: call.boardPings).
	quiet bool
	// fromPrivate marks an action typed in the player's private chat with
	// the bot, served in the game's chat (typedPrivate), or one the
	// adapter kept to its user (Request.Unseen): no one else saw it.
	fromPrivate bool
	// resuming marks the computers' own background run (resumeOnce), no
	// human request: it does not reset their count (aloneRuns).
	resuming bool
}

// answer replies to the request's user privately where the platform can.
func (c *call) answer(text string) {
	if c.reply != nil {
		c.reply(text)
		return
	}
	if err := c.out.Answer(c.ctx, c.req, text); err != nil {
		c.b.log.Warn("answer failed", "chat", c.req.Chat.Key, "err", err)
	}
}

// notify tells the request's user text in passing where the platform can
// (Notifier, a press), else answers it.
func (c *call) notify(text string) {
	if n, ok := c.out.(Notifier); ok && c.reply == nil && c.req.Button != "" {
		if err := n.Notify(c.ctx, c.req, text); err != nil {
			c.b.log.Warn("notify failed", "chat", c.req.Chat.Key, "err", err)
		}
		return
	}
	c.answer(text)
}

// say posts text in the request's chat; a game played inline has no chat
// of its own, so there the text goes to the user who acted.
func (c *call) say(text string) {
	if c.req.Chat.InlineID != "" {
		c.answer(text)
		return
	}
	if _, err := c.out.SendText(c.ctx, c.req.Chat, text, nil); err != nil {
		c.b.log.Warn("send failed", "chat", c.req.Chat.Key, "err", err)
	}
}

// langFor is the language to answer a request in: the user's choice, else
// the chat's, else the client's, else the default.
func (b *Bot) langFor(req Request) string {
	if u, err := b.store.GetUser(userKey(req.Chat.Platform, req.User.ID)); err == nil && u.Lang != "" {
		return u.Lang
	}
	if cs, err := b.store.GetChat(storage.Key(req.Chat.Key)); err == nil && cs.Lang != "" {
		return cs.Lang
	}
	if strings.HasPrefix(strings.ToLower(req.User.Lang), "ru") {
		return "ru"
	}
	return b.cfg.Lang
}

// userKey is the stored id of a platform user.
func userKey(platform, id string) string { return platform + ":" + id }
