package telegram_test

import (
	"fmt"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"math/rand/v2"
	"net"
	"net/http"
	"strings"
	"testing"
)

// freeAddr returns a loopback address no one listens on now, its port
// below Linux's ephemeral range (32768 and up by default): a port the
// system handed out for "127.0.0.1:0" may be taken, before the adapter
// listens on it, as the local port of one of the test's own connections
// ("address already in use").
func freeAddr(t testing.TB) string {
	t.Helper()
	for range 200 {
		ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", 20000+rand.IntN(12000)))
		if err != nil {
			continue // taken: another
		}
		addr := ln.Addr().String()
		if err := ln.Close(); err != nil {
			t.Fatalf("close: %v", err)
		}
		return addr
	}
	t.Fatal("no free loopback port in 20000-31999")
	return ""
}

// TestWebhookMode: with a webhook configured, Run sets the webhook and
// serves the updates Telegram posts; a post without the secret is refused.
func TestWebhookMode(t *testing.T) {
	addr := freeAddr(t)
	r := newRig(t, rigOpts{webhook: addr})
	r.wait("the webhook", func() bool { url, _ := r.srv.Webhook(); return url != "" })
	if url, secret := r.srv.Webhook(); url != "https://jackal.example/telegram" || secret != webhookSecret {
		t.Errorf("webhook %q with secret %q", url, secret)
	}
	update := fmt.Sprintf(`{"update_id":7,"message":{"message_id":1,"date":1,"text":"/new duel",`+
		`"entities":[{"type":"bot_command","offset":0,"length":4}],`+
		`"chat":{"id":%d,"type":"supergroup","title":"G"},"from":{"id":%d,"is_bot":false,"first_name":"Alice"}}}`, group, alice)
	tests := []struct {
		name   string
		secret string
		want   int
	}{
		{"no secret", "", http.StatusUnauthorized},
		{"wrong secret", "guess", http.StatusUnauthorized},
		{"secret", webhookSecret, http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := r.core.served()
			req, err := http.NewRequest(http.MethodPost, "http://"+addr+tgapi.DefaultWebhookPath, strings.NewReader(update))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "application/json")
			if tt.secret != "" {
				req.Header.Set(tgapi.SecretHeader, tt.secret)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatalf("post: %v", err)
			}
			resp.Body.Close()
			if resp.StatusCode != tt.want {
				t.Fatalf("status %d, want %d", resp.StatusCode, tt.want)
			}
			if tt.want == http.StatusOK {
				r.core.waitServed(t, n+1)
			} else if r.core.served() != n {
				t.Errorf("a refused post was served")
			}
		})
	}
	if g := r.mustGame(key(group)); len(g.Setup.Seats) != 1 {
		t.Errorf("the webhook's /new opened %+v", g.Setup.Seats)
	}
}
