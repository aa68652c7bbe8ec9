package discordtest

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"
)

// Channel kinds, as Discord numbers them.
const (
	kindText   = 0
	kindDM     = 1
	kindThread = 11
)

// channel is a text channel, thread or DM with its messages.
type channel struct {
	id, name, guild string
	kind            int
	perms           int64 // the bot's permissions here
	messages        []*message
}

// message is a stored message.
type message struct {
	id, channel string
	content     string
	components  json.RawMessage
	attachments []*attachment
	flags       int
	mentions    *AllowedMentions
	interaction string
	visibleTo   string
	edits       int
	created     time.Time
	// picked are the values a user picked in each select menu (by its
	// custom id) since the components were last set.
	picked map[string][]string
}

type attachment struct {
	id, filename, contentType string
	data                      []byte
}

// channelLocked finds or makes a channel (a guild text channel unless told).
func (s *Server) channelLocked(id string) *channel {
	c := s.channels[id]
	if c == nil {
		c = &channel{id: id, name: "channel-" + id, kind: kindText, perms: PermAll}
		s.channels[id] = c
	}
	return c
}

// findMessageLocked finds a message by channel and id.
func (s *Server) findMessageLocked(ch, id string) *message {
	c := s.channels[ch]
	if c == nil {
		return nil
	}
	for _, m := range c.messages {
		if m.id == id {
			return m
		}
	}
	return nil
}

// messageByIDLocked finds a message by id in any channel.
func (s *Server) messageByIDLocked(id string) *message {
	for _, c := range s.channels {
		for _, m := range c.messages {
			if m.id == id {
				return m
			}
		}
	}
	return nil
}

// deleteMessageLocked removes a message.
func (s *Server) deleteMessageLocked(m *message) {
	c := s.channels[m.channel]
	for i, x := range c.messages {
		if x == m {
			c.messages = append(c.messages[:i], c.messages[i+1:]...)
			return
		}
	}
}

// createMessageLocked posts a message built from a body in a channel.
func (s *Server) createMessageLocked(ch string, p payload, files []File) (*message, response) {
	m := &message{id: s.ids.next(time.Now()), channel: ch, created: time.Now()}
	if p.Flags != nil {
		m.flags = *p.Flags & FlagEphemeral
	}
	if r, bad := s.applyLocked(m, p, files); bad {
		return nil, r
	}
	c := s.channelLocked(ch)
	c.messages = append(c.messages, m)
	return m, response{}
}

// editMessageLocked applies an edit body to a message.
func (s *Server) editMessageLocked(m *message, p payload, files []File) response {
	saved := *m
	if r, bad := s.applyLocked(m, p, files); bad {
		*m = saved
		return r
	}
	if m.flags&FlagLoading != 0 {
		m.flags &^= FlagLoading // the deferred response is resolved
	} else {
		m.edits++
	}
	return ok(s.messageJSON(m))
}

// applyLocked sets what a body says on a message. Attachments stay unless
// the body lists which to keep; uploaded files are added.
func (s *Server) applyLocked(m *message, p payload, files []File) (response, bool) {
	if p.Content != nil {
		m.content = *p.Content
	}
	if p.Components != nil {
		m.components = *p.Components
		m.picked = nil // the client shows the menus afresh
	}
	if p.AllowedMentions != nil {
		m.mentions = p.AllowedMentions
	}
	if p.Attachments != nil {
		keep := map[string]bool{}
		for _, ref := range *p.Attachments {
			keep[ref.key()] = true
		}
		var kept []*attachment
		for _, a := range m.attachments {
			if keep[a.id] {
				kept = append(kept, a)
			}
		}
		m.attachments = kept
	}
	for _, f := range files {
		m.attachments = append(m.attachments, &attachment{id: s.ids.next(time.Now()), filename: f.Name, contentType: f.ContentType, data: f.Data})
	}
	if m.content == "" && len(m.attachments) == 0 && !hasRows(m.components) && m.flags&FlagLoading == 0 {
		return fail(400, CodeCannotSendEmpty, codeText[CodeCannotSendEmpty]), true
	}
	return response{}, false
}

// hasRows tells whether components hold at least one row.
func hasRows(raw json.RawMessage) bool {
	rows, err := decodeRows(raw)
	return err == nil && len(rows) > 0
}

// messageJSON is a message as Discord returns it.
func (s *Server) messageJSON(m *message) map[string]any {
	comps := json.RawMessage("[]")
	if len(m.components) > 0 && string(m.components) != "null" {
		comps = m.components
	}
	atts := make([]map[string]any, 0, len(m.attachments))
	for _, a := range m.attachments {
		atts = append(atts, map[string]any{"id": a.id, "filename": a.filename, "size": len(a.data),
			"content_type": a.contentType, "url": s.attachmentURL(m, a), "proxy_url": s.attachmentURL(m, a)})
	}
	out := map[string]any{
		"id": m.id, "channel_id": m.channel, "type": 0, "content": m.content, "components": comps,
		"attachments": atts, "embeds": []any{}, "mentions": []any{}, "mention_roles": []any{},
		"flags": m.flags, "author": botUser(), "timestamp": m.created.UTC().Format(time.RFC3339Nano),
		"pinned": false, "tts": false,
	}
	if m.interaction != "" {
		out["webhook_id"] = AppID
		out["application_id"] = AppID
	}
	if g := s.channels[m.channel]; g != nil && g.guild != "" {
		out["guild_id"] = g.guild
	}
	return out
}

// attachmentURL is where the server serves an attachment's bytes.
func (s *Server) attachmentURL(m *message, a *attachment) string {
	return fmt.Sprintf("%s/attachments/%s/%s/%s", s.http.URL, m.channel, a.id, a.filename)
}

// snapshot copies a message for a test.
func (s *Server) snapshot(m *message) Message {
	out := Message{ID: m.id, ChannelID: m.channel, Content: m.content, Flags: m.flags,
		Interaction: m.interaction, VisibleTo: m.visibleTo, Edits: m.edits}
	if m.mentions != nil {
		am := *m.mentions
		out.AllowedMentions = &am
	}
	if len(m.components) > 0 {
		out.Components, _ = decodeRows(m.components)
	}
	for _, r := range out.Components {
		if r.Select == nil {
			continue
		}
		for k, o := range r.Select.Options {
			r.Select.Options[k].Picked = slices.Contains(m.picked[r.Select.CustomID], o.Value)
		}
	}
	for _, a := range m.attachments {
		out.Attachments = append(out.Attachments, Attachment{ID: a.id, Filename: a.filename,
			ContentType: a.contentType, Data: append([]byte(nil), a.data...), URL: s.attachmentURL(m, a)})
	}
	return out
}
