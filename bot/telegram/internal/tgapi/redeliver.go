package tgapi

import (
	"context"
	"sync/atomic"
)

// redeliverKey is the context key of a webhook request's redeliver flag.
type redeliverKey struct{}

// withRedeliver returns ctx carrying a flag that Redeliver sets.
func withRedeliver(ctx context.Context) (context.Context, *atomic.Bool) {
	f := &atomic.Bool{}
	return context.WithValue(ctx, redeliverKey{}, f), f
}

// Redelivers reports whether Redeliver works in ctx: the update is being
// handled by a webhook that answers after handling, so that Telegram posts
// it again if asked (long polling and a journalled webhook mark an update
// done whatever its handling said).
func Redelivers(ctx context.Context) bool {
	_, ok := ctx.Value(redeliverKey{}).(*atomic.Bool)
	return ok
}

// Redeliver asks, from a Handler, that Telegram post the update being
// handled again: with Config.Webhook.HandleBeforeAnswer the post is then
// answered 503 instead of 200 (the handling failed on the way, e.g. the
// store was unreachable, and another try, maybe by another process, may
// succeed). Elsewhere it does nothing.
func Redeliver(ctx context.Context) {
	if f, ok := ctx.Value(redeliverKey{}).(*atomic.Bool); ok {
		f.Store(true)
	}
}
