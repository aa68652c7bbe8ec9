package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

// TestRunWebRefusesIncompleteConfig: the web board does not start
// without its public address or a strong enough secret.
func TestRunWebRefusesIncompleteConfig(t *testing.T) {
	st, err := storage.Open(filepath.Join(t.TempDir(), "j.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	b, err := bot.New(bot.Config{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
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
