package discord

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Retry policy for 429 answers.
const (
	maxRateRetries = 2               // retries after the first 429
	maxRetryWait   = 5 * time.Second // a longer retry_after fails at once
	defaultRetry   = time.Second     // when Discord names no wait
)

// apiPath matches Discord's REST paths, capturing what follows the version.
var apiPath = regexp.MustCompile(`^/api/v[0-9]+(/.*)?$`)

// transport sends discordgo's REST calls to the configured base and
// retries 429 answers a bounded number of times.
type transport struct {
	base    *url.URL // RESTBase without a trailing slash
	gateway string   // the gateway URL to give, or ""
	next    http.RoundTripper
	sleep   func(ctx context.Context, d time.Duration) error
}

func newTransport(base *url.URL, gateway string) *transport {
	return &transport{base: base, gateway: gateway, next: http.DefaultTransport, sleep: sleepCtx}
}

// RoundTrip implements http.RoundTripper.
func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	rest, isAPI := t.apiRest(req.URL)
	if isAPI && t.gateway != "" && req.Method == http.MethodGet && (rest == "/gateway" || rest == "/gateway/bot") {
		return t.gatewayAnswer(req), nil
	}
	out := req
	if isAPI {
		out = req.Clone(req.Context())
		u := *t.base
		u.Path = t.base.Path + rest
		u.RawPath = ""
		u.RawQuery = req.URL.RawQuery
		out.URL, out.Host = &u, u.Host
	}
	for attempt := 0; ; attempt++ {
		resp, err := t.next.RoundTrip(out)
		if err != nil || resp.StatusCode != http.StatusTooManyRequests || attempt >= maxRateRetries {
			return resp, err
		}
		wait := retryAfter(resp)
		if wait > maxRetryWait || (out.Body != nil && out.GetBody == nil) {
			return resp, nil
		}
		if err := t.sleep(req.Context(), wait); err != nil {
			return nil, err
		}
		retry := out.Clone(req.Context())
		if out.GetBody != nil {
			if retry.Body, err = out.GetBody(); err != nil {
				return nil, err
			}
		}
		out = retry
	}
}

// apiRest is the path after /api/v<n> of a Discord REST URL.
func (t *transport) apiRest(u *url.URL) (string, bool) {
	if u.Host != "discord.com" || u.Scheme != "https" {
		return "", false
	}
	m := apiPath.FindStringSubmatch(u.Path)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// gatewayAnswer answers GET /gateway with the configured gateway URL.
func (t *transport) gatewayAnswer(req *http.Request) *http.Response {
	body, _ := json.Marshal(map[string]any{"url": t.gateway, "shards": 1,
		"session_start_limit": map[string]int{"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})
	return &http.Response{StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: http.Header{"Content-Type": {"application/json"}}, Body: io.NopCloser(bytes.NewReader(body)),
		ContentLength: int64(len(body)), Request: req}
}

// retryAfter reads how long a 429 asks to wait — the body's retry_after,
// else the Retry-After or X-RateLimit-Reset-After header — and leaves the
// body readable.
func retryAfter(resp *http.Response) time.Duration {
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	_ = resp.Body.Close()
	resp.Body = io.NopCloser(bytes.NewReader(data))
	var rl struct {
		RetryAfter *float64 `json:"retry_after"`
	}
	if json.Unmarshal(data, &rl) == nil && rl.RetryAfter != nil && *rl.RetryAfter >= 0 {
		return seconds(*rl.RetryAfter)
	}
	for _, h := range []string{"Retry-After", "X-RateLimit-Reset-After"} {
		if v, err := strconv.ParseFloat(strings.TrimSpace(resp.Header.Get(h)), 64); err == nil && v >= 0 {
			return seconds(v)
		}
	}
	return defaultRetry
}

func seconds(v float64) time.Duration { return time.Duration(v * float64(time.Second)) }

// sleepCtx waits d, or until ctx ends.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
