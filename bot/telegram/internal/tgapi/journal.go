package tgapi

import (
	"slices"
	"sync"
)

// Journal keeps the updates the client received until they are handled.
// The poll loop stores every fetched batch before it tells Telegram the
// batch arrived, and the webhook before it answers 200; an update is
// forgotten once its handler returns. At start, Run handles what the
// journal still holds first: an update is never lost to a crash or a stop,
// though one handled just before a crash may be handled again (the bot
// core recognises a repeat by its update id). *storage.Bolt's
// UpdateJournal implements it on disk.
type Journal interface {
	// Keep stores the raw updates of ids and returns the ids it did not
	// hold yet (in the order given). It returns once they are durable.
	Keep(ids []int, raws [][]byte) ([]int, error)
	// Done forgets a handled update.
	Done(id int) error
	// Pending returns the updates kept and not done, in id order.
	Pending() ([]int, [][]byte, error)
}

// memoryJournal is a Journal in memory: it keeps updates across a stop of
// Run, not across a crash.
type memoryJournal struct {
	mu   sync.Mutex
	kept map[int][]byte
}

// NewMemoryJournal returns a Journal held in memory.
func NewMemoryJournal() Journal { return &memoryJournal{kept: map[int][]byte{}} }

func (j *memoryJournal) Keep(ids []int, raws [][]byte) ([]int, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	var fresh []int
	for i, id := range ids {
		if _, ok := j.kept[id]; !ok {
			j.kept[id] = slices.Clone(raws[i])
			fresh = append(fresh, id)
		}
	}
	return fresh, nil
}

func (j *memoryJournal) Done(id int) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	delete(j.kept, id)
	return nil
}

func (j *memoryJournal) Pending() ([]int, [][]byte, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	ids := make([]int, 0, len(j.kept))
	for id := range j.kept {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	raws := make([][]byte, len(ids))
	for i, id := range ids {
		raws[i] = j.kept[id]
	}
	return ids, raws, nil
}
