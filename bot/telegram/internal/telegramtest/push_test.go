package telegramtest

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// TestPushWebhook: updates are posted round-robin; a process that is down
// or refuses makes the update go to another; every update is answered
// 200 once at least, the twice-posted ones arrive twice.
func TestPushWebhook(t *testing.T) {
	s := New(t)
	var mu sync.Mutex
	got := map[int]int{}
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Telegram-Bot-Api-Secret-Token") != "sec" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		var u struct {
			ID int `json:"update_id"`
		}
		raw, _ := io.ReadAll(r.Body)
		if json.Unmarshal(raw, &u) != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		mu.Lock()
		got[u.ID]++
		mu.Unlock()
	})
	a, b := httptest.NewServer(ok), httptest.NewServer(ok)
	defer a.Close()
	defer b.Close()
	refusing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer refusing.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	p := s.PushWebhook(ctx, PushOptions{URLs: []string{a.URL, refusing.URL, b.URL}, Secret: "sec", Twice: 3, Parallel: 4})
	const n = 12
	for i := range n {
		s.SendMessage(-100, int64(i+1), "hi", MessageOpts{})
	}
	if err := s.WaitFor(ctx, func() bool { acked, _, _ := p.Counts(); return acked == n }); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // the second posts follow the first answers
	acked, retries, twins := p.Counts()
	if retries == 0 || twins != n/3 || acked != n {
		t.Fatalf("acked %d, retries %d, twins %d", acked, retries, twins)
	}
	mu.Lock()
	defer mu.Unlock()
	for id := 1; id <= n; id++ {
		want := 1
		if id%3 == 0 {
			want = 2
		}
		if got[id] < 1 || got[id] > want || !p.Acked(id) {
			t.Errorf("update %d arrived %d times (acked %v), want %d", id, got[id], p.Acked(id), want)
		}
	}
}
