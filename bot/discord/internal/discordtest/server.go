package discordtest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Server is a fake Discord. It is safe for concurrent use.
type Server struct {
	tb   testing.TB
	http *httptest.Server
	gw   *gateway

	mu       sync.Mutex
	changed  chan struct{} // closed and replaced on every change
	ids      snowflakes
	requests []Request
	// seen is the VisibleTo of the request being served.
	seen     string
	failures []failure
	deadline time.Duration

	channels  map[string]*channel
	commands  map[string][]*command // by guild; "" is global
	inters    map[string]*interState
	byToken   map[string]*interState
	dms       map[string]string // user → DM channel
	closedDMs map[string]bool
	users     map[string]*user
	guilds    map[string]string // guild id → name (SetGuild)
}

// New starts a fake Discord on 127.0.0.1; it stops when the test ends.
func New(tb testing.TB) *Server {
	tb.Helper()
	s := &Server{
		tb:        tb,
		changed:   make(chan struct{}),
		deadline:  3 * time.Second,
		channels:  map[string]*channel{},
		commands:  map[string][]*command{},
		inters:    map[string]*interState{},
		byToken:   map[string]*interState{},
		dms:       map[string]string{},
		closedDMs: map[string]bool{},
		users:     map[string]*user{},
	}
	s.gw = newGateway(s)
	s.http = httptest.NewServer(http.HandlerFunc(s.serve))
	tb.Cleanup(s.Close)
	return s
}

// Close drops the gateway connection and stops the server.
func (s *Server) Close() {
	s.gw.close()
	s.http.CloseClientConnections()
	s.http.Close()
}

// URL is the server's base address, "http://127.0.0.1:port".
func (s *Server) URL() string { return s.http.URL }

// RESTBase is the REST API base, "http://127.0.0.1:port/api/v10".
func (s *Server) RESTBase() string { return s.http.URL + apiPrefix }

// GatewayURL is the gateway's websocket address.
func (s *Server) GatewayURL() string {
	return "ws" + strings.TrimPrefix(s.http.URL, "http") + "/gateway"
}

// SetDeadline changes how long after its creation an interaction may still
// be acknowledged (3 s, as on Discord).
func (s *Server) SetDeadline(d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deadline = d
}

// WaitFor waits until pred holds, checking it after every change of the
// server's state, or until ctx ends.
func (s *Server) WaitFor(ctx context.Context, pred func() bool) error {
	for {
		s.mu.Lock()
		ch := s.changed
		s.mu.Unlock()
		if pred() {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ch:
		}
	}
}

// notifyLocked wakes WaitFor; s.mu is held.
func (s *Server) notifyLocked() {
	close(s.changed)
	s.changed = make(chan struct{})
}

// notify wakes WaitFor.
func (s *Server) notify() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notifyLocked()
}

// FailNext makes the next request whose method is method ("" for any) and
// whose path after /api/v10 starts with pathPrefix fail with the HTTP
// status and Discord error code. A 429 carries retryAfter in its body and
// its Retry-After and X-RateLimit-* headers.
func (s *Server) FailNext(method, pathPrefix string, status, code int, retryAfter time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures = append(s.failures, failure{method: method, prefix: pathPrefix, status: status, code: code, retryAfter: retryAfter})
}

// FailAlways makes every request whose method is method ("" for any) and
// whose path after /api/v10 starts with pathPrefix fail with the HTTP
// status and Discord error code, until ClearFailures.
func (s *Server) FailAlways(method, pathPrefix string, status, code int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures = append(s.failures, failure{method: method, prefix: pathPrefix, status: status, code: code, always: true})
}

// ClearFailures drops every injected failure not yet answered, and those
// of FailAlways.
func (s *Server) ClearFailures() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures = nil
}

// Requests lists the REST requests received so far, in order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// RequestsFor lists the requests that belong to one interaction: its
// callback and its webhook calls.
func (s *Server) RequestsFor(interactionID string) []Request {
	var out []Request
	for _, r := range s.Requests() {
		if r.Interaction == interactionID {
			out = append(out, r)
		}
	}
	return out
}

const apiPrefix = "/api/v10"

// serve routes one HTTP request.
func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/gateway" || r.URL.Path == "/gateway/":
		s.gw.serve(w, r)
	case strings.HasPrefix(r.URL.Path, "/attachments/"):
		s.serveAttachment(w, r)
	case strings.HasPrefix(r.URL.Path, "/api/v"):
		s.serveAPI(w, r)
	default:
		http.NotFound(w, r)
	}
}

