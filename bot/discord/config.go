package discord

import (
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strings"
)

// Defaults of the configuration.
const (
	// DefaultRESTBase is Discord's REST API.
	DefaultRESTBase = "https://discord.com/api/v10"
	// TokenEnv is the environment variable that usually holds the token.
	TokenEnv = "JACKAL_DISCORD_TOKEN"
)

// Config configures an Adapter.
type Config struct {
	// Token is the bot token, taken from the environment (tokenFromEnv),
	// never from a file. The "Bot " prefix is optional.
	Token string
	// AppID is the application id; "" takes it from the gateway's READY.
	AppID string
	// DevGuildID registers the command in that guild only (instant, for
	// development); "" registers it globally.
	DevGuildID string
	// ShardID and ShardCount select this process's shard; Discord routes
	// each guild's events to its shard. ShardCount 0 means 1.
	ShardID, ShardCount int
	// RESTBase replaces https://discord.com/api/v10 for every REST call —
	// a rate-limit proxy, or a fake in tests. Default DefaultRESTBase.
	RESTBase string
	// GatewayURL overrides the gateway address Discord would give
	// (ws:// or wss://, without a query: discordgo adds the version and
	// encoding); "" asks Discord.
	GatewayURL string
	// Logger receives what cannot be reported to a user; default
	// slog.Default().
	Logger *slog.Logger
}

// tokenFromEnv reads the bot token from the environment variable name
// (TokenEnv when name is "").
func tokenFromEnv(name string) (string, error) {
	if name == "" {
		name = TokenEnv
	}
	tok := strings.TrimSpace(os.Getenv(name))
	if tok == "" {
		return "", fmt.Errorf("%w: set %s", ErrNoToken, name)
	}
	return tok, nil
}

// normalize checks the configuration and fills its defaults.
func (c Config) normalize() (Config, *url.URL, error) {
	f := strings.Fields(c.Token)
	if len(f) == 2 && f[0] == "Bot" {
		f = f[1:]
	}
	if len(f) != 1 || f[0] == "Bot" {
		return c, nil, ErrNoToken
	}
	c.Token = "Bot " + f[0]
	if c.ShardCount == 0 {
		c.ShardCount = 1
	}
	if c.ShardCount < 0 || c.ShardID < 0 || c.ShardID >= c.ShardCount {
		return c, nil, fmt.Errorf("%w: shard %d of %d (want 0 ≤ id < count)", ErrBadConfig, c.ShardID, c.ShardCount)
	}
	if c.RESTBase == "" {
		c.RESTBase = DefaultRESTBase
	}
	base, err := url.Parse(strings.TrimRight(c.RESTBase, "/"))
	if err != nil || (base.Scheme != "http" && base.Scheme != "https") || base.Host == "" {
		return c, nil, fmt.Errorf("%w: RESTBase %q is not an http(s) URL", ErrBadConfig, c.RESTBase)
	}
	if c.GatewayURL != "" {
		g, err := url.Parse(c.GatewayURL)
		if err != nil || (g.Scheme != "ws" && g.Scheme != "wss") || g.Host == "" || g.RawQuery != "" {
			return c, nil, fmt.Errorf("%w: GatewayURL %q is not a ws(s) URL", ErrBadConfig, c.GatewayURL)
		}
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	return c, base, nil
}
