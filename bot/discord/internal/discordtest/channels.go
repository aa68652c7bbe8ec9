package discordtest

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"
)

// serveChannelLocked serves /channels/{id}[/messages[/{id}]].
func (s *Server) serveChannelLocked(r *http.Request, seg []string, in body) response {
	c := s.channels[seg[1]]
	if c == nil {
		return fail(http.StatusNotFound, CodeUnknownChannel, codeText[CodeUnknownChannel])
	}
	if c.perms&PermViewChannel == 0 {
		return fail(http.StatusForbidden, CodeMissingAccess, codeText[CodeMissingAccess])
	}
	if c.kind == kindDM {
		s.seen = s.dmUserLocked(c.id)
	}
	switch {
	case len(seg) == 2 && r.Method == http.MethodGet:
		return ok(map[string]any{"id": c.id, "name": c.name, "type": c.kind, "guild_id": c.guild})
	case len(seg) == 3 && seg[2] == "messages" && r.Method == http.MethodGet:
		out := []map[string]any{}
		for i := len(c.messages) - 1; i >= 0; i-- {
			if m := c.messages[i]; m.flags&FlagEphemeral == 0 {
				out = append(out, s.messageJSON(m))
			}
		}
		return ok(out)
	case len(seg) == 3 && seg[2] == "messages" && r.Method == http.MethodPost:
		return s.postLocked(c, in)
	case len(seg) == 4 && seg[2] == "messages":
		m := s.findMessageLocked(c.id, seg[3])
		if m == nil || m.flags&FlagEphemeral != 0 {
			return fail(http.StatusNotFound, CodeUnknownMessage, codeText[CodeUnknownMessage])
		}
		return s.messageLocked(r.Method, c, m, in)
	}
	return fail(http.StatusNotFound, 0, "404: Not Found")
}

// postLocked creates a channel message, checking the bot's permissions.
func (s *Server) postLocked(c *channel, in body) response {
	if c.kind == kindDM && s.closedDMs[s.dmUserLocked(c.id)] {
		return fail(http.StatusForbidden, CodeCannotMessageUser, codeText[CodeCannotMessageUser])
	}
	send := int64(PermSendMessages)
	if c.kind == kindThread {
		send = PermSendInThreads
	}
	if c.perms&send == 0 || (len(in.files) > 0 && c.perms&PermAttachFiles == 0) {
		return fail(http.StatusForbidden, CodeMissingPermissions, codeText[CodeMissingPermissions])
	}
	p, err := decodePayload(in.json)
	if err != nil {
		return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
	}
	p.Flags = nil // ephemeral exists only for interactions
	m, bad := s.createMessageLocked(c.id, p, in.files)
	if m == nil {
		return bad
	}
	return ok(s.messageJSON(m))
}

// messageLocked serves GET, PATCH and DELETE of one channel message.
func (s *Server) messageLocked(method string, c *channel, m *message, in body) response {
	switch method {
	case http.MethodGet:
		return ok(s.messageJSON(m))
	case http.MethodPatch:
		if len(in.files) > 0 && c.perms&PermAttachFiles == 0 {
			return fail(http.StatusForbidden, CodeMissingPermissions, codeText[CodeMissingPermissions])
		}
		p, err := decodePayload(in.json)
		if err != nil {
			return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
		}
		p.Flags = nil
		return s.editMessageLocked(m, p, in.files)
	case http.MethodDelete:
		s.deleteMessageLocked(m)
		return noContent()
	}
	return fail(http.StatusMethodNotAllowed, 0, "405: Method Not Allowed")
}

// dmCreateLocked opens (or finds) the DM channel with a user.
func (s *Server) dmCreateLocked(in body) response {
	var p struct {
		RecipientID string `json:"recipient_id"`
	}
	if err := json.Unmarshal(in.json, &p); err != nil || p.RecipientID == "" {
		return fail(http.StatusBadRequest, CodeInvalidForm, "recipient_id is required")
	}
	id, found := s.dms[p.RecipientID]
	if !found {
		id = s.ids.next(time.Now())
		s.dms[p.RecipientID] = id
		c := s.channelLocked(id)
		c.kind, c.name = kindDM, ""
	}
	u := s.userLocked(p.RecipientID)
	return ok(map[string]any{"id": id, "type": kindDM,
		"recipients": []any{map[string]any{"id": u.id, "username": u.name}}})
}

// dmUserLocked is the user a DM channel is with.
func (s *Server) dmUserLocked(channelID string) string {
	for u, id := range s.dms {
		if id == channelID {
			return u
		}
	}
	return ""
}

// serveAttachment serves an attachment's bytes:
// /attachments/{channel}/{attachment}/{name}.
func (s *Server) serveAttachment(w http.ResponseWriter, r *http.Request) {
	seg := strings.Split(strings.TrimPrefix(r.URL.Path, "/attachments/"), "/")
	if len(seg) != 3 {
		http.NotFound(w, r)
		return
	}
	s.mu.Lock()
	var found *attachment
	if c := s.channels[seg[0]]; c != nil {
		for _, m := range c.messages {
			for _, a := range m.attachments {
				if a.id == seg[1] {
					found = a
				}
			}
		}
	}
	s.mu.Unlock()
	if found == nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", found.contentType)
	_, _ = w.Write(found.data)
}
