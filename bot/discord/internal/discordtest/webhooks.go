package discordtest

import (
	"encoding/json"
	"net/http"
	"time"
)

// Interaction callback types.
const (
	ackMessage        = 4
	ackDeferred       = 5
	ackDeferredUpdate = 6
	ackUpdate         = 7
	ackChoices        = 8
	ackModal          = 9
)

// Interaction types.
const (
	typeCommand      = 2
	typeComponent    = 3
	typeAutocomplete = 4
)

// tokenLife is how long an interaction token works, as on Discord.
const tokenLife = 15 * time.Minute

// interState is an injected interaction and what the bot did with it.
type interState struct {
	Interaction
	ackFlags int
	resolved bool // a deferred command's loading message was resolved
}

// callbackLocked serves POST /interactions/{id}/{token}/callback.
func (s *Server) callbackLocked(id, token string, in body) response {
	st := s.inters[id]
	if st == nil || st.Token != token || time.Since(st.Created) > s.deadline {
		return fail(http.StatusNotFound, CodeUnknownInteraction, codeText[CodeUnknownInteraction])
	}
	if st.Ack != 0 {
		return fail(http.StatusBadRequest, CodeAlreadyAcknowledged, codeText[CodeAlreadyAcknowledged])
	}
	var cb struct {
		Type int             `json:"type"`
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(in.json, &cb); err != nil {
		return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
	}
	p, err := decodePayload(cb.Data)
	if err != nil {
		return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
	}
	flags := 0
	if p.Flags != nil {
		flags = *p.Flags & FlagEphemeral
	}
	allowed := map[int]bool{ackChoices: st.Type == typeAutocomplete,
		ackMessage: st.Type != typeAutocomplete, ackDeferred: st.Type != typeAutocomplete,
		ackModal: st.Type != typeAutocomplete, ackDeferredUpdate: st.Type == typeComponent, ackUpdate: st.Type == typeComponent}
	if !allowed[cb.Type] {
		return fail(http.StatusBadRequest, CodeInvalidForm, "callback type not valid for this interaction")
	}
	switch cb.Type {
	case ackMessage:
		m, bad := s.createMessageLocked(st.Channel, p, in.files)
		if m == nil {
			return bad
		}
		s.ownLocked(st, m)
		st.Original, st.resolved = m.id, true
	case ackDeferred:
		m := &message{id: s.ids.next(time.Now()), channel: st.Channel, flags: FlagLoading | flags, created: time.Now()}
		c := s.channelLocked(st.Channel)
		c.messages = append(c.messages, m)
		s.ownLocked(st, m)
		st.Original = m.id
	case ackUpdate:
		m := s.findMessageLocked(st.Channel, st.Original)
		if m == nil {
			return fail(http.StatusNotFound, CodeUnknownMessage, codeText[CodeUnknownMessage])
		}
		s.seen = m.visibleTo
		if r := s.editMessageLocked(m, p, in.files); r.status != http.StatusOK {
			return r
		}
	case ackChoices:
		st.Choices = p.Choices
	}
	st.Ack, st.AckedAt, st.ackFlags = cb.Type, time.Now(), flags
	st.AckEphemeral = flags&FlagEphemeral != 0
	return noContent()
}

// ownLocked ties a message to an interaction; the request being served
// shows it to its one user when it is ephemeral.
func (s *Server) ownLocked(st *interState, m *message) {
	m.interaction = st.ID
	if m.flags&FlagEphemeral != 0 {
		m.visibleTo = st.User
	}
	s.seen = m.visibleTo
}

// webhookLocked serves /webhooks/{app}/{token}[/messages/{id|@original}].
func (s *Server) webhookLocked(r *http.Request, seg []string, in body) response {
	st := s.byToken[seg[2]]
	if seg[1] != AppID || st == nil || st.Ack == 0 || st.Ack == ackChoices {
		return fail(http.StatusNotFound, CodeUnknownWebhook, codeText[CodeUnknownWebhook])
	}
	if st.Expired || time.Since(st.Created) > tokenLife {
		return fail(http.StatusUnauthorized, CodeInvalidWebhookToken, codeText[CodeInvalidWebhookToken])
	}
	switch {
	case len(seg) == 3 && r.Method == http.MethodPost:
		return s.followUpLocked(st, in)
	case len(seg) == 5 && seg[3] == "messages":
		id := seg[4]
		if id == "@original" {
			id = st.Original
		}
		m := s.findMessageLocked(st.Channel, id)
		if m == nil || (m.interaction != st.ID && m.id != st.Original) {
			return fail(http.StatusNotFound, CodeUnknownMessage, codeText[CodeUnknownMessage])
		}
		s.seen = m.visibleTo
		switch r.Method {
		case http.MethodGet:
			return ok(s.messageJSON(m))
		case http.MethodPatch:
			p, err := decodePayload(in.json)
			if err != nil {
				return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
			}
			p.Flags = nil
			out := s.editMessageLocked(m, p, in.files)
			if out.status == http.StatusOK && m.id == st.Original {
				st.resolved = true
			}
			return out
		case http.MethodDelete:
			s.deleteMessageLocked(m)
			if m.id == st.Original {
				st.Original, st.resolved = "", true
			}
			return noContent()
		}
	}
	return fail(http.StatusNotFound, 0, "404: Not Found")
}

// followUpLocked creates a follow-up message. The first follow-up of a
// deferred command resolves its loading message instead, keeping the
// deferral's ephemerality whatever the follow-up asks (as Discord does).
func (s *Server) followUpLocked(st *interState, in body) response {
	p, err := decodePayload(in.json)
	if err != nil {
		return fail(http.StatusBadRequest, CodeInvalidForm, err.Error())
	}
	if st.Ack == ackDeferred && !st.resolved {
		if m := s.findMessageLocked(st.Channel, st.Original); m != nil {
			s.seen = m.visibleTo
			p.Flags = nil
			out := s.editMessageLocked(m, p, in.files)
			if out.status == http.StatusOK {
				st.resolved = true
			}
			return out
		}
	}
	m, bad := s.createMessageLocked(st.Channel, p, in.files)
	if m == nil {
		return bad
	}
	s.ownLocked(st, m)
	return ok(s.messageJSON(m))
}
