package bot

import (
	"sync"

	"github.com/jackalbot/jackal/storage"
)

// watchers is the bot's small pub/sub of stored changes: a live front end
// watches a chat's key and is told whenever this process wrote that
// chat's game (a move however made: a button, the web board, a computer,
// a vote, a lobby's seat). Another process sharing the store does not
// tell it: a watcher also polls the store now and then.
type watchers struct {
	mu   sync.Mutex
	subs map[storage.Key]map[chan struct{}]struct{}
}

// Watch returns a channel told (without blocking: a change not yet
// taken is not queued twice) after every write of the game of chat key,
// and the function that stops watching.
func (b *Bot) Watch(key string) (<-chan struct{}, func()) {
	w := &b.watch
	ch := make(chan struct{}, 1)
	w.mu.Lock()
	if w.subs == nil {
		w.subs = map[storage.Key]map[chan struct{}]struct{}{}
	}
	k := storage.Key(key)
	if w.subs[k] == nil {
		w.subs[k] = map[chan struct{}]struct{}{}
	}
	w.subs[k][ch] = struct{}{}
	w.mu.Unlock()
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			w.mu.Lock()
			defer w.mu.Unlock()
			delete(w.subs[k], ch)
			if len(w.subs[k]) == 0 {
				delete(w.subs, k)
			}
		})
	}
}

// changed tells the watchers of key.
func (w *watchers) changed(key storage.Key) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for ch := range w.subs[key] {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

// watchedStore is the bot's store: every write of a game that succeeds
// tells the watchers of its chat.
type watchedStore struct {
	storage.Store
	w     *watchers
	holds *sync.Map // chat key → storage.ChatHold (Bot.holds)
}

// held is nil unless this process held chat key in a storage.ChatHolder
// and has lost the hold (its connection to the database broke): then the
// game is not written, as if the store had failed, for another process
// may hold the chat and be playing in it (storage.ErrLockLost).
func (s watchedStore) held(key storage.Key) error {
	if s.holds == nil {
		return nil
	}
	if h, ok := s.holds.Load(string(key)); ok {
		return h.(storage.ChatHold).Err()
	}
	return nil
}

func (s watchedStore) Create(g *storage.Game) error {
	if err := s.held(g.Key); err != nil {
		return err
	}
	err := s.Store.Create(g)
	if err == nil {
		s.w.changed(g.Key)
	}
	return err
}

func (s watchedStore) Update(key storage.Key, v uint64, fn func(g *storage.Game) error) (*storage.Game, error) {
	if err := s.held(key); err != nil {
		return nil, err
	}
	g, err := s.Store.Update(key, v, fn)
	if err == nil {
		s.w.changed(key)
	}
	return g, err
}

func (s watchedStore) Finish(key storage.Key, v uint64, fn func(g *storage.Game) (storage.Result, error)) (*storage.Game, error) {
	if err := s.held(key); err != nil {
		return nil, err
	}
	g, err := s.Store.Finish(key, v, fn)
	if err == nil {
		s.w.changed(key)
	}
	return g, err
}

func (s watchedStore) Abort(key storage.Key, v uint64) (*storage.Game, error) {
	if err := s.held(key); err != nil {
		return nil, err
	}
	g, err := s.Store.Abort(key, v)
	if err == nil {
		s.w.changed(key)
	}
	return g, err
}

func (s watchedStore) Rekey(old, new storage.Key) error {
	if err := s.held(old); err != nil {
		return err
	}
	err := s.Store.Rekey(old, new)
	if err == nil {
		s.w.changed(old)
		s.w.changed(new)
	}
	return err
}
