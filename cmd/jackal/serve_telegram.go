package main

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram"
)

// TelegramSettings are what the Telegram platform needs to run: the token
// and secret already read from the environment.
type TelegramSettings struct {
	// Token is the bot token from @BotFather.
	Token string
	// APIEndpoint is the Bot API method URL format ("" for Telegram's).
	APIEndpoint string
	// PollTimeout and HTTPTimeout bound long polls and requests (0:
	// the client's defaults).
	PollTimeout, HTTPTimeout time.Duration
	// CacheChat is a chat where pictures for inline games are uploaded
	// for their file_id (0: the player's private chat).
	CacheChat int64
	// WebhookListen, when set, serves updates by webhook on this local
	// address instead of long polling, at WebhookPath; Telegram posts to
	// WebhookPublicURL with WebhookSecret.
	WebhookListen, WebhookPath, WebhookPublicURL, WebhookSecret string
	// Shared is set when other processes serve the same bot on the same
	// store (PostgreSQL): the webhook then answers Telegram only after an
	// update was handled, so an update whose process dies is posted again
	// to another one, instead of waiting in the dead process's journal.
	Shared bool
	// Buckets paces outgoing messages; nil paces this process alone, the
	// store's are shared with the other processes on it.
	Buckets telegram.Buckets
	// Journal keeps received updates until they are handled (the store's).
	Journal telegram.Journal
	// TokenEnv names the variable the token was read from, for the
	// error of a rejected one.
	TokenEnv string
	// Retry tries the start again while the Bot API cannot be reached
	// (the zero value: 1 s doubling up to a minute).
	Retry startRetry
}

// runTelegram connects to Telegram and serves core b there until ctx ends.
// A rejected token fails at once; an API that cannot be reached, or fails
// on its side, is tried again (cfg.Retry) until it answers or ctx ends.
func runTelegram(ctx context.Context, cfg TelegramSettings, b *bot.Bot, log *slog.Logger) error {
	client, err := startTelegram(ctx, telegram.Config{
		Token:       cfg.Token,
		APIEndpoint: cfg.APIEndpoint,
		PollTimeout: cfg.PollTimeout,
		HTTPTimeout: cfg.HTTPTimeout,
		Webhook: telegram.WebhookConfig{
			Listen: cfg.WebhookListen, Path: cfg.WebhookPath,
			PublicURL: cfg.WebhookPublicURL, SecretToken: cfg.WebhookSecret,
			HandleBeforeAnswer: cfg.Shared,
		},
		CacheChatID:      cfg.CacheChat,
		Journal:          cfg.Journal,
		Buckets:          cfg.Buckets,
		CaptionParseMode: tgbotapi.ModeHTML,
		Logger:           log,
	}, cfg.Retry, cfg.TokenEnv, log)
	if err != nil {
		return err // the errors already say "telegram: …"
	}
	defer client.Close()
	b.SetDeepLink(func(payload string) string {
		link, err := client.DeepLink(payload)
		if err != nil {
			return "@" + client.Me().UserName
		}
		return link
	})
	a, err := telegram.NewAdapter(client, b, telegram.AdapterOptions{Logger: log})
	if err != nil {
		return fmt.Errorf("telegram: %w", err)
	}
	mode := "long polling"
	if cfg.WebhookListen != "" {
		mode = "webhook on " + cfg.WebhookListen
	}
	log.Info("telegram: serving", "bot", "@"+client.Me().UserName, "mode", mode)
	return a.Run(ctx)
}
