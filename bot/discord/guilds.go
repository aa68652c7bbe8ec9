package discord

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// Timing of the servers' names (titled).
const (
	// guildKeep is how long a server's name is kept before it is asked
	// again (a renamed server).
	guildKeep = time.Hour
	// guildRetry is how long a failed lookup is remembered, the channel's
	// name shown alone meanwhile.
	guildRetry = 5 * time.Minute
	// guildLookup bounds one lookup.
	guildLookup = 2 * time.Second
)

// guildBook keeps the servers' names by guild id, as looked up.
type guildBook struct {
	mu sync.Mutex
	m  map[string]guildEntry
}

// guildEntry is a server's name ("" when never learnt) and until when it
// is good.
type guildEntry struct {
	name  string
	until time.Time
}

// get is the name kept for id, stale or not ("" for none), and whether
// it is still good at now.
func (g *guildBook) get(id string, now time.Time) (string, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	e, ok := g.m[id]
	return e.name, ok && now.Before(e.until)
}

// put keeps name for id until then.
func (g *guildBook) put(id, name string, until time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.m == nil {
		g.m = map[string]guildEntry{}
	}
	g.m[id] = guildEntry{name: name, until: until}
}

// guildName is the name of the server with id: kept, or asked of Discord
// (GET /guilds/{id}) when it is older than guildKeep; when Discord will
// not tell it, the name learnt before, if any, else "", asked again after
// guildRetry.
func (a *Adapter) guildName(ctx context.Context, id string) string {
	name, fresh := a.guilds.get(id, a.now())
	if fresh {
		return name
	}
	ctx, cancel := context.WithTimeout(ctx, guildLookup)
	defer cancel()
	g, err := a.session.Guild(id, discordgo.WithContext(ctx))
	if err != nil || g == nil {
		a.log.Debug("discord: the server's name not learnt", "guild", id, "kept", name, "err", err)
		a.guilds.put(id, name, a.now().Add(guildRetry))
		return name
	}
	a.guilds.put(id, g.Name, a.now().Add(guildKeep))
	return g.Name
}

// titled is chat with the title the core shows it by: "Server · #channel"
// for a server's channel whose server's name can be learnt (a player is
// in many servers, each with a #general), else the channel's name alone.
func (a *Adapter) titled(ctx context.Context, chat bot.Chat) bot.Chat {
	if chat.Server == "" || chat.Title == "" {
		return chat
	}
	if server := strings.TrimSpace(a.guildName(ctx, chat.Server)); server != "" {
		chat.Title = bot.ClipRunes(server, maxServerName) + " · #" + chat.Title
	}
	return chat
}

// maxServerName is the most of a server's name a title shows: the core
// keeps a title's first 64 characters, and the channel's name must show
// beside it.
const maxServerName = 32
