package tgapi

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Client talks to the Telegram Bot API for one bot. It is safe for
// concurrent use.
type Client struct {
	cfg    Config
	bot    *tgbotapi.BotAPI
	http   *http.Client
	pacer  *pacer
	log    *slog.Logger
	topics topicTable
}

// New checks cfg, connects and calls getMe. An API that cannot be reached
// fails with ErrUnreachable, a token Telegram rejects with ErrUnauthorized,
// an invalid cfg with ErrBadConfig.
func New(ctx context.Context, cfg Config) (*Client, error) {
	cfg, err := cfg.normalize()
	if err != nil {
		return nil, err
	}
	hc := &http.Client{Timeout: cfg.HTTPTimeout, Transport: newTransport()}
	bot, err := tgbotapi.NewBotAPIWithClient(cfg.Token, cfg.APIEndpoint, ctxDoer{ctx: ctx, base: hc})
	if err != nil {
		hc.CloseIdleConnections()
		return nil, startError(ctx, cfg, err)
	}
	bot.Client = hc
	return &Client{
		cfg:    cfg,
		bot:    bot,
		http:   hc,
		pacer:  newPacer(*cfg.Limits, cfg.Now, cfg.Buckets, cfg.Logger),
		log:    cfg.Logger,
		topics: topicTable{m: map[int]Topic{}},
	}, nil
}

// newTransport clones the default transport so Close drops only this
// client's idle connections.
func newTransport() http.RoundTripper {
	if t, ok := http.DefaultTransport.(*http.Transport); ok {
		return t.Clone()
	}
	return &http.Transport{Proxy: http.ProxyFromEnvironment}
}

// startError explains why getMe failed at start.
func startError(ctx context.Context, cfg Config, err error) error {
	host := "the Bot API"
	if u, perr := url.Parse(fmt.Sprintf(cfg.APIEndpoint, "TOKEN", "getMe")); perr == nil {
		host = u.Host
	}
	var apiErr *tgbotapi.Error
	if errors.As(err, &apiErr) {
		if apiErr.Code == http.StatusUnauthorized || apiErr.Code == http.StatusNotFound {
			return fmt.Errorf("%w by %s: %d %s", ErrUnauthorized, host, apiErr.Code, apiErr.Message)
		}
		return fmt.Errorf("telegram: getMe at %s: %w", host, classify("getMe", 0, apiErr))
	}
	err = redact(err, cfg.Token)
	if ctx.Err() != nil {
		return fmt.Errorf("%w at %s: %w", ErrUnreachable, host, ctx.Err())
	}
	return fmt.Errorf("%w at %s: %w", ErrUnreachable, host, err)
}

// Me returns the bot's own user, as getMe answered at New.
func (c *Client) Me() tgbotapi.User { return c.bot.Self }

// MaxStartPayload is the longest deep-link payload Telegram accepts.
const MaxStartPayload = 64

// DeepLink returns https://t.me/<bot>?start=<payload>. The payload must be
// 1-64 characters of A-Z a-z 0-9 _ -.
func (c *Client) DeepLink(payload string) (string, error) {
	if payload == "" || len(payload) > MaxStartPayload ||
		strings.IndexFunc(payload, func(r rune) bool { return !secretRune(r) }) >= 0 {
		return "", fmt.Errorf("%w: start payload %q must be 1-64 characters of A-Z a-z 0-9 _ -", ErrBadInput, payload)
	}
	return "https://t.me/" + c.bot.Self.UserName + "?start=" + payload, nil
}

// Close drops the client's idle HTTP connections. Stop Run first.
func (c *Client) Close() { c.http.CloseIdleConnections() }

// api returns a copy of the library client whose requests carry ctx, so
// MakeRequest and UploadFiles (which take no context) are cancelled with it.
func (c *Client) api(ctx context.Context) *tgbotapi.BotAPI {
	b := *c.bot
	b.Client = ctxDoer{ctx: ctx, base: c.http}
	return &b
}

// ctxDoer attaches a context to every request it performs.
type ctxDoer struct {
	ctx  context.Context
	base tgbotapi.HTTPClient
}

// Do implements tgbotapi.HTTPClient.
func (d ctxDoer) Do(r *http.Request) (*http.Response, error) {
	return d.base.Do(r.WithContext(d.ctx))
}

// Config is the client's configuration, defaults filled in.
func (c *Client) Config() Config { return c.cfg }

// Logger is the client's logger.
func (c *Client) Logger() *slog.Logger { return c.log }
