package tgapi

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Webhook constants.
const (
	// SecretHeader carries Config.Webhook.SecretToken on Telegram's posts.
	SecretHeader = "X-Telegram-Bot-Api-Secret-Token"
	// maxWebhookBody bounds one posted update.
	maxWebhookBody = 1 << 20
	// shutdownGrace bounds the wait for webhook requests in flight.
	shutdownGrace = 5 * time.Second
)

// SetWebhook asks Telegram to post updates to Config.Webhook.PublicURL with
// Config.Webhook.SecretToken, for the update kinds Run asks for.
func (c *Client) SetWebhook(ctx context.Context) error {
	w := c.cfg.Webhook
	if w.PublicURL == "" || w.SecretToken == "" {
		return fmt.Errorf("%w: webhook needs a public URL and a secret token", ErrBadConfig)
	}
	allowed, err := json.Marshal(allowedUpdates)
	if err != nil {
		return fmt.Errorf("%w: allowed updates: %w", ErrBadInput, err)
	}
	p := tgbotapi.Params{"url": w.PublicURL, "secret_token": w.SecretToken, "allowed_updates": string(allowed)}
	_, err = c.do(ctx, call{method: "setWebhook", params: p, pace: paceKey{kind: paceNone}})
	return err
}

// DeleteWebhook removes the webhook, so Run can poll; dropPending discards
// the updates Telegram holds.
func (c *Client) DeleteWebhook(ctx context.Context, dropPending bool) error {
	p := tgbotapi.Params{}
	p.AddBool("drop_pending_updates", dropPending)
	_, err := c.do(ctx, call{method: "deleteWebhook", params: p, pace: paceKey{kind: paceNone}})
	return err
}

// WebhookHandler returns an http.Handler for Telegram's posts: a missing or
// wrong X-Telegram-Bot-Api-Secret-Token gets 401 and nothing is handled;
// otherwise the update is decoded and handled before the answer (200), with
// the request's context. It needs Config.Webhook.SecretToken.
func (c *Client) WebhookHandler(handle Handler) (http.Handler, error) {
	if handle == nil {
		return nil, fmt.Errorf("%w: nil handler", ErrBadInput)
	}
	return c.webhook(func(ctx context.Context, in incoming, _ []byte) bool {
		c.handleOne(ctx, handle, in)
		return true
	})
}

// ListenWebhook listens on Config.Webhook.Listen and serves the webhook
// there (see ServeWebhook).
func (c *Client) ListenWebhook(ctx context.Context, handle Handler) error {
	if c.cfg.Webhook.Listen == "" {
		return fmt.Errorf("%w: no webhook listen address", ErrBadConfig)
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", c.cfg.Webhook.Listen)
	if err != nil {
		return fmt.Errorf("telegram: webhook listen: %w", err)
	}
	return c.ServeWebhook(ctx, ln, handle)
}

// ServeWebhook calls SetWebhook, then serves Telegram's posts on ln at
// Config.Webhook.Path until ctx is cancelled. Updates are answered once
// journaled and handled like Run's: in order within a chat, concurrently
// across chats, with ctx; with Config.Webhook.HandleBeforeAnswer each is
// handled in its request and answered after: 200, or 503 when the
// handler asked for it again (Redeliver). It closes ln and returns nil after a clean shutdown. The
// webhook stays set; call DeleteWebhook to poll again.
func (c *Client) ServeWebhook(ctx context.Context, ln net.Listener, handle Handler) error {
	defer ln.Close()
	if handle == nil {
		return fmt.Errorf("%w: nil handler", ErrBadInput)
	}
	if err := c.SetWebhook(ctx); err != nil {
		return err
	}
	var h http.Handler
	var err error
	if c.cfg.Webhook.HandleBeforeAnswer {
		h, err = c.webhook(func(ctx context.Context, in incoming, _ []byte) bool {
			ctx, again := withRedeliver(ctx)
			c.handleOne(ctx, handle, in)
			return !again.Load()
		})
	} else {
		d := c.startDispatcher(ctx, handle, c.journalDone)
		defer d.stop(c.cfg.DrainTimeout)
		c.replayJournal(ctx, d)
		h, err = c.journaledWebhook(d)
	}
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle(c.cfg.Webhook.Path, h)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return fmt.Errorf("telegram: webhook server: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownGrace)
	defer cancel()
	err = srv.Shutdown(sctx)
	if serr := <-served; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	if err != nil {
		return fmt.Errorf("telegram: webhook shutdown: %w", err)
	}
	return nil
}

// journaledWebhook is the handler that answers each post once its update
// is in the Journal, and hands it to d: updates are answered at once and
// handled in order within a chat.
func (c *Client) journaledWebhook(d *dispatcher) (http.Handler, error) {
	return c.webhook(func(ctx context.Context, in incoming, raw []byte) bool {
		fresh, err := c.cfg.Journal.Keep([]int{in.update.UpdateID}, [][]byte{raw})
		if err != nil {
			c.log.Warn("telegram: update journal", "update", in.update.UpdateID, "err", err)
			return false // 503: Telegram posts it again
		}
		if len(fresh) == 0 {
			return true // posted again while still in hand
		}
		return d.dispatch(ctx, in)
	})
}

// webhook builds the checking and decoding handler; deliver returns false
// when the update could not be taken (the answer is then 503, so Telegram
// posts it again later).
func (c *Client) webhook(deliver func(context.Context, incoming, []byte) bool) (http.Handler, error) {
	secret := c.cfg.Webhook.SecretToken
	if secret == "" {
		return nil, fmt.Errorf("%w: webhook needs a secret token", ErrBadConfig)
	}
	want := sha256.Sum256([]byte(secret))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := sha256.Sum256([]byte(r.Header.Get(SecretHeader)))
		if subtle.ConstantTimeCompare(got[:], want[:]) != 1 {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			http.Error(w, "POST only", http.StatusMethodNotAllowed)
			return
		}
		raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBody))
		if err != nil {
			http.Error(w, "body too large or unreadable", http.StatusRequestEntityTooLarge)
			return
		}
		in, err := decodeUpdate(raw)
		if err != nil {
			http.Error(w, "bad update", http.StatusBadRequest)
			return
		}
		if !deliver(r.Context(), in, raw) {
			http.Error(w, "shutting down", http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	}), nil
}
