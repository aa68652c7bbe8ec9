package tgapi

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"time"
)

// Rate is a token bucket: Burst calls at once, then one call every Every.
// A zero Every means unlimited.
type Rate struct {
	// Every is the time one token takes to refill.
	Every time.Duration
	// Burst is the bucket size, at least 1 when Every is set.
	Burst int
}

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

// pacer is a set of GCRA token buckets (one per chat and per group plus one
// global) on an injectable clock. A bucket is kept as its theoretical
// arrival time: a call is allowed at tat-(Burst-1)*Every and moves tat on by
// Every. Calls are booked only at the moment they go out, never ahead, so
// every window of every bucket stays within its rate. A bucket whose tat
// has passed is full and is forgotten.
type pacer struct {
	mu     sync.Mutex
	now    func() time.Time
	limits Limits
	global time.Time
	chats  map[string]time.Time
	groups map[string]time.Time
}

func newPacer(l Limits, now func() time.Time) *pacer {
	return &pacer{now: now, limits: l, chats: map[string]time.Time{}, groups: map[string]time.Time{}}
}

// take books a call on k's buckets and returns 0 if they all allow it now;
// otherwise it books nothing and returns how long to wait before trying
// again.
func (p *pacer) take(k paceKey) time.Duration {
	if k.kind == paceNone {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	at := allowAt(p.global, now, p.limits.Global)
	if k.kind == paceChat {
		at = later(at, allowAt(p.chats[k.id], now, p.limits.Chat))
		if k.group {
			at = later(at, allowAt(p.groups[k.id], now, p.limits.Group))
		}
	}
	if at.After(now) {
		return at.Sub(now)
	}
	p.global = book(p.global, now, p.limits.Global)
	if k.kind == paceChat {
		p.chats[k.id] = book(p.chats[k.id], now, p.limits.Chat)
		if k.group {
			p.groups[k.id] = book(p.groups[k.id], now, p.limits.Group)
		}
		p.sweep(now)
	}
	return 0
}

// penalize keeps every call on k's chat (or all calls, for a non-chat key)
// waiting until the given time, as Telegram asked with retry_after.
func (p *pacer) penalize(k paceKey, until time.Time) {
	if k.kind == paceNone {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if k.kind == paceGlobal {
		p.global = later(p.global, until.Add(tolerance(p.limits.Global)))
		return
	}
	p.chats[k.id] = later(p.chats[k.id], until.Add(tolerance(p.limits.Chat)))
}

// wait sleeps until k's buckets allow a call and books it, or until ctx
// ends.
func (p *pacer) wait(ctx context.Context, k paceKey) error {
	for {
		d := p.take(k)
		if d == 0 {
			return ctx.Err()
		}
		if err := sleep(ctx, d); err != nil {
			return err
		}
	}
}

// sweep forgets full buckets once there are many.
func (p *pacer) sweep(now time.Time) {
	for _, m := range []map[string]time.Time{p.chats, p.groups} {
		if len(m) < sweepSize {
			continue
		}
		for id, tat := range m {
			if !tat.After(now) {
				delete(m, id)
			}
		}
	}
}

// allowAt is the earliest time bucket r with arrival time tat admits a call.
func allowAt(tat, now time.Time, r Rate) time.Time {
	if r.Every == 0 {
		return now
	}
	return later(tat, now).Add(-tolerance(r))
}

// book records a call at time at in bucket r with arrival time tat.
func book(tat, at time.Time, r Rate) time.Time {
	if r.Every == 0 {
		return tat
	}
	return later(tat, at).Add(r.Every)
}

func tolerance(r Rate) time.Duration {
	if r.Burst < 1 {
		return 0
	}
	return time.Duration(r.Burst-1) * r.Every
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
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
