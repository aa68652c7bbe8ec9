package tgapi

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/jackalbot/jackal/storage/pace"
)

// Rate is a token bucket: Burst calls at once, then one call every Every.
// A zero Every means unlimited.
type Rate = pace.Rate

// Buckets keeps the pacing's bucket state (Config.Buckets).
type Buckets = pace.Buckets

// Limits are the pacing rules for outgoing messages and edits.
type Limits struct {
	// Chat applies to every chat and to every inline message.
	Chat Rate
	// Group applies, in addition to Chat, to group chats (negative ids).
	Group Rate
	// Global applies to all paced calls together.
	Global Rate
}

// DefaultLimits keep under Telegram's published limits in every window:
// one message a second per chat, 3+17 = 20 a minute per group and
// 5+25 = 30 a second overall.
var DefaultLimits = Limits{
	Chat:   Rate{Every: time.Second, Burst: 1},
	Group:  Rate{Every: time.Minute / 17, Burst: 3},
	Global: Rate{Every: time.Second / 25, Burst: 5},
}

func (l Limits) check() error {
	for _, r := range []Rate{l.Chat, l.Group, l.Global} {
		if r.Every < 0 || (r.Every > 0 && r.Burst < 1) {
			return fmt.Errorf("%w: rate %v/%d needs a positive interval and a burst of at least 1",
				ErrBadConfig, r.Every, r.Burst)
		}
	}
	return nil
}

// paceKind says which buckets a call draws from.
type paceKind int

const (
	paceNone   paceKind = iota // not a message: answers, queries, settings
	paceGlobal                 // counts against the global limit only
	paceChat                   // a message or edit in one chat or inline message
)

// paceKey names the buckets of one call.
type paceKey struct {
	kind  paceKind
	id    string
	group bool
}

func chatPace(chat int64) paceKey {
	return paceKey{kind: paceChat, id: "c" + strconv.FormatInt(chat, 10), group: chat < 0}
}

func inlinePace(inlineID string) paceKey { return paceKey{kind: paceChat, id: "i" + inlineID} }

func globalPace() paceKey { return paceKey{kind: paceGlobal} }

// sweepSize is the bucket count above which idle buckets are dropped.
const sweepSize = 1024

// pacer books the calls' buckets (one per chat and per group plus one
// global) in its Buckets, on an injectable clock: a call goes out when
// all of its buckets admit it (see package pace). Calls are booked only
// at the moment they go out, never ahead, so every window of every
// bucket stays within its rate. Buckets shared by several processes
// (PostgreSQL's) keep the limits across them; when they fail, the call
// is paced by this process's own buckets alone.
type pacer struct {
	now     func() time.Time
	limits  Limits
	buckets pace.Buckets
	local   *pace.Memory
	log     *slog.Logger
}

func newPacer(l Limits, now func() time.Time, shared pace.Buckets, log *slog.Logger) *pacer {
	local := pace.NewMemory()
	if shared == nil {
		shared = local
	}
	if log == nil {
		log = slog.Default()
	}
	return &pacer{now: now, limits: l, buckets: shared, local: local, log: log}
}

// of lists k's buckets.
func (p *pacer) of(k paceKey) []pace.Bucket {
	bs := []pace.Bucket{{Key: "g", Rate: p.limits.Global}}
	if k.kind == paceChat {
		bs = append(bs, pace.Bucket{Key: k.id, Rate: p.limits.Chat})
		if k.group {
			bs = append(bs, pace.Bucket{Key: "p" + k.id, Rate: p.limits.Group})
		}
	}
	return bs
}

// take books a call on k's buckets and returns 0 if they all allow it now;
// otherwise it books nothing and returns how long to wait before trying
// again.
func (p *pacer) take(ctx context.Context, k paceKey) time.Duration {
	if k.kind == paceNone {
		return 0
	}
	bs, now := p.of(k), p.now()
	d, err := p.buckets.Take(ctx, now, bs)
	if err != nil {
		p.log.Warn("telegram: shared pacing failed; pacing alone", "err", err)
		d, _ = p.local.Take(ctx, now, bs)
	}
	return d
}

// penalize keeps every call on k's chat (or all calls, for a non-chat key)
// waiting until the given time, as Telegram asked with retry_after.
func (p *pacer) penalize(ctx context.Context, k paceKey, until time.Time) {
	if k.kind == paceNone {
		return
	}
	b := p.of(k)[0]
	if k.kind == paceChat {
		b = p.of(k)[1]
	}
	if err := p.buckets.Hold(ctx, b, until); err != nil {
		p.log.Warn("telegram: shared pacing failed; pacing alone", "err", err)
		_ = p.local.Hold(ctx, b, until)
	}
}

// wait sleeps until k's buckets allow a call and books it, or until ctx
// ends.
func (p *pacer) wait(ctx context.Context, k paceKey) error {
	for {
		d := p.take(ctx, k)
		if d == 0 {
			return ctx.Err()
		}
		if err := sleep(ctx, d); err != nil {
			return err
		}
	}
}

// sleep waits for d or until ctx ends, whichever comes first.
func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
