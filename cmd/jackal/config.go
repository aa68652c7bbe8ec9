package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/engine/yamlerr"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// Config is the bot's configuration file (see config.example.yaml). Tokens
// are never written in it: it names the environment variables that hold them.
type Config struct {
	LogLevel string `yaml:"log_level"`
	Storage  struct {
		// Driver is the backend: DriverBolt (a file, Path) or
		// DriverPostgres (a PostgreSQL database, its DSN in the
		// environment variable DSNEnv).
		Driver  string        `yaml:"driver"`
		Path    string        `yaml:"path"`
		Timeout time.Duration `yaml:"timeout"`
		// DSNEnv names the environment variable holding the PostgreSQL
		// DSN: a DSN carries a password, so it is never written in the
		// file.
		DSNEnv string `yaml:"dsn_env"`
		// MaxConns caps the PostgreSQL connection pool (0: pgx's
		// default).
		MaxConns int32 `yaml:"max_conns"`
		// BackupEvery, when not 0, makes serve write a consistent copy of
		// the store into BackupDir this often, keeping the BackupKeep
		// newest: the file is locked while the bot runs, so this is how a
		// running bot is backed up.
		BackupEvery time.Duration `yaml:"backup_every"`
		BackupDir   string        `yaml:"backup_dir"`
		BackupKeep  int           `yaml:"backup_keep"`
	} `yaml:"storage"`
	Defaults struct {
		Lang          string        `yaml:"lang"`
		ReminderHours int           `yaml:"reminder_hours"`
		MaxReminders  int           `yaml:"max_reminders"`
		BoardSize     int           `yaml:"board_size"`
		AIBudget      time.Duration `yaml:"ai_budget"`
		CheckEvery    time.Duration `yaml:"reminder_check_every"`
	} `yaml:"defaults"`
	Telegram struct {
		Enabled     bool          `yaml:"enabled"`
		TokenEnv    string        `yaml:"token_env"`
		APIEndpoint string        `yaml:"api_endpoint"`
		PollTimeout time.Duration `yaml:"poll_timeout"`
		HTTPTimeout time.Duration `yaml:"http_timeout"`
		CacheChat   int64         `yaml:"cache_chat"`
		Webhook     struct {
			Listen    string `yaml:"listen"`
			Path      string `yaml:"path"`
			PublicURL string `yaml:"public_url"`
			SecretEnv string `yaml:"secret_env"`
		} `yaml:"webhook"`
	} `yaml:"telegram"`
	Discord struct {
		Enabled    bool   `yaml:"enabled"`
		TokenEnv   string `yaml:"token_env"`
		AppID      string `yaml:"app_id"`
		DevGuild   string `yaml:"dev_guild"`
		ShardID    int    `yaml:"shard_id"`
		ShardCount int    `yaml:"shard_count"`
		RESTBase   string `yaml:"rest_base"`
		GatewayURL string `yaml:"gateway_url"`
	} `yaml:"discord"`
	// Web is the live board in the browser (off by default).
	Web WebConfig `yaml:"web"`
}

// maxConfigFile is the largest configuration file read.
const maxConfigFile = 1 << 20

// errConfig marks a configuration that cannot run.
var errConfig = errors.New("config")

// loadConfig reads path strictly: an unknown key is an error.
func loadConfig(path string) (*Config, error) {
	data, err := readFileMax(path, maxConfigFile)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errConfig, err)
	}
	return parseConfig(data, path)
}

func parseConfig(data []byte, name string) (*Config, error) {
	c := &Config{}
	c.LogLevel = "info"
	c.Storage.Driver = DriverBolt
	c.Storage.Path = "jackal.db"
	c.Storage.DSNEnv = defaultDSNEnv
	c.Storage.Timeout = 3 * time.Second
	c.Storage.BackupDir = "backups"
	c.Storage.BackupKeep = 7
	c.Defaults.Lang = "en"
	c.Defaults.ReminderHours = 12
	c.Defaults.MaxReminders = 3
	c.Defaults.BoardSize = 1024
	c.Defaults.AIBudget = time.Second
	c.Defaults.CheckEvery = time.Minute
	c.Telegram.TokenEnv = "JACKAL_TELEGRAM_TOKEN"
	c.Telegram.APIEndpoint = "https://api.telegram.org/bot%s/%s"
	c.Telegram.PollTimeout = 50 * time.Second
	c.Telegram.HTTPTimeout = 60 * time.Second
	c.Telegram.Webhook.Path = "/telegram"
	c.Telegram.Webhook.SecretEnv = "JACKAL_TELEGRAM_SECRET"
	c.Discord.TokenEnv = "JACKAL_DISCORD_TOKEN"
	c.Discord.ShardCount = 1
	c.Discord.RESTBase = "https://discord.com/api/v10"
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && !errors.Is(err, io.EOF) { // an empty file: all defaults
		return nil, fmt.Errorf("%w: %s: %s", errConfig, name, yamlerr.WordsIn(err, data))
	}
	if err := c.validate(); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", errConfig, name, err)
	}
	return c, nil
}

