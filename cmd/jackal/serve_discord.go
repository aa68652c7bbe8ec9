package main

import (
	"context"
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
}

// runDiscord serves the bot on Discord until ctx ends.
func runDiscord(ctx context.Context, s DiscordSettings, b *bot.Bot, log *slog.Logger) error {
	a, err := discord.New(discord.Config{
		Token: s.Token, AppID: s.AppID, DevGuildID: s.DevGuild, ShardID: s.ShardID, ShardCount: s.ShardCount,
		RESTBase: s.RESTBase, GatewayURL: s.GatewayURL, Logger: log,
	}, b)
	if err != nil {
		return err // the adapter's errors say "discord:" themselves
	}
	b.Attach(bot.PlatformDiscord, a.Outbox())
	return a.Run(ctx)
}
