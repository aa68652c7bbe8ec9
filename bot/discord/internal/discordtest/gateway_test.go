package discordtest_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// payload is a gateway payload as the client reads it.
type payload struct {
	Op int             `json:"op"`
	T  string          `json:"t"`
	S  int64           `json:"s"`
	D  json.RawMessage `json:"d"`
}

// dial connects to the fake gateway and reads its hello.
func dial(t *testing.T, s *discordtest.Server) *websocket.Conn {
	t.Helper()
	c, _, err := websocket.DefaultDialer.Dial(s.GatewayURL()+"?v=10&encoding=json", nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if p := read(t, c); p.Op != 10 {
		t.Fatalf("first payload op %d, want hello", p.Op)
	}
	return c
}

func read(t *testing.T, c *websocket.Conn) payload {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	var p payload
	if err := c.ReadJSON(&p); err != nil {
		t.Fatal(err)
	}
	return p
}

func send(t *testing.T, c *websocket.Conn, op int, d any) {
	t.Helper()
	if err := c.WriteJSON(map[string]any{"op": op, "d": d}); err != nil {
		t.Fatal(err)
	}
}

func TestGatewaySessionAndResume(t *testing.T) {
	s := discordtest.New(t)
	early := s.SlashCommand("10", "1", "7", "help", nil) // queued until a session exists

	c := dial(t, s)
	send(t, c, 2, map[string]any{"token": "Bot " + discordtest.Token, "intents": 0, "shard": []int{1, 2}})
	ready := read(t, c)
	var r struct {
		SessionID   string `json:"session_id"`
		Application struct {
			ID string `json:"id"`
		} `json:"application"`
		Shard [2]int `json:"shard"`
	}
	if err := json.Unmarshal(ready.D, &r); err != nil || ready.T != "READY" || ready.S != 1 ||
		r.Application.ID != discordtest.AppID || r.Shard != [2]int{1, 2} {
		t.Fatalf("READY = %+v (%+v, %v)", ready, r, err)
	}
	var ev struct {
		ID string `json:"id"`
	}
	if p := read(t, c); p.T != "INTERACTION_CREATE" || p.S != 2 || json.Unmarshal(p.D, &ev) != nil || ev.ID != early {
		t.Fatalf("queued event = %+v", p)
	}
	send(t, c, 1, 2)
	if p := read(t, c); p.Op != 11 {
		t.Fatalf("heartbeat answered op %d, want 11", p.Op)
	}

	s.Restart()
	missed := s.SlashCommand("10", "1", "7", "status", nil) // while disconnected
	c2 := dial(t, s)
	send(t, c2, 6, map[string]any{"token": "Bot " + discordtest.Token, "session_id": r.SessionID, "seq": 2})
	if p := read(t, c2); p.T != "INTERACTION_CREATE" || p.S != 3 || json.Unmarshal(p.D, &ev) != nil || ev.ID != missed {
		t.Fatalf("replayed event = %+v", p)
	}
	if p := read(t, c2); p.T != "RESUMED" {
		t.Fatalf("after the replay: %+v, want RESUMED", p)
	}
	c3 := dial(t, s)
	send(t, c3, 6, map[string]any{"token": "Bot " + discordtest.Token, "session_id": "stale", "seq": 2})
	if p := read(t, c3); p.Op != 9 {
		t.Fatalf("stale resume answered %+v, want invalid session", p)
	}
	g := s.Gateway()
	if g.Identifies != 1 || g.Resumes != 1 || g.Connections != 3 || g.Heartbeats != 1 || g.Shard != [2]int{1, 2} {
		t.Errorf("gateway state = %+v", g)
	}
}
