package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// keepAlive is how often an idle event stream sends a comment, so that
// proxies keep it open.
const keepAlive = 25 * time.Second

// events streams the game to the token's holder as server-sent events:
// an event "view" (a View) at once and after every change of the game,
// told by the bot (bot.Bot.Watch) or seen by polling the store (moves
// made by another process); an event "gone" (a goneEvent) ends it when
// the game is no longer there.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	c, l, ok := s.load(w, r)
	if !ok {
		return
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	changed, stop := s.cfg.Bot.Watch(string(l.Rec.Key))
	defer stop()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	var last []byte
	send := func() bool {
		l, err := s.live(c)
		if err != nil {
			s.gone(w, err)
			fl.Flush()
			return false
		}
		data, err := json.Marshal(viewOf(s.cfg.Bot, l, c))
		if err != nil {
			return false
		}
		if bytes.Equal(data, last) {
			return true
		}
		last = data
		if _, err := fmt.Fprintf(w, "event: view\ndata: %s\n\n", data); err != nil {
			return false
		}
		fl.Flush()
		return true
	}
	if !send() {
		return
	}
	poll := time.NewTicker(s.cfg.Poll)
	defer poll.Stop()
	idle := time.NewTicker(keepAlive)
	defer idle.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-changed:
		case <-poll.C:
		case <-idle.C:
			if _, err := fmt.Fprint(w, ": keep-alive\n\n"); err != nil {
				return
			}
			fl.Flush()
			continue
		}
		if !send() {
			return
		}
	}
}

// goneEvent is an event "gone"'s data: why the stream stopped, as a
// refused request would say it (its status and text), for the page to
// tell in the viewer's words.
type goneEvent struct {
	Status int    `json:"status"`
	Text   string `json:"text"`
}

// gone ends a stream with an event "gone" telling err (an internal error
// logged, and told as such).
func (s *Server) gone(w http.ResponseWriter, err error) {
	g := goneEvent{Status: statusOf(err), Text: err.Error()}
	if g.Status == http.StatusInternalServerError {
		s.cfg.Log.Error("web events", "err", err)
		g.Text = "internal error"
	}
	data, _ := json.Marshal(g)
	fmt.Fprintf(w, "event: gone\ndata: %s\n\n", data)
}
