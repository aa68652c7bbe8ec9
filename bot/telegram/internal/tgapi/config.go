package tgapi

import (
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Defaults applied by New to zero Config fields.
const (
	DefaultPollTimeout  = 30 * time.Second
	DefaultHTTPTimeout  = 45 * time.Second
	DefaultMaxRetries   = 3
	DefaultMaxRetryWait = 60 * time.Second
	DefaultPollBackoff  = time.Second
	DefaultMaxPending   = 10000
	DefaultDrainTimeout = 20 * time.Second
	DefaultWebhookPath  = "/telegram"
)

// Config configures a Client. Only Token is required.
type Config struct {
	// Token is the bot token from @BotFather.
	Token string
	// APIEndpoint is the Bot API method URL as a format string with two %s
	// verbs, the token then the method; default tgbotapi.APIEndpoint.
	APIEndpoint string
	// PollTimeout is the long-poll timeout sent to getUpdates, in whole
	// seconds, at least one; default DefaultPollTimeout. It must be shorter
	// than HTTPTimeout.
	PollTimeout time.Duration
	// HTTPTimeout bounds every HTTP request; default DefaultHTTPTimeout.
	HTTPTimeout time.Duration
	// Webhook configures webhook mode; unused when polling.
	Webhook WebhookConfig
	// CacheChatID is a chat (e.g. a private channel) where UploadForFileID
	// uploads pictures to obtain their file_id.
	CacheChatID int64
	// CaptionParseMode is the parse mode of every picture caption (SendPhoto,
	// EditPhoto, EditInlinePhoto, EditCaption): "" for plain text, or
	// tgbotapi.ModeHTML to mention users in captions.
	CaptionParseMode string
	// Limits paces outgoing messages; nil means DefaultLimits.
	Limits *Limits
	// Buckets keeps the pacing's state; nil means this process's memory.
	// Processes that send for one bot share theirs (the store's, on
	// PostgreSQL) to keep Telegram's limits together.
	Buckets Buckets
	// MaxRetries is how many times a call answered 429 is retried; default
	// DefaultMaxRetries.
	MaxRetries int
	// MaxRetryWait is the longest retry_after honoured; a longer one fails at
	// once with ErrRateLimited. Default DefaultMaxRetryWait.
	MaxRetryWait time.Duration
	// PollBackoff is the first wait after a failed getUpdates; it doubles on
	// each further failure up to 30 s. Default DefaultPollBackoff.
	PollBackoff time.Duration
	// MaxPending bounds the updates received and not yet handled, across
	// chats; past it fetching waits. Default DefaultMaxPending.
	MaxPending int
	// DrainTimeout is how long a stop lets the work in hand finish before
	// cancelling it; default DefaultDrainTimeout.
	DrainTimeout time.Duration
	// Journal keeps each update received until it is handled, so that a
	// crash or a stop loses none (Telegram is told an update was received
	// only once the journal holds it). Default: a journal in memory, which
	// survives no crash: serve passes the store's.
	Journal Journal
	// Now is the pacer's clock; default time.Now.
	Now func() time.Time
	// Logger receives polling failures and handler panics; default
	// slog.Default().
	Logger *slog.Logger
}

// WebhookConfig configures webhook mode.
type WebhookConfig struct {
	// Listen is the local address ListenWebhook listens on, e.g. ":8443".
	Listen string
	// Path is the local URL path updates are posted to; default
	// DefaultWebhookPath.
	Path string
	// SecretToken is sent by Telegram in X-Telegram-Bot-Api-Secret-Token;
	// 1-256 characters of A-Z a-z 0-9 _ -. Required by webhook mode.
	SecretToken string
	// PublicURL is the full HTTPS URL Telegram posts to (given to
	// setWebhook); it reaches Path through any proxy in between.
	PublicURL string
	// HandleBeforeAnswer answers each post only after its update was
	// handled, without the Journal: for several processes behind a load
	// balancer on one shared store, where an update whose process dies
	// before answering is posted again by Telegram (to any process) and
	// a process's own journal would be lost with it.
	HandleBeforeAnswer bool
}

// normalize checks cfg and fills defaults.
func (cfg Config) normalize() (Config, error) {
	if cfg.Token == "" {
		return cfg, fmt.Errorf("%w: empty token", ErrBadConfig)
	}
	if strings.IndexFunc(cfg.Token, func(r rune) bool { return !tokenRune(r) }) >= 0 {
		return cfg, fmt.Errorf("%w: token has characters outside A-Z a-z 0-9 : _ -", ErrBadConfig)
	}
	if cfg.APIEndpoint == "" {
		cfg.APIEndpoint = tgbotapi.APIEndpoint
	}
	if err := checkEndpoint(cfg.APIEndpoint); err != nil {
		return cfg, err
	}
	cfg.PollTimeout = orDefault(cfg.PollTimeout, DefaultPollTimeout)
	cfg.HTTPTimeout = orDefault(cfg.HTTPTimeout, DefaultHTTPTimeout)
	if cfg.PollTimeout < time.Second || cfg.HTTPTimeout < 0 {
		return cfg, fmt.Errorf("%w: poll timeout %v must be at least 1s", ErrBadConfig, cfg.PollTimeout)
	}
	if cfg.PollTimeout >= cfg.HTTPTimeout {
		return cfg, fmt.Errorf("%w: poll timeout %v must be shorter than HTTP timeout %v",
			ErrBadConfig, cfg.PollTimeout, cfg.HTTPTimeout)
	}
	if cfg.MaxRetries < 0 || cfg.MaxRetryWait < 0 || cfg.PollBackoff < 0 || cfg.MaxPending < 0 || cfg.DrainTimeout < 0 {
		return cfg, fmt.Errorf("%w: negative retries, retry wait, backoff, pending limit or drain time", ErrBadConfig)
	}
	if cfg.MaxRetries == 0 {
		cfg.MaxRetries = DefaultMaxRetries
	}
	cfg.MaxRetryWait = orDefault(cfg.MaxRetryWait, DefaultMaxRetryWait)
	cfg.PollBackoff = orDefault(cfg.PollBackoff, DefaultPollBackoff)
	if cfg.MaxPending == 0 {
		cfg.MaxPending = DefaultMaxPending
	}
	cfg.DrainTimeout = orDefault(cfg.DrainTimeout, DefaultDrainTimeout)
	if cfg.Journal == nil {
		cfg.Journal = NewMemoryJournal()
	}
	if checkParseMode(cfg.CaptionParseMode) != nil {
		return cfg, fmt.Errorf("%w: unknown caption parse mode %q", ErrBadConfig, cfg.CaptionParseMode)
	}
	if cfg.Limits == nil {
		l := DefaultLimits
		cfg.Limits = &l
	}
	if err := cfg.Limits.check(); err != nil {
		return cfg, err
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Webhook.Path == "" {
		cfg.Webhook.Path = DefaultWebhookPath
	}
	if !strings.HasPrefix(cfg.Webhook.Path, "/") {
		return cfg, fmt.Errorf("%w: webhook path %q must start with /", ErrBadConfig, cfg.Webhook.Path)
	}
	if s := cfg.Webhook.SecretToken; s != "" && (len(s) > 256 || strings.IndexFunc(s, func(r rune) bool { return !secretRune(r) }) >= 0) {
		return cfg, fmt.Errorf("%w: webhook secret must be 1-256 characters of A-Z a-z 0-9 _ -", ErrBadConfig)
	}
	return cfg, nil
}

// checkEndpoint accepts a format string with exactly two %s verbs that
// yields an http(s) URL.
func checkEndpoint(ep string) error {
	if strings.Count(ep, "%s") != 2 || strings.Count(ep, "%") != 2 {
		return fmt.Errorf("%w: API endpoint %q must hold exactly two %%s (token, method)", ErrBadConfig, ep)
	}
	u, err := url.Parse(fmt.Sprintf(ep, "TOKEN", "getMe"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("%w: API endpoint %q is not an http(s) URL", ErrBadConfig, ep)
	}
	return nil
}

func orDefault(d, def time.Duration) time.Duration {
	if d == 0 {
		return def
	}
	return d
}

func tokenRune(r rune) bool { return secretRune(r) || r == ':' }

func secretRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-'
}
