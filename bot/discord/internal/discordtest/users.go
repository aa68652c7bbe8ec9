package discordtest

import (
	"strconv"
	"time"
)

// user is a Discord user and the permissions they have in guilds.
type user struct {
	id, name, locale string
	perms            int64
}

// userLocked finds or makes a user: a plain member speaking en-US.
func (s *Server) userLocked(id string) *user {
	u := s.users[id]
	if u == nil {
		u = &user{id: id, name: "user" + id, locale: "en-US", perms: PermMember}
		s.users[id] = u
	}
	return u
}

// SetUser sets a user's name, guild permissions (such as PermMember or
// PermAdministrator) and client locale ("en-US", "ru").
func (s *Server) SetUser(id, name string, perms int64, locale string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.userLocked(id)
	u.name, u.perms, u.locale = name, perms, locale
}

// SetChannel declares a guild channel, or a thread, with its name.
func (s *Server) SetChannel(id, guild, name string, thread bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.channelLocked(id)
	c.guild, c.name, c.kind = guild, name, kindText
	if thread {
		c.kind = kindThread
	}
}

// SetAppPermissions sets the bot's permissions in a channel (PermAll by
// default). Interactions carry them as app_permissions, and channel
// message endpoints enforce them (View Channel, Send Messages or Send
// Messages in Threads, Attach Files).
func (s *Server) SetAppPermissions(channel string, perms int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.channelLocked(channel).perms = perms
}

// CloseDMs makes messages to a user's DM channel fail with 50007, as when
// the user closed direct messages or blocked the bot.
func (s *Server) CloseDMs(user string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closedDMs[user] = true
}

// ExpireToken makes an interaction's webhook answer 401 "Invalid Webhook
// Token" (50027), as 15 minutes after the interaction.
func (s *Server) ExpireToken(interactionID string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if st := s.inters[interactionID]; st != nil {
		st.Expired = true
	}
}

// SeedCommand registers a command, as one left over from an older
// version of the bot (guild "" for a global command).
func (s *Server) SeedCommand(guild, name, description string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := &command{Name: name, Description: description}
	s.placeLocked(guild, c, s.commands[guild])
	s.commands[guild] = append(s.commands[guild], c)
}

// userJSON is a user object.
func userJSON(u *user) map[string]any {
	return map[string]any{"id": u.id, "username": u.name, "global_name": u.name, "discriminator": "0", "bot": false}
}

// botUser is the bot's user object.
func botUser() map[string]any {
	return map[string]any{"id": AppID, "username": BotName, "discriminator": "0", "bot": true}
}

// memberJSONLocked is a guild member object with its permissions.
func (s *Server) memberJSONLocked(id string, perms int64) map[string]any {
	return map[string]any{"user": userJSON(s.userLocked(id)), "roles": []string{}, "nick": nil,
		"joined_at":   time.Unix(1600000000, 0).UTC().Format(time.RFC3339),
		"permissions": strconv.FormatInt(perms, 10), "deaf": false, "mute": false}
}

// snowflakes makes Discord ids: milliseconds since 2015 and a counter.
type snowflakes struct{ n int64 }

// discordEpoch is 2015-01-01 in Unix milliseconds.
const discordEpoch = 1420070400000

func (g *snowflakes) next(t time.Time) string {
	g.n++
	return strconv.FormatInt((t.UnixMilli()-discordEpoch)<<22|g.n&0x3fffff, 10)
}
