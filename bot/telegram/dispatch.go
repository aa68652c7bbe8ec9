package telegram

import (
	"context"
	"fmt"
	"hash/fnv"
	"runtime/debug"
	"strconv"
	"sync"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Handler handles one update. It is called for the updates of one chat one
// at a time, in order.
type Handler = func(context.Context, tgbotapi.Update)

// queueDepth is how many updates wait for each worker.
const queueDepth = 32

// dispatcher is a worker pool keyed by chat: every update of a chat (or of
// an inline message, or of a user's inline queries) goes to the same worker,
// which keeps their order, while other chats are handled concurrently.
type dispatcher struct {
	c      *Client
	ctx    context.Context
	handle Handler
	queues []chan incoming
	wg     sync.WaitGroup
}

// startDispatcher starts c.cfg.Workers workers handling with ctx.
func (c *Client) startDispatcher(ctx context.Context, handle Handler) *dispatcher {
	d := &dispatcher{c: c, ctx: ctx, handle: handle, queues: make([]chan incoming, c.cfg.Workers)}
	for i := range d.queues {
		q := make(chan incoming, queueDepth)
		d.queues[i] = q
		d.wg.Add(1)
		go d.work(q)
	}
	return d
}

// dispatch queues in for its worker; false when ctx or the dispatcher's
// context ended first.
func (d *dispatcher) dispatch(ctx context.Context, in incoming) bool {
	q := d.queues[shard(orderKey(in.update), len(d.queues))]
	select {
	case q <- in:
		return true
	case <-ctx.Done():
		return false
	case <-d.ctx.Done():
		return false
	}
}

// stop waits for the workers to finish. Updates still queued once the
// dispatcher's context has ended are dropped. No dispatch may follow.
func (d *dispatcher) stop() {
	for _, q := range d.queues {
		close(q)
	}
	d.wg.Wait()
}

func (d *dispatcher) work(q <-chan incoming) {
	defer d.wg.Done()
	for in := range q {
		if d.ctx.Err() != nil {
			continue
		}
		d.c.handleOne(d.ctx, d.handle, in)
	}
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

// shard picks one of n workers for an order key.
func shard(key string, n int) int {
	h := fnv.New32a()
	_, _ = h.Write([]byte(key))
	return int(h.Sum32() % uint32(n))
}

func chatKey(id int64) string { return "c" + strconv.FormatInt(id, 10) }
