package telegramtest

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// PushOptions configures PushWebhook: Telegram posting updates to a bot
// served by several processes behind a load balancer.
type PushOptions struct {
	// URLs are the processes' webhook URLs, posted to round-robin.
	URLs []string
	// Secret is sent in X-Telegram-Bot-Api-Secret-Token.
	Secret string
	// Twice, when not 0, posts every Twice-th update a second time, to
	// the next URL, once the first post was answered 200 (Telegram
	// re-posting an update it was not sure arrived).
	Twice int
	// Parallel is how many posts are in flight at once; default 16.
	Parallel int
	// Timeout bounds one post; default 60 s.
	Timeout time.Duration
}

// Pusher posts the server's queued updates (see PushWebhook).
type Pusher struct {
	s    *Server
	opts PushOptions
	rr   atomic.Uint64
	hc   *http.Client

	mu    sync.Mutex
	acked map[int]bool
	// Retries counts posts that failed and were posted again elsewhere;
	// Twins the updates posted a second time.
	retries, twins int
}

// PushWebhook posts every injected update to opts.URLs until ctx ends, as
// Telegram posts to a webhook: round-robin over the URLs, and an update
// whose post fails (no connection, an answer other than 200, a timeout)
// is posted again to the next URL after a short pause, until one answers
// 200. Updates are taken from the queue getUpdates reads, so polling
// sees none of them.
func (s *Server) PushWebhook(ctx context.Context, opts PushOptions) *Pusher {
	if opts.Parallel <= 0 {
		opts.Parallel = 16
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 60 * time.Second
	}
	p := &Pusher{s: s, opts: opts, acked: map[int]bool{}, hc: &http.Client{Timeout: opts.Timeout}}
	work := make(chan queuedUpdate)
	for range opts.Parallel {
		go func() {
			for u := range work {
				p.deliver(ctx, u)
			}
		}()
	}
	go func() {
		defer close(work)
		for {
			batch, changed := s.takeUpdates()
			for _, u := range batch {
				select {
				case work <- u:
				case <-ctx.Done():
					return
				}
			}
			if len(batch) > 0 {
				continue
			}
			select {
			case <-changed:
			case <-ctx.Done():
				return
			case <-s.quit:
				return
			}
		}
	}()
	return p
}

// takeUpdates removes and returns the queued updates, with the channel
// closed at the next change.
func (s *Server) takeUpdates() ([]queuedUpdate, chan struct{}) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.updates
	s.updates = nil
	return out, s.changed
}

// deliver posts u until a process answers 200 (or ctx ends), then posts
// it again if it is one of the twice-posted.
func (p *Pusher) deliver(ctx context.Context, u queuedUpdate) {
	body, err := json.Marshal(u.json())
	if err != nil {
		p.s.fail("telegramtest: update %d: %v", u.id, err)
		return
	}
	for ctx.Err() == nil {
		if p.post(ctx, body) {
			break
		}
		p.mu.Lock()
		p.retries++
		p.mu.Unlock()
		select {
		case <-ctx.Done():
		case <-time.After(50 * time.Millisecond):
		}
	}
	if ctx.Err() != nil {
		return
	}
	p.mu.Lock()
	p.acked[u.id] = true
	twice := p.opts.Twice > 0 && u.id%p.opts.Twice == 0
	if twice {
		p.twins++
	}
	p.mu.Unlock()
	p.s.mu.Lock()
	p.s.notify()
	p.s.mu.Unlock()
	if twice {
		p.post(ctx, body)
	}
}

// post posts body to the next URL and reports whether it answered 200.
func (p *Pusher) post(ctx context.Context, body []byte) bool {
	url := p.opts.URLs[p.rr.Add(1)%uint64(len(p.opts.URLs))]
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return false
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Telegram-Bot-Api-Secret-Token", p.opts.Secret)
	resp, err := p.hc.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// Acked reports whether update id was answered 200 by a process.
func (p *Pusher) Acked(id int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.acked[id]
}

// Counts returns how many updates were answered 200, how many posts
// failed and went elsewhere, and how many updates were posted twice.
func (p *Pusher) Counts() (acked, retries, twins int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.acked), p.retries, p.twins
}
