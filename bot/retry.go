package bot

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// RetryFlag records that a request failed on the way (the store could not
// be reached), so that delivering its update again may succeed: a
// platform whose updates are re-delivered until acknowledged (Telegram's
// webhook) then leaves it unacknowledged. A move whose board went out
// before its write failed is played again by the re-delivery; one
// already stored is recognised as a repeat.
type RetryFlag struct{ set atomic.Bool }

// retryKey is the context key of the request's RetryFlag.
type retryKey struct{}

// WithRetry returns ctx carrying a RetryFlag that Handle sets when the
// request fails.
func WithRetry(ctx context.Context) (context.Context, *RetryFlag) {
	f := &RetryFlag{}
	return context.WithValue(ctx, retryKey{}, f), f
}

// Again reports whether the request failed and its update should be
// delivered again.
func (f *RetryFlag) Again() bool { return f.set.Load() }

// askRetry sets ctx's RetryFlag, if it has one, and reports whether it
// had one: the update will be delivered again.
func askRetry(ctx context.Context) bool {
	f, ok := ctx.Value(retryKey{}).(*RetryFlag)
	if ok {
		f.set.Store(true)
	}
	return ok
}

// failTold remembers the updates whose failure a chat was told, so that
// the deliveries again of one update (every few seconds while the store is
// down) tell the chat once, not once each.
type failTold struct {
	mu sync.Mutex
	m  map[string]time.Time // update id → when told
}

// failToldKeep is how long a told failure is remembered: longer than a
// platform keeps delivering an update again at short intervals.
const failToldKeep = 30 * time.Minute

// first reports whether update id's failure is told for the first time
// at now, and remembers it.
func (t *failTold) first(id string, now time.Time) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.m == nil {
		t.m = map[string]time.Time{}
	}
	if at, ok := t.m[id]; ok && now.Sub(at) < failToldKeep {
		return false
	}
	for k, at := range t.m {
		if now.Sub(at) >= failToldKeep {
			delete(t.m, k)
		}
	}
	t.m[id] = now
	return true
}
