package tgapi

import (
	"context"
	"fmt"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Handler handles one update. It is called for the updates of one chat one
// at a time, in order.
type Handler = func(context.Context, tgbotapi.Update)

// dispatcher keeps one queue per chat (or inline message, or user's inline
// queries) and one goroutine for each chat that has work: a chat's updates
// are handled in order, one at a time, while a chat waiting on its own send
// limit never holds up another chat (there is no fixed pool of workers to
// run out of). Queued updates are bounded by MaxPending; past it dispatch
// waits, which slows fetching, never drops.
type dispatcher struct {
	c      *Client
	handle Handler
	// ctx is the handlers' context: it outlives the run's context by the
	// drain time, so work in hand finishes on a stop.
	ctx    context.Context
	cancel context.CancelFunc
	slots  chan struct{} // one per queued or running update
	done   func(id int)  // called once an update is handled

	mu      sync.Mutex
	queues  map[string]*chatQueue
	stopped bool
	wg      sync.WaitGroup
}

// chatQueue is one chat's updates waiting, the one being handled first.
// It exists while its goroutine runs: dispatch starts one when it makes the
// queue, and the goroutine removes the queue, under the lock, when it finds
// it empty.
type chatQueue struct {
	items []incoming
}

// startDispatcher starts a dispatcher whose handlers run with a context
// derived from ctx's values (not its cancellation; see stop). done, if not
// nil, is told of every update handled.
func (c *Client) startDispatcher(ctx context.Context, handle Handler, done func(id int)) *dispatcher {
	hctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	if done == nil {
		done = func(int) {}
	}
	return &dispatcher{c: c, handle: handle, ctx: hctx, cancel: cancel, done: done,
		slots: make(chan struct{}, c.cfg.MaxPending), queues: map[string]*chatQueue{}}
}

// dispatch queues in behind its chat's earlier updates; false when ctx
// ended while waiting for room, or the dispatcher is stopping.
func (d *dispatcher) dispatch(ctx context.Context, in incoming) bool {
	select {
	case d.slots <- struct{}{}:
	case <-ctx.Done():
		return false
	case <-d.ctx.Done():
		return false
	}
	key := orderKey(in.update)
	d.mu.Lock()
	if d.stopped {
		d.mu.Unlock()
		<-d.slots
		return false
	}
	q, running := d.queues[key]
	if !running {
		q = &chatQueue{}
		d.queues[key] = q
		d.wg.Add(1)
		go d.run(key, q)
	}
	q.items = append(q.items, in)
	d.mu.Unlock()
	return true
}

// run handles key's queue q until it is empty, then removes it.
func (d *dispatcher) run(key string, q *chatQueue) {
	defer d.wg.Done()
	for {
		d.mu.Lock()
		if len(q.items) == 0 {
			delete(d.queues, key)
			d.mu.Unlock()
			return
		}
		in := q.items[0]
		d.mu.Unlock()
		if d.ctx.Err() == nil {
			d.c.handleOne(d.ctx, d.handle, in)
			d.done(in.update.UpdateID)
		}
		// an update left unhandled when the drain time ran out is not
		// reported done: a journal keeps it for the next start
		d.mu.Lock()
		q.items[0] = incoming{}
		q.items = q.items[1:]
		d.mu.Unlock()
		<-d.slots
	}
}

// stop takes no more updates and lets the work in hand (queued updates
// included) finish for at most drain; past it the handlers' context is
// cancelled and updates not started are left unhandled. It returns once
// every handler has returned.
func (d *dispatcher) stop(drain time.Duration) {
	d.mu.Lock()
	d.stopped = true
	d.mu.Unlock()
	t := time.AfterFunc(drain, d.cancel)
	defer t.Stop()
	d.wg.Wait()
	d.cancel()
}

// handleOne runs handle on one update with its topic registered, and turns
// a panic of the handler into a log entry.
func (c *Client) handleOne(ctx context.Context, handle Handler, in incoming) {
	id := in.update.UpdateID
	c.topics.put(id, in.topic)
	defer c.topics.forget(id)
	defer func() {
		if r := recover(); r != nil {
			c.log.Error("telegram: update handler panicked", "update", id,
				"panic", fmt.Sprint(r), "stack", string(debug.Stack()))
		}
	}()
	handle(ctx, in.update)
}

// orderKey names the sequence an update belongs to. Unlike
// tgbotapi.Update.FromChat it does not fail on inline callback queries.
func orderKey(u tgbotapi.Update) string {
	switch {
	case u.Message != nil && u.Message.Chat != nil:
		return chatKey(u.Message.Chat.ID)
	case u.EditedMessage != nil && u.EditedMessage.Chat != nil:
		return chatKey(u.EditedMessage.Chat.ID)
	case u.CallbackQuery != nil && u.CallbackQuery.InlineMessageID != "":
		return "i" + u.CallbackQuery.InlineMessageID
	case u.CallbackQuery != nil && u.CallbackQuery.Message != nil && u.CallbackQuery.Message.Chat != nil:
		return chatKey(u.CallbackQuery.Message.Chat.ID)
	case u.ChosenInlineResult != nil && u.ChosenInlineResult.InlineMessageID != "":
		return "i" + u.ChosenInlineResult.InlineMessageID
	case u.MyChatMember != nil:
		return chatKey(u.MyChatMember.Chat.ID)
	}
	if from := u.SentFrom(); from != nil {
		return "u" + strconv.FormatInt(from.ID, 10)
	}
	return ""
}

func chatKey(id int64) string { return "c" + strconv.FormatInt(id, 10) }
