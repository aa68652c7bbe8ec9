package web

import (
	"fmt"
	"sync"
	"time"
)

// Marks is where used init data are marked for every process sharing the
// bot's store: its table of handled updates (storage.Store's MarkHandled
// and MarkFirst), under ids "tgweb:" + the init data's hash.
type Marks interface {
	MarkFirst(id string, at int64) (first bool, err error)
}

// marksPrefix begins the handled-update ids of used init data, apart from
// the platforms' updates.
const marksPrefix = "tgweb:"

// Replays remembers the init data already exchanged for a session, by
// hash, until it would be stale anyway: a second use is ErrReplayed. It
// is safe for concurrent use. With Marks, a use is also marked in the
// store in one step (MarkFirst), so that of all the processes sharing it
// exactly one accepts an init data, even at the very same moment.
type Replays struct {
	// Marks, when set, is the store's table of handled updates.
	Marks Marks
	mu    sync.Mutex
	seen  map[string]time.Time // hash → when it may be forgotten
}

// Use records hash as used until forget, or reports ErrReplayed when it
// was used before and is still remembered at now (here, or in Marks by
// any process).
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
	if r.Marks != nil {
		first, err := r.Marks.MarkFirst(marksPrefix+hash, now.Unix())
		if err != nil {
			return fmt.Errorf("init data replays: %w", err)
		}
		if !first {
			return ErrReplayed
		}
	}
	r.seen[hash] = forget
	return nil
}
