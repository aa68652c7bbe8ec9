package telegramtest

import (
	"cmp"
	"encoding/json"
	"net/http"
	"slices"
	"time"
)

// queuedUpdate is an injected update waiting for getUpdates.
type queuedUpdate struct {
	id   int
	kind string
	body any
}

// json is the Update object.
func (u queuedUpdate) json() map[string]any { return map[string]any{"update_id": u.id, u.kind: u.body} }

// push queues an update and returns its id. Hold s.mu.
func (s *Server) push(kind string, body any) int {
	u := queuedUpdate{id: s.nextUpdate, kind: kind, body: body}
	s.nextUpdate++
	s.updates = append(s.updates, u)
	s.notify()
	return u.id
}

// maxPollLimit is the most updates one getUpdates returns.
const maxPollLimit = 100

// getUpdates long-polls: it answers at once when updates at or after offset
// are queued, else when one is injected or after timeout seconds. An offset
// confirms (drops) the updates before it.
func (s *Server) getUpdates(w http.ResponseWriter, r *http.Request, p params) {
	offset, e1 := p.int("offset")
	limit, e2 := p.int("limit")
	timeout, e3 := p.int("timeout")
	if e := cmp.Or(e1, e2, e3); e != nil {
		writeError(w, e)
		return
	}
	s.pollLoop(w, r, offset, limit, time.Duration(timeout)*time.Second, p.str("allowed_updates"))
}

func (s *Server) pollLoop(w http.ResponseWriter, r *http.Request, offset, limit int, timeout time.Duration, allowedJSON string) {
	var allowed []string
	if allowedJSON != "" && json.Unmarshal([]byte(allowedJSON), &allowed) != nil {
		writeError(w, badRequest("can't parse allowed_updates"))
		return
	}
	if limit <= 0 || limit > maxPollLimit {
		limit = maxPollLimit
	}
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		s.mu.Lock()
		if s.webhook.url != "" {
			s.mu.Unlock()
			writeError(w, &apiError{code: http.StatusConflict,
				desc: "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"})
			return
		}
		s.confirm(offset)
		batch := s.pending(allowed, limit)
		changed := s.changed
		s.mu.Unlock()
		if len(batch) > 0 || timeout <= 0 {
			writeResult(w, batch)
			return
		}
		select {
		case <-changed:
		case <-deadline.C:
			writeResult(w, []any{})
			return
		case <-s.quit:
			writeResult(w, []any{})
			return
		case <-r.Context().Done():
			return
		}
	}
}

// confirm drops the updates before offset. Hold s.mu.
func (s *Server) confirm(offset int) {
	if offset <= s.offset {
		return
	}
	s.offset = offset
	s.updates = slices.DeleteFunc(s.updates, func(u queuedUpdate) bool { return u.id < offset })
	s.notify()
}

// pending lists up to limit queued updates, dropping those of kinds not
// allowed (Telegram does not keep them). Hold s.mu.
func (s *Server) pending(allowed []string, limit int) []map[string]any {
	if len(allowed) > 0 {
		s.updates = slices.DeleteFunc(s.updates, func(u queuedUpdate) bool { return !slices.Contains(allowed, u.kind) })
	}
	out := []map[string]any{}
	for _, u := range s.updates {
		if len(out) == limit {
			break
		}
		out = append(out, u.json())
	}
	return out
}
