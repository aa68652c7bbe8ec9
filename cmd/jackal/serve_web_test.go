package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

// webTestBot is a bot on a store of its own, closed with the test.
func webTestBot(t *testing.T) *bot.Bot {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "j.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	b, err := bot.New(bot.Config{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// TestRunWebRefusesIncompleteConfig: the web board does not start
// without its public address or a strong enough secret.
func TestRunWebRefusesIncompleteConfig(t *testing.T) {
	b := webTestBot(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, tc := range []struct {
		name   string
		wc     WebConfig
		secret string
	}{
		{"no public url", WebConfig{Listen: "127.0.0.1:0", SecretEnv: "JACKAL_TEST_WEB_SECRET"}, "a secret long enough!"},
		{"no secret", WebConfig{Listen: "127.0.0.1:0", PublicURL: "https://x", SecretEnv: "JACKAL_TEST_WEB_SECRET"}, ""},
		{"short secret", WebConfig{Listen: "127.0.0.1:0", PublicURL: "https://x", SecretEnv: "JACKAL_TEST_WEB_SECRET"}, "short"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("JACKAL_TEST_WEB_SECRET", tc.secret)
			if err := runWeb(context.Background(), tc.wc, b, nil, "", log); !errors.Is(err, errConfig) {
				t.Fatalf("err = %v, want a config error", err)
			}
		})
	}
}

// TestRunWebBusyPort: a port taken by another program fails the web
// board with the reason, and the log never says it is listening.
func TestRunWebBusyPort(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	b := webTestBot(t)
	var logged bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logged, nil))
	t.Setenv("JACKAL_TEST_WEB_SECRET", "a secret long enough!")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	wc := WebConfig{Listen: busy.Addr().String(), PublicURL: "https://x", SecretEnv: "JACKAL_TEST_WEB_SECRET"}
	err = runWeb(ctx, wc, b, nil, "", log)
	if err == nil || !strings.Contains(err.Error(), "address already in use") {
		t.Fatalf("err = %v, want the busy port told", err)
	}
	if strings.Contains(logged.String(), "listening") {
		t.Errorf("the log says it listens on a busy port:\n%s", logged.String())
	}
}

// TestWebConfigParses: the file's web section is read, off by default.
func TestWebConfigParses(t *testing.T) {
	for _, tc := range []struct {
		yaml string
		want WebConfig
	}{
		{"telegram: {enabled: true}\n", WebConfig{}},
		{"telegram: {enabled: true}\nweb: {listen: ':8080', public_url: 'https://j.example', secret_env: S, mini_app: 'https://t.me/b/a'}\n",
			WebConfig{Listen: ":8080", PublicURL: "https://j.example", SecretEnv: "S", MiniApp: "https://t.me/b/a"}},
	} {
		c, err := parseConfig([]byte(tc.yaml), "test.yaml")
		if err != nil {
			t.Fatal(err)
		}
		if c.Web != tc.want {
			t.Errorf("%q: web %+v, want %+v", tc.yaml, c.Web, tc.want)
		}
	}
}
