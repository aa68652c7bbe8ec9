package discord

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// Timing of the adapter.
const (
	httpTimeout  = 30 * time.Second // one REST call, retries included
	drainTimeout = 10 * time.Second // in-flight interactions at shutdown
	// registerRetryMax is the longest pause between two tries to register
	// the command after Discord refused it.
	registerRetryMax = 5 * time.Minute
)

// registerRetry is the first pause between two tries to register the
// command; each pause is twice the last, up to registerRetryMax.
var registerRetry = 2 * time.Second

// Adapter serves Jackal on Discord through one gateway session (shard).
type Adapter struct {
	cfg     Config
	handler bot.Handler
	session *discordgo.Session
	log     *slog.Logger
	// now is the clock for interaction token ages.
	now func() time.Time
	// unseenBudget is how long a command's acknowledgement waits for
	// Handler.Unseen.
	unseenBudget time.Duration

	running  atomic.Bool
	mu       sync.Mutex
	stopping bool
	inflight sync.WaitGroup
	dms      sync.Map // user id → DM channel id
	// names are the users' names met that slashHere must leave alone.
	names nameBook
	// texts are the messages of the texts posted in several pieces.
	texts pieceBook
	// msgs serializes the changes of a message (an edit, a menu reset).
	msgs messageLocks
	// noFiles are the channels told that the bot may not attach files
	// there (channel id → struct{}), until a picture goes through.
	noFiles sync.Map
	// guilds are the servers' names, for the chats' titles (titled).
	guilds guildBook
}

// New makes an adapter; Run connects it.
func New(cfg Config, handler bot.Handler) (*Adapter, error) {
	if handler == nil {
		return nil, ErrNoHandler
	}
	cfg, base, err := cfg.normalize()
	if err != nil {
		return nil, err
	}
	s, err := discordgo.New(cfg.Token)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadConfig, err)
	}
	s.Client = &http.Client{Transport: newTransport(base, cfg.GatewayURL), Timeout: httpTimeout}
	s.ShouldRetryOnRateLimit = false // the transport retries, bounded
	s.StateEnabled = false
	s.Identify.Intents = discordgo.IntentsNone // interactions come regardless
	s.ShardID, s.ShardCount = cfg.ShardID, cfg.ShardCount
	return &Adapter{cfg: cfg, handler: handler, session: s, log: cfg.Logger, now: time.Now, unseenBudget: unseenBudget}, nil
}

// Run opens the gateway, registers the /jackal command (from shard 0
// only) and serves interactions until ctx ends; then it closes the
// gateway and waits briefly for interactions being served. discordgo
// reconnects and resumes by itself after a dropped connection.
func (a *Adapter) Run(ctx context.Context) error {
	if !a.running.CompareAndSwap(false, true) {
		return ErrAlreadyRunning
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	remove := a.session.AddHandler(func(_ *discordgo.Session, e *discordgo.Event) { a.onEvent(ctx, e) })
	defer remove()
	if err := a.session.Open(); err != nil {
		return fmt.Errorf("%w: %w", ErrGateway, err)
	}
	var registering chan struct{}
	if a.cfg.ShardID == 0 {
		registering = make(chan struct{})
		go func() {
			defer close(registering)
			a.registerUntilDone(ctx)
		}()
	}
	<-ctx.Done()
	a.shutdown() // interactions in flight saw the end first
	if registering != nil {
		// A try may be waiting out a rate limit inside discordgo, which no
		// context interrupts: wait for it only briefly.
		select {
		case <-registering:
		case <-time.After(drainTimeout):
			a.log.Warn("discord: command registration still waiting at shutdown")
		}
	}
	return nil
}

// registerUntilDone registers the /jackal command and, while Discord
// refuses it (an outage, a rate limit, a missing scope), tries again after
// a pause that doubles up to registerRetryMax, until ctx ends. The bot
// serves meanwhile: a command registered by an earlier run keeps working,
// and a failed registration never stops the other platforms.
func (a *Adapter) registerUntilDone(ctx context.Context) {
	wait := registerRetry
	for tries := 1; ; tries++ {
		err := a.register(ctx)
		if err == nil {
			if tries > 1 {
				a.log.Info("discord: /jackal registered", "tries", tries)
			}
			return
		}
		if ctx.Err() != nil {
			return
		}
		if rl := (*discordgo.RateLimitError)(nil); errors.As(err, &rl) && rl.RetryAfter > wait {
			wait = min(rl.RetryAfter, registerRetryMax) // sooner would only wait inside discordgo
		}
		a.log.Warn("discord: /jackal not registered; serving meanwhile, trying again", "err", err, "retry_in", wait)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, registerRetryMax)
	}
}

// Outbox is the Outbox for work outside an interaction, such as
// reminders: channel messages, and direct messages for Answer.
func (a *Adapter) Outbox() bot.Outbox { return &outbox{a: a} }

// appID is the application id: configured, else from READY.
func (a *Adapter) appID() string {
	if a.cfg.AppID != "" {
		return a.cfg.AppID
	}
	a.session.State.RLock()
	defer a.session.State.RUnlock()
	if app := a.session.State.Ready.Application; app != nil {
		return app.ID
	}
	return ""
}

// register bulk-overwrites the application's commands with /jackal, in the
// development guild or globally; commands no longer defined disappear.
func (a *Adapter) register(ctx context.Context) error {
	app := a.appID()
	if app == "" {
		return fmt.Errorf("%w: no application id (set Config.AppID)", ErrRegister)
	}
	cmds := []*discordgo.ApplicationCommand{command()}
	if _, err := a.session.ApplicationCommandBulkOverwrite(app, a.cfg.DevGuildID, cmds, discordgo.WithContext(ctx)); err != nil {
		return fmt.Errorf("%w: %w", ErrRegister, wrap(err))
	}
	return nil
}

// shutdown closes the gateway and waits for interactions being served.
func (a *Adapter) shutdown() {
	a.mu.Lock()
	a.stopping = true
	a.mu.Unlock()
	// discordgo reconnects by itself when a heartbeat fails, and one sent
	// into the connection Close is closing fails: a bot stopped on
	// purpose must not come back.
	a.session.Lock()
	a.session.ShouldReconnectOnError = false
	a.session.Unlock()
	if err := a.session.Close(); err != nil {
		a.log.Warn("discord: closing the gateway", "err", err)
	}
	done := make(chan struct{})
	go func() {
		a.inflight.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(drainTimeout):
		a.log.Warn("discord: interactions still running at shutdown")
	}
}

// track counts an interaction in flight; false once shutting down.
func (a *Adapter) track() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.stopping {
		return false
	}
	a.inflight.Add(1)
	return true
}

// onEvent serves one gateway event: interactions; the rest is ignored.
func (a *Adapter) onEvent(ctx context.Context, e *discordgo.Event) {
	ic, isInteraction := e.Struct.(*discordgo.InteractionCreate)
	if e.Type != "INTERACTION_CREATE" || !isInteraction || ic.Interaction == nil || ctx.Err() != nil || !a.track() {
		return
	}
	defer a.inflight.Done()
	defer func() {
		if r := recover(); r != nil {
			a.log.Error("discord: interaction failed", "panic", r, "interaction", ic.ID)
		}
	}()
	a.serve(ctx, ic.Interaction, channelOf(e.RawData))
}
