package web

import (
	"sync"
	"time"
)

// Replays remembers the init data already exchanged for a session, by
// hash, until it would be stale anyway: a second use is ErrReplayed. It
// is safe for concurrent use. (One process's memory: behind several
// processes, each refuses what it saw.)
type Replays struct {
	mu   sync.Mutex
	seen map[string]time.Time // hash → when it may be forgotten
}

// Use records hash as used until forget, or reports ErrReplayed when it
// was used before and is still remembered at now.
func (r *Replays) Use(hash string, now, forget time.Time) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen == nil {
		r.seen = map[string]time.Time{}
	}
	for h, t := range r.seen {
		if !now.Before(t) {
			delete(r.seen, h)
		}
	}
	if _, ok := r.seen[hash]; ok {
		return ErrReplayed
	}
	r.seen[hash] = forget
	return nil
}
