package telegram

import (
	"context"

	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
)

// The Bot API client (polling, webhook, pacing, the update journal) lives
// in internal/tgapi; these are the few of its names `jackal serve` needs.
type (
	// Client is a connection to the Bot API (see New).
	Client = tgapi.Client
	// Config configures a Client. Only Token is required.
	Config = tgapi.Config
	// WebhookConfig configures webhook mode.
	WebhookConfig = tgapi.WebhookConfig
	// Journal keeps each update received until it is handled.
	Journal = tgapi.Journal
	// Buckets keeps the pacing of outgoing messages (shared by processes
	// on PostgreSQL).
	Buckets = tgapi.Buckets
)

// New connects to the Bot API with cfg and checks the token (getMe).
func New(ctx context.Context, cfg Config) (*Client, error) { return tgapi.New(ctx, cfg) }