// serveAPI answers a REST request and records it.
func (s *Server) serveAPI(w http.ResponseWriter, r *http.Request) {
	path := r.URL.Path[len("/api/v"):]
	if i := strings.IndexByte(path, '/'); i >= 0 {
		path = path[i:]
	} else {
		path = "/"
	}
	in, perr := readBody(r)
	s.mu.Lock()
	defer s.mu.Unlock()
	rec := Request{Seq: len(s.requests) + 1, Method: r.Method, Path: path, Query: r.URL.RawQuery,
		Body: in.json, Files: in.files, At: time.Now(), Interaction: s.interactionOfLocked(path)}
	var out response
	s.seen = ""
	switch {
	case perr != nil:
		out = fail(http.StatusBadRequest, CodeInvalidForm, perr.Error())
	default:
		if f, ok := s.takeFailureLocked(r.Method, path); ok {
			out = f.response()
		} else {
			out = s.routeLocked(r, path, in)
		}
	}
	rec.Status, rec.VisibleTo = out.status, s.seen
	s.requests = append(s.requests, rec)
	s.notifyLocked()
	out.write(w)
}

// takeFailureLocked consumes the first injected failure matching a request.
func (s *Server) takeFailureLocked(method, path string) (failure, bool) {
	for i, f := range s.failures {
		if (f.method == "" || strings.EqualFold(f.method, method)) && strings.HasPrefix(path, f.prefix) {
			if !f.always {
				s.failures = append(s.failures[:i], s.failures[i+1:]...)
			}
			return f, true
		}
	}
	return failure{}, false
}

// authorized tells whether a request carries the bot token.
func authorized(r *http.Request) bool {
	return r.Header.Get("Authorization") == "Bot "+Token
}

// routeLocked dispatches a REST request by its path segments.
func (s *Server) routeLocked(r *http.Request, path string, in body) response {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	// Interaction callbacks and webhooks are authorized by their token.
	switch {
	case len(seg) == 4 && seg[0] == "interactions" && seg[3] == "callback" && r.Method == http.MethodPost:
		return s.callbackLocked(seg[1], seg[2], in)
	case len(seg) >= 3 && seg[0] == "webhooks":
		return s.webhookLocked(r, seg, in)
	}
	if !authorized(r) {
		return fail(http.StatusUnauthorized, 0, "401: Unauthorized")
	}
	switch {
	case path == "/gateway" || path == "/gateway/bot":
		return ok(map[string]any{"url": s.GatewayURL(), "shards": 1,
			"session_start_limit": map[string]int{"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}})
	case len(seg) == 2 && seg[0] == "users" && seg[1] == "@me" && r.Method == http.MethodGet:
		return ok(botUser())
	case len(seg) == 3 && seg[0] == "users" && seg[1] == "@me" && seg[2] == "channels" && r.Method == http.MethodPost:
		return s.dmCreateLocked(in)
	case len(seg) >= 3 && seg[0] == "applications":
		return s.commandsLocked(r.Method, seg, in)
	case len(seg) >= 2 && seg[0] == "channels":
		return s.serveChannelLocked(r, seg, in)
	case len(seg) == 2 && seg[0] == "guilds" && r.Method == http.MethodGet:
		return s.guildLocked(seg[1])
	case len(seg) == 4 && seg[0] == "guilds" && seg[2] == "members" && r.Method == http.MethodGet:
		return ok(s.memberJSONLocked(seg[3], s.userLocked(seg[3]).perms))
	}
	return fail(http.StatusNotFound, 0, "404: Not Found")
}

// interactionOfLocked names the interaction a callback or webhook path is for.
func (s *Server) interactionOfLocked(path string) string {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	switch {
	case len(seg) >= 3 && seg[0] == "interactions":
		return seg[1]
	case len(seg) >= 3 && seg[0] == "webhooks":
		if in := s.byToken[seg[2]]; in != nil {
			return in.ID
		}
	}
	return ""
}

// response is what a REST handler answers.
type response struct {
	status int
	body   any
	header http.Header
}

func (o response) write(w http.ResponseWriter) {
	for k, v := range o.header {
		w.Header()[k] = v
	}
	if o.status == http.StatusNoContent {
		w.WriteHeader(o.status)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(o.status)
	_ = json.NewEncoder(w).Encode(o.body)
}

func ok(body any) response { return response{status: http.StatusOK, body: body} }

func noContent() response { return response{status: http.StatusNoContent} }

// fail is a Discord error answer.
func fail(status, code int, message string) response {
	return response{status: status, body: map[string]any{"code": code, "message": message}}
}
