package bot

import (
	"context"
	"sync/atomic"
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

// askRetry sets ctx's RetryFlag, if it has one.
func askRetry(ctx context.Context) {
	if f, ok := ctx.Value(retryKey{}).(*RetryFlag); ok {
		f.set.Store(true)
	}
}
