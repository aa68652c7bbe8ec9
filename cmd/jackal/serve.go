package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/jackalbot/jackal/bot"
)

// cmdServe runs the bot until interrupted. A bad configuration, a missing
// or rejected token, or a locked or broken store stops it at start with
// one clear line; an API that cannot be reached yet (the network still
// coming up at boot) is tried again, each try logged, until it answers or
// the process is interrupted.
func cmdServe(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	path := fs.String("config", "config.yaml", "the configuration file (see config.example.yaml)")
	if err := fs.Parse(args); err != nil {
		return usageCode(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := serve(ctx, *path, stderr); err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "jackal serve:", err)
		return 1
	}
	return 0
}

// startRetries is how the platforms' first calls are tried again at
// start (the zero value: 1 s doubling up to a minute); tests wait less.
var startRetries startRetry

// serve runs the configured platforms on one core until ctx ends or one of
// them fails.
func serve(ctx context.Context, path string, logw io.Writer) error {
	cfg, err := loadConfig(path)
	if err != nil {
		return err
	}
	var tgToken, tgSecret, dcToken string
	if cfg.Telegram.Enabled {
		if tgToken, err = token(cfg.Telegram.TokenEnv, "telegram"); err != nil {
			return err
		}
		if cfg.Telegram.Webhook.Listen != "" {
			if tgSecret, err = token(cfg.Telegram.Webhook.SecretEnv, "telegram webhook secret"); err != nil {
				return err
			}
		}
	}
	if cfg.Discord.Enabled {
		if dcToken, err = token(cfg.Discord.TokenEnv, "discord"); err != nil {
			return err
		}
	}
	log := slog.New(slog.NewTextHandler(logw, &slog.HandlerOptions{Level: logLevel(cfg.LogLevel)}))
	store, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer store.Close()
	b, err := bot.New(botConfig(cfg, store, log))
	if err != nil {
		return err
	}
	defer b.Close()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make(chan error, 3)
	running := 0
	if cfg.Telegram.Enabled {
		running++
		s := TelegramSettings{
			Token: tgToken, APIEndpoint: cfg.Telegram.APIEndpoint, PollTimeout: cfg.Telegram.PollTimeout,
			HTTPTimeout: cfg.Telegram.HTTPTimeout, CacheChat: cfg.Telegram.CacheChat,
			WebhookListen: cfg.Telegram.Webhook.Listen, WebhookPath: cfg.Telegram.Webhook.Path,
			WebhookPublicURL: cfg.Telegram.Webhook.PublicURL, WebhookSecret: tgSecret,
			Journal: journalOf(store, bot.PlatformTelegram), TokenEnv: cfg.Telegram.TokenEnv,
			Retry: startRetries,
		}
		shareTelegram(store, &s)
		go func() { errs <- runTelegram(ctx, s, b, log) }()
	}
	if cfg.Discord.Enabled {
		running++
		s := DiscordSettings{
			Token: dcToken, AppID: cfg.Discord.AppID, DevGuild: cfg.Discord.DevGuild,
			ShardID: cfg.Discord.ShardID, ShardCount: cfg.Discord.ShardCount,
			RESTBase: cfg.Discord.RESTBase, GatewayURL: cfg.Discord.GatewayURL, TokenEnv: cfg.Discord.TokenEnv,
			Retry: startRetries,
		}
		go func() { errs <- runDiscord(ctx, s, b, log) }()
	}
	if cfg.Web.Listen != "" {
		running++
		go func() { errs <- runWeb(ctx, cfg.Web, b, store, tgToken, log) }()
	}
	// The reminders and backups use the store: they end before it closes.
	var background sync.WaitGroup
	background.Go(func() { b.RunReminders(ctx, cfg.Defaults.CheckEvery) })
	if bk, ok := scheduledBackups(cfg, store); ok {
		t := time.NewTicker(cfg.Storage.BackupEvery)
		defer t.Stop()
		bk.log = log
		background.Go(func() { bk.run(ctx, t.C) })
	}
	log.Debug("jackal starting", "telegram", cfg.Telegram.Enabled, "discord", cfg.Discord.Enabled, "store", storeName(cfg))
	var first error
	for i := 0; i < running; i++ {
		err := <-errs
		if first == nil && err != nil && !errors.Is(err, context.Canceled) {
			first = err
			cancel()
		}
	}
	cancel()
	background.Wait()
	return first
}

func logLevel(s string) slog.Level {
	switch s {
	case "debug":
		return slog.LevelDebug
	case "warn":
		return slog.LevelWarn
	case "error":
		return slog.LevelError
	}
	return slog.LevelInfo
}
