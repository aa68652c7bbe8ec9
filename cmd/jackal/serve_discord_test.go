package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// fakeDiscord is Discord's REST API and gateway on loopback: the first
// refuse gateway connections are answered with status refuseWith, then
// an identify with the token gets READY, any other is closed with 4004.
type fakeDiscord struct {
	*httptest.Server
	refuse     int
	refuseWith int
	token      string
	mu         sync.Mutex
	dials      int
	ready      chan struct{} // closed at the first READY sent
	once       sync.Once
}

func newFakeDiscord(t *testing.T, refuse, refuseWith int, token string) *fakeDiscord {
	f := &fakeDiscord{refuse: refuse, refuseWith: refuseWith, token: token, ready: make(chan struct{})}
	f.Server = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeDiscord) serve(w http.ResponseWriter, r *http.Request) {
	if strings.TrimSuffix(r.URL.Path, "/") != "/gw" {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, "[]") // the command registration
		return
	}
	f.mu.Lock()
	f.dials++
	n := f.dials
	f.mu.Unlock()
	if n <= f.refuse {
		http.Error(w, http.StatusText(f.refuseWith), f.refuseWith)
		return
	}
	up := websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}
	conn, err := up.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	_ = conn.WriteJSON(map[string]any{"op": 10, "d": map[string]any{"heartbeat_interval": 45000}})
	for {
		var p struct {
			Op int `json:"op"`
			D  struct {
				Token string `json:"token"`
			} `json:"d"`
		}
		if err := conn.ReadJSON(&p); err != nil {
			return
		}
		if p.Op != 2 {
			continue
		}
		if p.D.Token != "Bot "+f.token {
			_ = conn.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(4004, "Authentication failed."), time.Now().Add(time.Second))
			return
		}
		_ = conn.WriteJSON(map[string]any{"op": 0, "s": 1, "t": "READY", "d": map[string]any{
			"v": 10, "session_id": "s1", "user": map[string]any{"id": "42", "username": "jackal", "bot": true},
			"guilds": []any{}, "private_channels": []any{}}})
		f.once.Do(func() { close(f.ready) })
	}
}

// settings are DiscordSettings for the fake with token and retries w.
func (f *fakeDiscord) settings(token string, w *waits) DiscordSettings {
	return DiscordSettings{Token: token, AppID: "7", ShardCount: 1, TokenEnv: "JACKAL_TEST_DC_TOKEN",
		RESTBase: f.URL + "/api/v10", GatewayURL: "ws" + strings.TrimPrefix(f.URL, "http") + "/gw",
		Retry: startRetry{Sleep: w.sleep}}
}

// TestServeDiscordStartRetries: a gateway that cannot be opened for a
// while (502 on connecting) is tried again, each try logged, and the bot
// serves once it opens; a token the gateway rejects (4004) fails at once
// naming its variable.
func TestServeDiscordStartRetries(t *testing.T) {
	b := webTestBot(t)
	t.Run("502 then open", func(t *testing.T) {
		f := newFakeDiscord(t, 3, http.StatusBadGateway, "good")
		var w waits
		var logged syncBuffer
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		done := make(chan error, 1)
		go func() {
			done <- runDiscord(ctx, f.settings("good", &w), b, slog.New(slog.NewTextHandler(&logged, nil)))
		}()
		select {
		case <-f.ready:
		case err := <-done:
			t.Fatalf("runDiscord ended before READY: %v\n%s", err, logged.String())
		}
		cancel()
		if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
			t.Fatalf("runDiscord: %v", err)
		}
		want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}
		if fmt.Sprint(w.got) != fmt.Sprint(want) {
			t.Errorf("waits %v, want %v", w.got, want)
		}
		if n := strings.Count(logged.String(), "discord: start failed, trying again"); n != 3 {
			t.Errorf("%d retry lines, want 3:\n%s", n, logged.String())
		}
	})
	t.Run("token rejected", func(t *testing.T) {
		f := newFakeDiscord(t, 0, 0, "good")
		var w waits
		err := runDiscord(context.Background(), f.settings("bad", &w), b, slog.New(slog.DiscardHandler))
		if !errors.Is(err, errTokenRejected) || !strings.Contains(err.Error(), "JACKAL_TEST_DC_TOKEN") || !strings.Contains(err.Error(), "4004") {
			t.Fatalf("err = %v, want the token rejected naming its variable", err)
		}
		if len(w.got) != 0 {
			t.Fatalf("tried again: waits %v", w.got)
		}
	})
}

// TestServeDiscordStartFailure: which failures to open the gateway pass and
// which end the start at once.
func TestServeDiscordStartFailure(t *testing.T) {
	rest := func(status int, header http.Header) error {
		req := httptest.NewRequest(http.MethodGet, "https://discord.com/api/v9/gateway", nil)
		return &discordgo.RESTError{Request: req, Response: &http.Response{StatusCode: status, Status: fmt.Sprint(status, " ", http.StatusText(status)), Header: header}}
	}
	var tooMany discordgo.TooManyRequests
	if err := json.Unmarshal([]byte(`{"retry_after": 2.5}`), &tooMany); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		err      error
		rejected bool
		passes   bool
		after    time.Duration
	}{
		{"network", &websocket.CloseError{Code: websocket.CloseAbnormalClosure}, false, true, 0},
		{"EOF", io.ErrUnexpectedEOF, false, true, 0},
		{"bad handshake", websocket.ErrBadHandshake, false, true, 0},
		{"REST 502", rest(http.StatusBadGateway, nil), false, true, 0},
		{"REST 429", rest(http.StatusTooManyRequests, http.Header{"Retry-After": {"9"}}), false, true, 9 * time.Second},
		{"rate limit", &discordgo.RateLimitError{RateLimit: &discordgo.RateLimit{TooManyRequests: &tooMany}}, false, true, 2500 * time.Millisecond},
		{"REST 401", rest(http.StatusUnauthorized, nil), true, false, 0},
		{"discordgo unauthorized", discordgo.ErrUnauthorized, true, false, 0},
		{"REST 403", rest(http.StatusForbidden, nil), false, false, 0},
		{"close 4004", &websocket.CloseError{Code: 4004, Text: "Authentication failed."}, true, false, 0},
		{"close 4014", &websocket.CloseError{Code: 4014, Text: "Disallowed intent(s)."}, false, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := discordStartFailure(fmt.Errorf("discord: gateway connection failed: %w", tc.err), "JACKAL_DISCORD_TOKEN")
			var p *passing
			passes := errors.As(err, &p)
			if passes != tc.passes || errors.Is(err, errTokenRejected) != tc.rejected {
				t.Fatalf("%v: passes %v, rejected %v; want %v, %v", err, passes, errors.Is(err, errTokenRejected), tc.passes, tc.rejected)
			}
			if passes && p.After != tc.after {
				t.Errorf("wait %v, want %v", p.After, tc.after)
			}
			if tc.rejected && !strings.Contains(err.Error(), "JACKAL_DISCORD_TOKEN") {
				t.Errorf("%v does not name the variable", err)
			}
		})
	}
}
