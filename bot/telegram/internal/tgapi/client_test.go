package tgapi

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

func TestNewFailsClearly(t *testing.T) {
	srv := telegramtest.New(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	html := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte("<html>502 Bad Gateway</html>"))
	}))
	t.Cleanup(html.Close)
	closed := "http://" + ln.Addr().String() + "/bot%s/%s"
	ln.Close()
	tests := []struct {
		name     string
		token    string
		endpoint string
		want     error
	}{
		{"good", telegramtest.Token, srv.Endpoint(), nil},
		{"wrong token", "999:WRONG", srv.Endpoint(), ErrUnauthorized},
		{"unreachable", telegramtest.Token, closed, ErrUnreachable},
		{"404 at getMe", telegramtest.Token, srv.URL() + "/nothing/%s/%s", ErrUnauthorized},
		{"not a Bot API", telegramtest.Token, html.URL + "/bot%s/%s", ErrUnreachable},
		{"bad endpoint", telegramtest.Token, "no verbs", ErrBadConfig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := New(testContext(t), Config{Token: tt.token, APIEndpoint: tt.endpoint, Logger: slog.New(slog.DiscardHandler)})
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Fatalf("New error = %v, want %v", err, tt.want)
			}
			if err != nil && strings.Contains(err.Error(), tt.token) {
				t.Fatalf("error %q leaks the token", err)
			}
			if c != nil {
				c.Close()
			}
		})
	}
}

func TestNewHonoursContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	srv := telegramtest.New(t)
	_, err := New(ctx, Config{Token: telegramtest.Token, APIEndpoint: srv.Endpoint()})
	if !errors.Is(err, ErrUnreachable) || !errors.Is(err, context.Canceled) {
		t.Fatalf("New on a cancelled context = %v, want ErrUnreachable and context.Canceled", err)
	}
}

func TestMeAndDeepLink(t *testing.T) {
	c, _ := newClient(t, nil)
	if got := c.Me().UserName; got != telegramtest.BotUsername {
		t.Fatalf("Me().UserName = %q", got)
	}
	tests := []struct {
		payload string
		want    string
		err     error
	}{
		{"g42-join_W", "https://t.me/" + telegramtest.BotUsername + "?start=g42-join_W", nil},
		{"", "", ErrBadInput},
		{"has space", "", ErrBadInput},
		{strings.Repeat("a", MaxStartPayload+1), "", ErrBadInput},
	}
	for _, tt := range tests {
		got, err := c.DeepLink(tt.payload)
		if got != tt.want || !errors.Is(err, tt.err) || (tt.err == nil) != (err == nil) {
			t.Errorf("DeepLink(%q) = %q, %v; want %q, %v", tt.payload, got, err, tt.want, tt.err)
		}
	}
}

func TestHTTPTimeoutIsUsed(t *testing.T) {
	c, _ := newClient(t, func(cfg *Config) { cfg.PollTimeout, cfg.HTTPTimeout = 3*time.Second, 4*time.Second })
	if c.http.Timeout != 4*time.Second {
		t.Fatalf("HTTP client timeout %v, want 4s", c.http.Timeout)
	}
}
