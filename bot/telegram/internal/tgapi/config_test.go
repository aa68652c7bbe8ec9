package tgapi

import (
	"errors"
	"testing"
	"time"
)

func TestConfigNormalize(t *testing.T) {
	tests := []struct {
		name    string
		cfg     Config
		wantErr error
	}{
		{"defaults", Config{Token: "1:abc"}, nil},
		{"empty token", Config{}, ErrBadConfig},
		{"token with slash", Config{Token: "1:a/b"}, ErrBadConfig},
		{"endpoint without verbs", Config{Token: "1:a", APIEndpoint: "http://x/bot"}, ErrBadConfig},
		{"endpoint with extra verb", Config{Token: "1:a", APIEndpoint: "http://x/bot%s/%s?%d"}, ErrBadConfig},
		{"endpoint not http", Config{Token: "1:a", APIEndpoint: "ftp://x/bot%s/%s"}, ErrBadConfig},
		{"custom endpoint", Config{Token: "1:a", APIEndpoint: "http://127.0.0.1:8081/bot%s/%s"}, nil},
		{"poll equals HTTP timeout", Config{Token: "1:a", PollTimeout: 10 * time.Second, HTTPTimeout: 10 * time.Second}, ErrBadConfig},
		{"poll longer than default HTTP timeout", Config{Token: "1:a", PollTimeout: time.Minute}, ErrBadConfig},
		{"poll below a second", Config{Token: "1:a", PollTimeout: 500 * time.Millisecond}, ErrBadConfig},
		{"poll shorter than HTTP", Config{Token: "1:a", PollTimeout: 5 * time.Second, HTTPTimeout: 6 * time.Second}, nil},
		{"negative retries", Config{Token: "1:a", MaxRetries: -1}, ErrBadConfig},
		{"burst zero", Config{Token: "1:a", Limits: &Limits{Chat: Rate{Every: time.Second}}}, ErrBadConfig},
		{"unlimited", Config{Token: "1:a", Limits: &Limits{}}, nil},
		{"bad secret", Config{Token: "1:a", Webhook: WebhookConfig{SecretToken: "no spaces"}}, ErrBadConfig},
		{"relative path", Config{Token: "1:a", Webhook: WebhookConfig{Path: "hook"}}, ErrBadConfig},
		{"webhook", Config{Token: "1:a", Webhook: WebhookConfig{SecretToken: "s3cr-et_", PublicURL: "https://x/y"}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.cfg.normalize()
			if !errors.Is(err, tt.wantErr) || (tt.wantErr != nil) != (err != nil) {
				t.Fatalf("normalize() error = %v, want %v", err, tt.wantErr)
			}
			if err == nil && (got.APIEndpoint == "" || got.MaxPending == 0 || got.DrainTimeout == 0 || got.Journal == nil || got.Limits == nil || got.Now == nil || got.Logger == nil) {
				t.Fatalf("defaults not filled: %+v", got)
			}
		})
	}
}
