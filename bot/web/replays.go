package web

import (
	"fmt"
	"sync"
	"time"
)

// Marks is where used init data are marked for every process sharing the
// bot's store: its table of handled updates (storage.Store's MarkHandled
// and Handled), under ids "tgweb:" + the init data's hash.
type Marks interface {
	MarkHandled(id string, at int64) error
	Handled(id string) (bool, error)
}

// marksPrefix begins the handled-update ids of used init data, apart from
// the platforms' updates.
const marksPrefix = "tgweb:"

// Replays remembers the init data already exchanged for a session, by
// hash, until it would be stale anyway: a second use is ErrReplayed. It
// is safe for concurrent use. With Marks, a use is also marked in the
// store, so that any process sharing it refuses a replay (between two
// processes' checks of one init data at the very same moment, both may
// still pass: the store offers no check-and-mark in one step).
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
		used, err := r.Marks.Handled(marksPrefix + hash)
		if err != nil {
			return fmt.Errorf("init data replays: %w", err)
		}
		if used {
			return ErrReplayed
		}
		if err := r.Marks.MarkHandled(marksPrefix+hash, now.Unix()); err != nil {
			return fmt.Errorf("init data replays: %w", err)
		}
	}
	r.seen[hash] = forget
	return nil
}
