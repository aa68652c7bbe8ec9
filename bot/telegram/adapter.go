package telegram

import (
	"context"
	"fmt"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"log/slog"
	"sync"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// AdapterOptions configure an Adapter. The zero value is ready to use.
type AdapterOptions struct {
	// InlinePicture is the PNG shown by the inline-mode result ("A new
	// Jackal game here"); nil draws an unexplored island.
	InlinePicture []byte
	// Logger receives the adapter's log lines; default the client's.
	Logger *slog.Logger
}

// Rekeyer is implemented by a bot.Handler that can move a chat's game to a
// new key when Telegram changes the chat's id (*bot.Bot does).
type Rekeyer interface {
	Rekey(oldKey, newKey string) error
}

// Attacher is implemented by a bot.Handler that takes an outbox for work
// that answers no request, such as reminders (*bot.Bot does).
type Attacher interface {
	Attach(platform string, out bot.Outbox)
}

// Adapter translates between Telegram and the platform-neutral bot core:
// updates become bot.Requests, and the core's answers go out through a
// bot.Outbox made for each update.
type Adapter struct {
	client  *tgapi.Client
	h       bot.Handler
	log     *slog.Logger
	me      string // the bot's username, for /command@bot
	botID   int64  // the bot's user id (getMe), in the names of updates
	long    *outbox
	pics    *pictureCache
	inline  []byte            // the configured inline picture
	islands map[string][]byte // the island drawn as the inline picture, by language
	islandM sync.Mutex

	moved   sync.Map   // old chat id (int64) → new chat id (int64)
	rekeyMu sync.Mutex // one move of a game at a time (rekey)
	rekeyed sync.Map   // old chat id (int64) → new chat id (int64) whose game moved
	pending sync.WaitGroup

	noPhotos  sync.Map // chat id (int64) → struct{}: told that photos are refused there
	forbidden sync.Map // chat id (int64) → struct{}: told that the chat refuses the bot
}

// NewAdapter makes an adapter serving h through client. The client must
// write captions as HTML (Config.CaptionParseMode = tgbotapi.ModeHTML):
// boards mention the player to act. If h is an Attacher, the adapter's
// long-lived outbox is attached to it as platform "tg".
func NewAdapter(client *tgapi.Client, h bot.Handler, opts AdapterOptions) (*Adapter, error) {
	if client == nil || h == nil {
		return nil, fmt.Errorf("%w: adapter needs a client and a handler", tgapi.ErrBadInput)
	}
	if client.Config().CaptionParseMode != tgbotapi.ModeHTML {
		return nil, fmt.Errorf("%w: the adapter needs CaptionParseMode %q, have %q",
			tgapi.ErrBadConfig, tgbotapi.ModeHTML, client.Config().CaptionParseMode)
	}
	a := &Adapter{
		client: client,
		h:      h,
		log:    opts.Logger,
		me:     client.Me().UserName,
		botID:  client.Me().ID,
		pics:   newPictureCache(pictureCacheSize),
		inline: opts.InlinePicture,
	}
	if a.log == nil {
		a.log = client.Logger()
	}
	a.long = &outbox{a: a}
	if at, ok := h.(Attacher); ok {
		at.Attach(bot.PlatformTelegram, a.long)
	}
	return a, nil
}

// Outbox returns the adapter's long-lived outbox, for work outside an
// update (reminders). NewAdapter attaches it to an Attacher handler.
func (a *Adapter) Outbox() bot.Outbox { return a.long }

// Run sets the bot's command menu (in English, and in Russian for users
// whose Telegram speaks it), then receives updates until ctx ends: by
// webhook when the client's Config.Webhook has a Listen address or a public
// URL, else by long polling (removing any webhook first). It returns nil
// after a clean shutdown.
func (a *Adapter) Run(ctx context.Context) error {
	if err := a.client.SetCommands(ctx, Commands()); err != nil {
		a.log.Warn("telegram: command menu not set", "err", err)
	}
	for _, lang := range menuLangs {
		if err := a.client.SetCommandsIn(ctx, lang, CommandsIn(lang)); err != nil {
			a.log.Warn("telegram: command menu not set", "lang", lang, "err", err)
		}
	}
	var err error
	if w := a.client.Config().Webhook; w.Listen != "" || w.PublicURL != "" {
		err = a.client.ListenWebhook(ctx, a.Handle)
	} else {
		if derr := a.client.DeleteWebhook(ctx, false); derr != nil {
			a.log.Warn("telegram: deleteWebhook before polling failed", "err", derr)
		}
		err = a.client.Run(ctx, a.Handle)
	}
	a.pending.Wait()
	return err
}

// Handle serves one update: a message (commands, group migration), a button
// press, an inline query. It is the Handler given to tgapi.Client.Run or
// tgapi.Client.WebhookHandler, and may be called concurrently. A request
// that failed on the way asks Telegram to post its update again
// (tgapi.Redeliver) where that can be (a webhook that answers after
// handling): only there is the request marked for a retry (bot.WithRetry),
// so that elsewhere the chat is asked to try again itself.
func (a *Adapter) Handle(ctx context.Context, u tgbotapi.Update) {
	if tgapi.Redelivers(ctx) {
		var failed *bot.RetryFlag
		ctx, failed = bot.WithRetry(ctx)
		defer func() {
			if failed.Again() {
				tgapi.Redeliver(ctx)
			}
		}()
	}
	switch {
	case u.Message != nil:
		a.onMessage(ctx, u, u.Message)
	case u.CallbackQuery != nil:
		a.onCallback(ctx, u, u.CallbackQuery)
	case u.InlineQuery != nil:
		a.onInlineQuery(ctx, u.InlineQuery)
	case u.MyChatMember != nil:
		a.onMember(u.MyChatMember)
	}
}

// onMember logs a user blocking the bot, or the bot leaving a chat.
func (a *Adapter) onMember(m *tgbotapi.ChatMemberUpdated) {
	switch m.NewChatMember.Status {
	case "kicked", "left":
		a.log.Info("telegram: the bot can no longer write to a chat", "chat", m.Chat.ID, "status", m.NewChatMember.Status)
	}
}
