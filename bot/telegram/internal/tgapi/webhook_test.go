package tgapi

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

const (
	secret    = "hook-Secret_42"
	topicPost = `{"update_id":77,"message":{"message_id":3,"date":1,"chat":{"id":-100,"type":"supergroup"},` +
		`"message_thread_id":5,"is_topic_message":true,"text":"/move g2"}}`
)

func webhookConfig(cfg *Config) {
	cfg.Webhook = WebhookConfig{SecretToken: secret, PublicURL: "https://example.test/tg", Path: "/tg"}
}

func TestWebhookHandlerChecksSecret(t *testing.T) {
	c, _ := newClient(t, webhookConfig)
	var got []tgbotapi.Update
	var topics []Topic
	h, err := c.WebhookHandler(func(_ context.Context, u tgbotapi.Update) {
		got = append(got, u)
		topics = append(topics, c.Topic(u))
	})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		method  string
		secret  *string
		body    string
		code    int
		handled int
	}{
		{"missing secret", http.MethodPost, nil, topicPost, http.StatusUnauthorized, 0},
		{"wrong secret", http.MethodPost, ptr("hook-Secret_43"), topicPost, http.StatusUnauthorized, 0},
		{"prefix of the secret", http.MethodPost, ptr(secret[:5]), topicPost, http.StatusUnauthorized, 0},
		{"empty secret", http.MethodPost, ptr(""), topicPost, http.StatusUnauthorized, 0},
		{"right secret, GET", http.MethodGet, ptr(secret), "", http.StatusMethodNotAllowed, 0},
		{"right secret, bad JSON", http.MethodPost, ptr(secret), "{", http.StatusBadRequest, 0},
		{"right secret", http.MethodPost, ptr(secret), topicPost, http.StatusOK, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got = nil
			req := httptest.NewRequest(tt.method, "/tg", strings.NewReader(tt.body))
			if tt.secret != nil {
				req.Header.Set(SecretHeader, *tt.secret)
			}
			rw := httptest.NewRecorder()
			h.ServeHTTP(rw, req)
			if rw.Code != tt.code || len(got) != tt.handled {
				t.Fatalf("status %d, handled %d; want %d, %d", rw.Code, len(got), tt.code, tt.handled)
			}
		})
	}
	if got[0].Message.Text != "/move g2" || topics[0] != (Topic{ThreadID: 5, IsTopicMessage: true}) {
		t.Fatalf("handled %+v with topic %+v", got[0].Message, topics[0])
	}
}

func ptr(s string) *string { return &s }

func TestWebhookNeedsSecret(t *testing.T) {
	c, _ := newClient(t, nil)
	ctx := testContext(t)
	if _, err := c.WebhookHandler(func(context.Context, tgbotapi.Update) {}); !errors.Is(err, ErrBadConfig) {
		t.Fatalf("WebhookHandler without secret = %v, want ErrBadConfig", err)
	}
	if err := c.SetWebhook(ctx); !errors.Is(err, ErrBadConfig) {
		t.Fatalf("SetWebhook without secret = %v, want ErrBadConfig", err)
	}
	if err := c.ListenWebhook(ctx, func(context.Context, tgbotapi.Update) {}); !errors.Is(err, ErrBadConfig) {
		t.Fatalf("ListenWebhook without address = %v, want ErrBadConfig", err)
	}
}

func TestServeWebhook(t *testing.T) {
	c, srv := newClient(t, webhookConfig)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rec := newRecorder(c)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- c.ServeWebhook(ctx, ln, rec.handle) }()
	wctx := testContext(t)
	if err := srv.WaitFor(wctx, func() bool { url, _ := srv.Webhook(); return url != "" }); err != nil {
		t.Fatal(err)
	}
	if url, sec := srv.Webhook(); url != "https://example.test/tg" || sec != secret {
		t.Fatalf("setWebhook got %q, %q", url, sec)
	}
	post := func(secretValue string) int {
		req, err := http.NewRequestWithContext(wctx, http.MethodPost, "http://"+ln.Addr().String()+"/tg", strings.NewReader(topicPost))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set(SecretHeader, secretValue)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := post("wrong"); code != http.StatusUnauthorized {
		t.Fatalf("wrong secret answered %d", code)
	}
	if code := post(secret); code != http.StatusOK {
		t.Fatalf("right secret answered %d", code)
	}
	rec.waitCount(t, 1)
	if rec.topics[77] != (Topic{ThreadID: 5, IsTopicMessage: true}) {
		t.Fatalf("topic %+v", rec.topics[77])
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("ServeWebhook = %v after cancel", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ServeWebhook did not return after cancel")
	}
	if err := c.DeleteWebhook(wctx, true); err != nil {
		t.Fatal(err)
	}
	if url, _ := srv.Webhook(); url != "" {
		t.Fatalf("webhook still %q after DeleteWebhook", url)
	}
}

// TestServeWebhookHandleBeforeAnswer: with HandleBeforeAnswer a post is
// answered only once its update was handled, and nothing goes to the
// journal (a process that dies mid-update leaves it to Telegram to post
// again, to any process).
func TestServeWebhookHandleBeforeAnswer(t *testing.T) {
	journal := NewMemoryJournal()
	c, _ := newClient(t, func(cfg *Config) {
		webhookConfig(cfg)
		cfg.Webhook.HandleBeforeAnswer = true
		cfg.Journal = journal
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	release := make(chan struct{})
	handled := make(chan int, 1)
	go func() {
		_ = c.ServeWebhook(ctx, ln, func(_ context.Context, u tgbotapi.Update) {
			<-release
			handled <- u.UpdateID
		})
	}()
	answered := make(chan int, 1)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+ln.Addr().String()+"/tg", strings.NewReader(topicPost))
		req.Header.Set(SecretHeader, secret)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			answered <- 0
			return
		}
		resp.Body.Close()
		answered <- resp.StatusCode
	}()
	select {
	case code := <-answered:
		t.Fatalf("answered %d before the update was handled", code)
	case <-time.After(300 * time.Millisecond):
	}
	if ids, _, _ := journal.Pending(); len(ids) != 0 {
		t.Fatalf("journal holds %v", ids)
	}
	close(release)
	for _, tc := range []struct {
		what      string
		got, want int
	}{{"handled", <-handled, 77}, {"answer", <-answered, http.StatusOK}} {
		if tc.got != tc.want {
			t.Fatalf("%s = %d, want %d", tc.what, tc.got, tc.want)
		}
	}
}

// TestServeWebhookRedeliver: with HandleBeforeAnswer, a handler that asks
// for its update again (Redeliver) gets the post answered 503, so that
// Telegram posts it again; the others are answered 200.
func TestServeWebhookRedeliver(t *testing.T) {
	c, _ := newClient(t, func(cfg *Config) {
		webhookConfig(cfg)
		cfg.Webhook.HandleBeforeAnswer = true
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var again atomic.Bool
	go func() {
		_ = c.ServeWebhook(ctx, ln, func(ctx context.Context, _ tgbotapi.Update) {
			if again.Load() {
				Redeliver(ctx)
			}
		})
	}()
	for _, tc := range []struct {
		again bool
		want  int
	}{{false, http.StatusOK}, {true, http.StatusServiceUnavailable}, {false, http.StatusOK}} {
		again.Store(tc.again)
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://"+ln.Addr().String()+"/tg", strings.NewReader(topicPost))
		req.Header.Set(SecretHeader, secret)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Fatalf("redeliver %v: answered %d, want %d", tc.again, resp.StatusCode, tc.want)
		}
	}
}
