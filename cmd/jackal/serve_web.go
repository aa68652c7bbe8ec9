package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/web"
)

// WebConfig is the file's web section: the live board in the browser
// (bot/web), off unless Listen is set.
type WebConfig struct {
	// Listen is the address the web board's HTTP server listens on
	// (":8080"); "" turns it off.
	Listen string `yaml:"listen"`
	// PublicURL is where browsers reach it ("https://jackal.example.org"):
	// the links the bot posts, and the Mini App's address in BotFather.
	PublicURL string `yaml:"public_url"`
	// SecretEnv names the environment variable holding the secret that
	// signs the board's links (at least 16 bytes).
	SecretEnv string `yaml:"secret_env"`
	// MiniApp is the Telegram Mini App's direct link as BotFather's
	// /newapp made it ("https://t.me/jackalbot/board"): /web in a group
	// then posts its button. "" offers signed links instead.
	MiniApp string `yaml:"mini_app"`
}

// defaultWebSecretEnv is the web secret's environment variable by default.
const defaultWebSecretEnv = "JACKAL_WEB_SECRET"

// webShutdown bounds how long the web board's open pages get to close.
const webShutdown = 5 * time.Second

// runWeb serves the web board for b until ctx ends. tgToken (the
// Telegram bot's token, "" without Telegram) checks its Mini App's init
// data, each used once in every process sharing marks (the bot's store).
func runWeb(ctx context.Context, wc WebConfig, b *bot.Bot, marks web.Marks, tgToken string, log *slog.Logger) error {
	if wc.PublicURL == "" {
		return fmt.Errorf("%w: web.public_url is required with web.listen", errConfig)
	}
	secret, err := token(cmp.Or(wc.SecretEnv, defaultWebSecretEnv), "web link secret")
	if err != nil {
		return err
	}
	signer, err := web.NewSigner([]byte(secret))
	if err != nil {
		return fmt.Errorf("%w: %w", errConfig, err)
	}
	srv, err := web.New(web.Config{Bot: b, Signer: signer, PublicURL: wc.PublicURL, TelegramToken: tgToken,
		MiniAppURL: wc.MiniApp, Marks: marks, Log: log})
	if err != nil {
		return err
	}
	b.SetWebBoard(srv)
	defer b.SetWebBoard(nil)
	hs := &http.Server{Addr: wc.Listen, Handler: srv, ReadHeaderTimeout: 10 * time.Second,
		// the pages' event streams end with serve, not after the shutdown's wait
		BaseContext: func(net.Listener) context.Context { return ctx }}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), webShutdown)
		defer cancel()
		_ = hs.Shutdown(sctx)
	}()
	// listen before saying so: a busy port is told as the failure it is
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", wc.Listen)
	if err != nil {
		return fmt.Errorf("web: %w", err)
	}
	log.Info("web board listening", "addr", ln.Addr().String(), "public_url", wc.PublicURL)
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("web: %w", err)
	}
	return ctx.Err()
}
