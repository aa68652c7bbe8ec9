package discordtest

import (
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/gorilla/websocket"
)

// heartbeatMillis is the heartbeat interval the gateway asks for.
const heartbeatMillis = 41250

// writeTimeout bounds one gateway write.
const writeTimeout = 5 * time.Second

// GatewayState is what the fake gateway saw.
type GatewayState struct {
	Connected   bool
	Connections int // websocket connections accepted
	Identifies  int // new sessions
	Resumes     int // sessions resumed
	Heartbeats  int
	Shard       [2]int // as the last identify asked ([0, 1] when it did not)
	Intents     int
	Session     string
}

// gateway is the fake websocket gateway: one bot session at a time.
type gateway struct {
	s  *Server
	up websocket.Upgrader

	mu      sync.Mutex
	conn    *websocket.Conn
	closed  bool
	seq     int64
	log     []frame // dispatched in this session, for resumes
	pending []frame // dispatched before the first session
	state   GatewayState
}

// frame is one dispatched event.
type frame struct {
	seq int64
	t   string
	d   any
}

func (f frame) wire() map[string]any {
	return map[string]any{"op": 0, "t": f.t, "s": f.seq, "d": f.d}
}

func newGateway(s *Server) *gateway {
	return &gateway{s: s, up: websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}}
}

// Gateway reports the gateway's connections and sessions.
func (s *Server) Gateway() GatewayState {
	s.gw.mu.Lock()
	defer s.gw.mu.Unlock()
	return s.gw.state
}

// Restart drops the gateway connection without a close frame, as a
// network failure or a Discord restart would; the session stays
// resumable, and events injected meanwhile are replayed on resume.
func (s *Server) Restart() {
	s.gw.mu.Lock()
	if c := s.gw.conn; c != nil {
		_ = c.UnderlyingConn().Close()
		s.gw.conn = nil
		s.gw.state.Connected = false
	}
	s.gw.mu.Unlock()
	s.notify()
}

// close refuses new connections and drops the current one.
func (g *gateway) close() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.closed = true
	if g.conn != nil {
		_ = g.conn.Close()
		g.conn = nil
		g.state.Connected = false
	}
}

// serve runs one websocket connection.
func (g *gateway) serve(w http.ResponseWriter, r *http.Request) {
	g.mu.Lock()
	closed := g.closed
	g.mu.Unlock()
	if closed {
		http.Error(w, "closed", http.StatusServiceUnavailable)
		return
	}
	conn, err := g.up.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	g.mu.Lock()
	if g.conn != nil {
		_ = g.conn.Close()
	}
	g.conn = conn
	g.state.Connected = true
	g.state.Connections++
	g.writeLocked(conn, map[string]any{"op": 10, "d": map[string]any{"heartbeat_interval": heartbeatMillis}})
	g.mu.Unlock()
	g.s.notify()
	for {
		_, data, err := conn.ReadMessage()
		if err != nil {
			g.mu.Lock()
			if g.conn == conn {
				g.conn = nil
				g.state.Connected = false
			}
			g.mu.Unlock()
			g.s.notify()
			return
		}
		g.mu.Lock()
		g.handleLocked(conn, data)
		g.mu.Unlock()
		g.s.notify()
	}
}

// handleLocked answers one client payload.
func (g *gateway) handleLocked(conn *websocket.Conn, data []byte) {
	var p struct {
		Op int             `json:"op"`
		D  json.RawMessage `json:"d"`
	}
	if json.Unmarshal(data, &p) != nil {
		return
	}
	switch p.Op {
	case 1:
		g.state.Heartbeats++
		g.writeLocked(conn, map[string]any{"op": 11})
	case 2:
		g.identifyLocked(conn, p.D)
	case 6:
		g.resumeLocked(conn, p.D)
	}
}

// identifyLocked starts a new session: READY, then what was queued.
func (g *gateway) identifyLocked(conn *websocket.Conn, d json.RawMessage) {
	var id struct {
		Token   string  `json:"token"`
		Shard   *[2]int `json:"shard"`
		Intents int     `json:"intents"`
	}
	if json.Unmarshal(d, &id) != nil || id.Token != "Bot "+Token {
		_ = conn.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(4004, "Authentication failed."), time.Now().Add(writeTimeout))
		_ = conn.Close()
		return
	}
	g.state.Identifies++
	g.state.Shard, g.state.Intents = [2]int{0, 1}, id.Intents
	if id.Shard != nil {
		g.state.Shard = *id.Shard
	}
	g.state.Session = "session-" + strconv.Itoa(g.state.Identifies)
	g.seq, g.log = 0, nil
	g.sendLocked(conn, "READY", map[string]any{"v": 10, "session_id": g.state.Session,
		"resume_gateway_url": g.s.GatewayURL(), "user": botUser(),
		"application": map[string]any{"id": AppID, "flags": 0}, "shard": g.state.Shard,
		"guilds": []any{}, "private_channels": []any{}})
	queued := g.pending
	g.pending = nil
	for _, f := range queued {
		g.sendLocked(conn, f.t, f.d)
	}
}

// resumeLocked replays what the client missed, then RESUMED.
func (g *gateway) resumeLocked(conn *websocket.Conn, d json.RawMessage) {
	var rs struct {
		Token     string `json:"token"`
		SessionID string `json:"session_id"`
		Seq       int64  `json:"seq"`
	}
	if json.Unmarshal(d, &rs) != nil || rs.Token != "Bot "+Token || rs.SessionID != g.state.Session {
		g.writeLocked(conn, map[string]any{"op": 9, "d": false})
		return
	}
	g.state.Resumes++
	for _, f := range g.log {
		if f.seq > rs.Seq {
			g.writeLocked(conn, f.wire())
		}
	}
	g.sendLocked(conn, "RESUMED", map[string]any{})
}

// dispatch sends an event to the bot, now or when it next connects.
func (g *gateway) dispatch(t string, d any) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.state.Session == "" {
		g.pending = append(g.pending, frame{t: t, d: d})
		return
	}
	g.sendLocked(g.conn, t, d)
}

// sendLocked numbers an event, logs it for resumes and writes it if a
// connection is up.
func (g *gateway) sendLocked(conn *websocket.Conn, t string, d any) {
	g.seq++
	f := frame{seq: g.seq, t: t, d: d}
	g.log = append(g.log, f)
	if conn != nil {
		g.writeLocked(conn, f.wire())
	}
}

// writeLocked writes one payload; a failed write drops the connection.
func (g *gateway) writeLocked(conn *websocket.Conn, v any) {
	_ = conn.SetWriteDeadline(time.Now().Add(writeTimeout))
	if err := conn.WriteJSON(v); err != nil {
		_ = conn.Close()
		if g.conn == conn {
			g.conn = nil
			g.state.Connected = false
		}
	}
}
