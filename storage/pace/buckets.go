package pace

import (
	"context"
	"sync"
	"time"
)

// Buckets keeps the tats of the buckets; it is safe for concurrent use.
type Buckets interface {
	// Take books a call at now in every bucket of bs, atomically, when
	// all of them admit it, and returns 0; otherwise it books nothing and
	// returns how long to wait before trying again (see Decide).
	Take(ctx context.Context, now time.Time, bs []Bucket) (time.Duration, error)
	// Hold keeps bucket b from admitting a call before until.
	Hold(ctx context.Context, b Bucket, until time.Time) error
}

// SweepSize is the bucket count above which Memory forgets full buckets.
const SweepSize = 1024

// Memory is Buckets in the process's memory.
type Memory struct {
	mu   sync.Mutex
	tats map[string]time.Time
}

var _ Buckets = (*Memory)(nil)

// NewMemory returns empty buckets in memory.
func NewMemory() *Memory { return &Memory{tats: map[string]time.Time{}} }

// Take implements Buckets.
func (m *Memory) Take(_ context.Context, now time.Time, bs []Bucket) (time.Duration, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	tats := make([]time.Time, len(bs))
	for i, b := range bs {
		tats[i] = m.tats[b.Key]
	}
	wait, tats := Decide(now, bs, tats)
	if wait > 0 {
		return wait, nil
	}
	for i, b := range bs {
		m.tats[b.Key] = tats[i]
	}
	if len(m.tats) > SweepSize {
		for k, tat := range m.tats {
			if !tat.After(now) {
				delete(m.tats, k)
			}
		}
	}
	return 0, nil
}

// Hold implements Buckets.
func (m *Memory) Hold(_ context.Context, b Bucket, until time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.tats[b.Key] = Held(m.tats[b.Key], until, b.Rate)
	return nil
}

// Len is how many buckets are kept (full ones may be forgotten).
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.tats)
}
