package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// errTokenRejected is a platform refusing the bot's token at start:
// serve stops at once, since no retry can mend it.
var errTokenRejected = errors.New("bot token rejected")

// Start-up retries by default: the first wait, and the longest.
const (
	startRetryBase = time.Second
	startRetryMax  = time.Minute
)

// startRetry is how serve tries a platform's first call to its API again
// while the failure is one that passes (the network not up yet at boot,
// a 5xx, a 429): the wait starts at Base and doubles up to Max. The zero
// value waits startRetryBase doubling to startRetryMax.
type startRetry struct {
	// Base is the first wait; 0 means startRetryBase.
	Base time.Duration
	// Max caps the wait; 0 means startRetryMax. An API's own retry_after
	// is honoured whole.
	Max time.Duration
	// Sleep waits d, or until ctx ends (then its error); nil sleeps.
	Sleep func(ctx context.Context, d time.Duration) error
}

// passing marks a start-up failure worth another try: Err is the
// failure, After the wait the API asked for (0: the backoff's).
type passing struct {
	Err   error
	After time.Duration
}

// Error implements error.
func (p *passing) Error() string { return p.Err.Error() }

// Unwrap gives the failure.
func (p *passing) Unwrap() error { return p.Err }

// run calls try until it returns nil or an error that is not *passing
// (both returned as they are), or ctx ends (ctx.Err()). Each passing
// failure is logged in one line with the wait before the next try.
func (r startRetry) run(ctx context.Context, log *slog.Logger, platform string, try func() error) error {
	wait := cmpOr(r.Base, startRetryBase)
	most := max(cmpOr(r.Max, startRetryMax), wait)
	sleep := r.Sleep
	if sleep == nil {
		sleep = sleepCtx
	}
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		err := try()
		if err == nil {
			if attempt > 1 {
				log.Info(platform+": reached", "attempts", attempt)
			}
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err() // stopped meanwhile: the failure is the stop's
		}
		var p *passing
		if !errors.As(err, &p) {
			return err
		}
		d := max(wait, p.After)
		log.Warn(platform+": start failed, trying again", "attempt", attempt, "wait", d, "err", p.Err)
		if err := sleep(ctx, d); err != nil {
			return err
		}
		wait = min(2*wait, most)
	}
}

// cmpOr is d, or def when d is not positive.
func cmpOr(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}

// secondsOf is s seconds, 0 when s is not positive.
func secondsOf(s int) time.Duration {
	if s <= 0 {
		return 0
	}
	return time.Duration(s) * time.Second
}

// sleepCtx waits d or until ctx ends.
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

// rejected is the error of a token refused by platform's host, naming
// the variable it was read from.
func rejected(platform, host, answer, env string) error {
	where := "the token"
	if env != "" {
		where = env
	}
	return fmt.Errorf("%s: %w: %s answered %s; check %s", platform, errTokenRejected, host, answer, where)
}
