package discord

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"sync"
	"testing"
	"time"
)

// recorder is an HTTP server answering a script of statuses (then 200)
// and recording what it received.
type recorder struct {
	mu       sync.Mutex
	script   []int
	after    string // the retry_after of a 429 body
	paths    []string
	bodies   []string
	srv      *httptest.Server
	requests int
}

func newRecorder(t *testing.T, after string, script ...int) *recorder {
	r := &recorder{script: script, after: after}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.paths = append(r.paths, req.URL.RequestURI())
		r.bodies = append(r.bodies, string(body))
		status := http.StatusOK
		if r.requests < len(r.script) {
			status = r.script[r.requests]
		}
		r.requests++
		r.mu.Unlock()
		if status == http.StatusTooManyRequests {
			w.Header().Set("X-RateLimit-Reset-After", "0.2")
			w.WriteHeader(status)
			_, _ = io.WriteString(w, `{"message":"You are being rate limited.","global":false`+r.after+`}`)
			return
		}
		w.WriteHeader(status)
		_, _ = io.WriteString(w, `{}`)
	}))
	t.Cleanup(r.srv.Close)
	return r
}

// testTransport is a transport to the recorder that records its waits
// instead of sleeping.
func testTransport(t *testing.T, r *recorder, gateway string) (*transport, *[]time.Duration) {
	base, err := url.Parse(r.srv.URL + "/api/v10")
	if err != nil {
		t.Fatal(err)
	}
	var waits []time.Duration
	tr := newTransport(base, gateway)
	tr.sleep = func(_ context.Context, d time.Duration) error {
		waits = append(waits, d)
		return nil
	}
	return tr, &waits
}

func TestTransportRewritesDiscordURLs(t *testing.T) {
	t.Parallel()
	r := newRecorder(t, "")
	tr, _ := testTransport(t, r, "")
	client := &http.Client{Transport: tr}
	for _, tc := range []struct{ url, want string }{
		{"https://discord.com/api/v9/channels/1/messages?limit=5", "/api/v10/channels/1/messages?limit=5"},
		{"https://discord.com/api/v10/webhooks/2/tok/messages/@original", "/api/v10/webhooks/2/tok/messages/@original"},
		{r.srv.URL + "/elsewhere", "/elsewhere"},
	} {
		resp, err := client.Post(tc.url, "application/json", bytes.NewBufferString(`{"a":1}`))
		if err != nil {
			t.Fatalf("%s: %v", tc.url, err)
		}
		resp.Body.Close()
		if got := r.paths[len(r.paths)-1]; got != tc.want || r.bodies[len(r.bodies)-1] != `{"a":1}` {
			t.Errorf("%s reached %s with %q, want %s", tc.url, got, r.bodies[len(r.bodies)-1], tc.want)
		}
	}
}

func TestTransportAnswersTheGatewayOverride(t *testing.T) {
	t.Parallel()
	r := newRecorder(t, "")
	tr, _ := testTransport(t, r, "ws://127.0.0.1:9/gw")
	for _, path := range []string{"/api/v9/gateway", "/api/v9/gateway/bot"} {
		resp, err := (&http.Client{Transport: tr}).Get("https://discord.com" + path)
		if err != nil {
			t.Fatal(err)
		}
		var got struct {
			URL string `json:"url"`
		}
		err = json.NewDecoder(resp.Body).Decode(&got)
		resp.Body.Close()
		if err != nil || got.URL != "ws://127.0.0.1:9/gw" {
			t.Errorf("%s answered %+v, %v", path, got, err)
		}
	}
	if r.requests != 0 {
		t.Errorf("the server was asked %d times, want never", r.requests)
	}
}

func TestTransportRetriesRateLimits(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		after    string
		script   []int
		status   int
		requests int
		waits    []time.Duration
	}{
		{"once", `,"retry_after":0.05`, []int{429}, 200, 2, []time.Duration{50 * time.Millisecond}},
		{"twice", `,"retry_after":0.05`, []int{429, 429}, 200, 3, []time.Duration{50 * time.Millisecond, 50 * time.Millisecond}},
		{"bounded", `,"retry_after":0.05`, []int{429, 429, 429, 429}, 429, 3, []time.Duration{50 * time.Millisecond, 50 * time.Millisecond}},
		{"too long a wait", `,"retry_after":60`, []int{429}, 429, 1, nil},
		{"header only", ``, []int{429}, 200, 2, []time.Duration{200 * time.Millisecond}},
		{"other errors pass", `,"retry_after":0.05`, []int{403}, 403, 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := newRecorder(t, tc.after, tc.script...)
			tr, waits := testTransport(t, r, "")
			resp, err := (&http.Client{Transport: tr}).Post("https://discord.com/api/v9/channels/1/messages", "application/json", bytes.NewBufferString(`{"content":"x"}`))
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.status || r.requests != tc.requests || !slices.Equal(*waits, tc.waits) {
				t.Errorf("status %d after %d requests, waits %v; want %d, %d, %v", resp.StatusCode, r.requests, *waits, tc.status, tc.requests, tc.waits)
			}
			if tc.status == 429 && len(body) == 0 {
				t.Error("the last 429's body was lost")
			}
			for i, b := range r.bodies {
				if b != `{"content":"x"}` {
					t.Errorf("attempt %d sent %q", i, b)
				}
			}
		})
	}
}
