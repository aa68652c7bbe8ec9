package tgapi

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"log/slog"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// fastLimits keep the pacing logic in play without slowing tests down.
var fastLimits = Limits{
	Chat:   Rate{Every: time.Millisecond, Burst: 1},
	Group:  Rate{Every: time.Millisecond, Burst: 3},
	Global: Rate{Every: time.Microsecond, Burst: 30},
}

// newClient starts a fake server and a client on it.
func newClient(t *testing.T, edit func(*Config)) (*Client, *telegramtest.Server) {
	t.Helper()
	srv := telegramtest.New(t)
	cfg := Config{
		Token:       telegramtest.Token,
		APIEndpoint: srv.Endpoint(),
		PollTimeout: 2 * time.Second,
		HTTPTimeout: 10 * time.Second,
		Limits:      &fastLimits,
		PollBackoff: 10 * time.Millisecond,
		CacheChatID: -1001234,
		Logger:      slog.New(slog.DiscardHandler),
	}
	if edit != nil {
		edit(&cfg)
	}
	c, err := New(testContext(t), cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(c.Close)
	return c, srv
}

// testContext is cancelled when the test ends and after 20 s at most.
func testContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// picture returns a small PNG filled with one shade.
func picture(t testing.TB, shade uint8) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 120, 80))
	for i := range img.Pix {
		img.Pix[i] = shade
	}
	img.SetGray(0, 0, color.Gray{Y: shade + 1})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatalf("png: %v", err)
	}
	return b.Bytes()
}

// keyboard returns one row of callback buttons.
func keyboard(data ...string) *tgbotapi.InlineKeyboardMarkup {
	row := make([]tgbotapi.InlineKeyboardButton, len(data))
	for i, d := range data {
		row[i] = tgbotapi.NewInlineKeyboardButtonData("b"+d, d)
	}
	kb := tgbotapi.NewInlineKeyboardMarkup(row)
	return &kb
}
