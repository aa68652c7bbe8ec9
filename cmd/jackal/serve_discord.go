package main

import (
	"context"
	"errors"
	"log/slog"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord"
)

// DiscordSettings is the Discord part of the configuration, token read.
type DiscordSettings struct {
	Token      string
	AppID      string
	DevGuild   string
	ShardID    int
	ShardCount int
	RESTBase   string
	GatewayURL string
	// TokenEnv names the variable the token was read from, for the
	// error of a rejected one.
	TokenEnv string
	// Retry tries the gateway again while it cannot be reached (the
	// zero value: 1 s doubling up to a minute).
	Retry startRetry
}

// runDiscord serves the bot on Discord until ctx ends. A gateway that
// cannot be opened for a reason that passes (the network, Discord's 5xx
// or 429) is tried again with a new adapter (s.Retry); a rejected token
// fails at once.
func runDiscord(ctx context.Context, s DiscordSettings, b *bot.Bot, log *slog.Logger) error {
	return s.Retry.run(ctx, log, "discord", func() error {
		a, err := discord.New(discord.Config{
			Token: s.Token, AppID: s.AppID, DevGuildID: s.DevGuild, ShardID: s.ShardID, ShardCount: s.ShardCount,
			RESTBase: s.RESTBase, GatewayURL: s.GatewayURL, Logger: log,
		}, b)
		if err != nil {
			return err // the adapter's errors say "discord:" themselves
		}
		b.Attach(bot.PlatformDiscord, a.Outbox())
		err = a.Run(ctx)
		if err == nil || !errors.Is(err, discord.ErrGateway) {
			return err
		}
		return discordStartFailure(err, s.TokenEnv)
	})
}
