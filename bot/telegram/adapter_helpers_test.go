package telegram

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
)

// The users and the group of the adapter's unit tests.
const (
	alice int64 = 1001
	bob   int64 = 1002
	group int64 = -1001500
)

// newClient starts a fake Bot API and a client on it, unpaced, with edit
// applied to the configuration.
func newClient(t *testing.T, edit func(*Config)) (*Client, *telegramtest.Server) {
	t.Helper()
	srv := telegramtest.New(t)
	cfg := Config{Token: telegramtest.Token, APIEndpoint: srv.Endpoint(), Limits: &tgapi.Limits{},
		CacheChatID: -1001234, Logger: slog.New(slog.DiscardHandler)}
	if edit != nil {
		edit(&cfg)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	c, err := New(ctx, cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(c.Close)
	return c, srv
}

// testContext is cancelled when the test ends.
func testContext(t *testing.T) context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	return ctx
}
