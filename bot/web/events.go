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
// made by another process).
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
			fmt.Fprintf(w, "event: gone\ndata: %q\n\n", err.Error())
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