func (c *Config) validate() error {
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("log_level is debug, info, warn or error, not %q", c.LogLevel)
	}
	if c.Defaults.Lang != "en" && c.Defaults.Lang != "ru" {
		return fmt.Errorf("defaults.lang is en or ru, not %q", c.Defaults.Lang)
	}
	if err := c.validateDefaults(); err != nil {
		return err
	}
	if c.Telegram.Enabled && strings.Count(c.Telegram.APIEndpoint, "%s") != 2 {
		return fmt.Errorf("telegram.api_endpoint must be a format with two %%s (token, method), like https://api.telegram.org/bot%%s/%%s")
	}
	if c.Telegram.Enabled && c.Telegram.PollTimeout >= c.Telegram.HTTPTimeout {
		return fmt.Errorf("telegram.poll_timeout (%s) must be shorter than telegram.http_timeout (%s)", c.Telegram.PollTimeout, c.Telegram.HTTPTimeout)
	}
	if err := c.validateStorage(); err != nil {
		return err
	}
	if c.Storage.BackupEvery != 0 && c.Storage.BackupEvery < time.Minute {
		return fmt.Errorf("storage.backup_every is 0 (off) or at least 1m, not %s", c.Storage.BackupEvery)
	}
	if c.Storage.BackupKeep < 1 {
		return fmt.Errorf("storage.backup_keep is at least 1, not %d", c.Storage.BackupKeep)
	}
	if c.Discord.Enabled && c.Discord.AppID == "" {
		return fmt.Errorf("discord.app_id is required")
	}
	if c.Discord.ShardCount < 1 || c.Discord.ShardID < 0 || c.Discord.ShardID >= c.Discord.ShardCount {
		return fmt.Errorf("discord shard_id must be 0 ≤ id < shard_count")
	}
	if !c.Telegram.Enabled && !c.Discord.Enabled {
		return fmt.Errorf("enable telegram or discord (or play in the terminal: jackal play)")
	}
	return nil
}

// validateDefaults checks the defaults' numbers: a negative count or
// duration, a picture too small to read or too big to send, a reminder
// check that never ticks (time.NewTicker panics on 0).
func (c *Config) validateDefaults() error {
	d := &c.Defaults
	switch {
	case d.ReminderHours < 0:
		return fmt.Errorf("defaults.reminder_hours is 0 (off) or more, not %d", d.ReminderHours)
	case d.MaxReminders < 0:
		return fmt.Errorf("defaults.max_reminders is 0 or more, not %d", d.MaxReminders)
	case d.BoardSize != 0 && (d.BoardSize < minBoardSize || d.BoardSize > maxBoardSize):
		return fmt.Errorf("defaults.board_size is %d to %d pixels, not %d", minBoardSize, maxBoardSize, d.BoardSize)
	case d.AIBudget < 0 || d.AIBudget > time.Minute:
		return fmt.Errorf("defaults.ai_budget is 0s (the default, 1s) to 1m, not %s", d.AIBudget)
	case d.CheckEvery <= 0:
		return fmt.Errorf("defaults.reminder_check_every is more than 0s, not %s", d.CheckEvery)
	case c.Storage.Timeout < 0:
		return fmt.Errorf("storage.timeout is 0s or more, not %s", c.Storage.Timeout)
	}
	return nil
}

// The board picture's size bounds, in pixels: the renderer's.
const (
	minBoardSize = render.MinSize
	maxBoardSize = render.MaxSize
)

// token reads a token from the environment variable env.
func token(env, what string) (string, error) {
	if env == "" {
		return "", fmt.Errorf("%w: %s.token_env is empty", errConfig, what)
	}
	t := strings.TrimSpace(os.Getenv(env))
	if t == "" {
		return "", fmt.Errorf("%w: the %s token is missing: set the environment variable %s", errConfig, what, env)
	}
	return t, nil
}

// botConfig is the bot core's configuration from the file's defaults. The
// file's reminder_hours 0 turns reminders off (as config.example.yaml says),
// which the core spells bot.NoReminders.
func botConfig(cfg *Config, store storage.Store, log *slog.Logger) bot.Config {
	hours := cfg.Defaults.ReminderHours
	if hours <= 0 {
		hours = bot.NoReminders
	}
	return bot.Config{
		Store: store, BoardSize: cfg.Defaults.BoardSize, Lang: cfg.Defaults.Lang,
		ReminderHours: hours, MaxReminders: cfg.Defaults.MaxReminders,
		AIBudget: cfg.Defaults.AIBudget, Log: log,
	}
}
