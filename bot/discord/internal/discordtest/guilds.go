package discordtest

import "net/http"

// CodeUnknownGuild is Discord's error code for a guild it does not know
// (or the bot is not in).
const CodeUnknownGuild = 10004

// SetGuild names a guild: GET /guilds/{id} answers its name. A guild
// never named, or named "", answers 404, Unknown Guild, as for a guild the
// bot is not in.
func (s *Server) SetGuild(id, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.guilds == nil {
		s.guilds = map[string]string{}
	}
	if name == "" {
		delete(s.guilds, id)
		return
	}
	s.guilds[id] = name
}

// guildLocked serves GET /guilds/{id}: the guild's id and name.
func (s *Server) guildLocked(id string) response {
	name, known := s.guilds[id]
	if !known {
		return fail(http.StatusNotFound, CodeUnknownGuild, "Unknown Guild")
	}
	return ok(map[string]any{"id": id, "name": name})
}
