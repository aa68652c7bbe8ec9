package tgapi

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Polling constants.
const (
	// pollLimit is the most updates asked for at once.
	pollLimit = 100
	// maxPollBackoff caps the wait between failed polls.
	maxPollBackoff = 30 * time.Second
	// confirmTimeout bounds the final acknowledging getUpdates.
	confirmTimeout = 2 * time.Second
)

// Run receives updates by long polling until ctx is cancelled and hands
// each to handle: in order within a chat, concurrently across chats. It
// asks for messages, callback queries, inline queries, chosen inline
// results and my_chat_member updates.
//
// Every fetched batch is stored in the journal before Telegram is told it
// arrived (the next getUpdates' offset), and each update is forgotten by
// the journal once handled; Run starts by handling what the journal still
// holds from an earlier run. Failed polls are retried with a growing
// backoff (honouring retry_after); a rejected token (ErrUnauthorized) or an
// active webhook (ErrWebhookActive) stops Run with that error. When ctx is
// cancelled the poll in flight is cancelled, the work in hand (queued
// updates included) finishes within DrainTimeout, every fetched update is
// acknowledged to Telegram, and Run returns nil.
func (c *Client) Run(ctx context.Context, handle Handler) error {
	if handle == nil {
		return fmt.Errorf("%w: nil handler", ErrBadInput)
	}
	d := c.startDispatcher(ctx, handle, c.journalDone)
	c.replayJournal(ctx, d)
	offset, err := c.poll(ctx, d)
	d.stop(c.cfg.DrainTimeout)
	if err != nil {
		return err
	}
	if offset > 0 {
		c.confirm(ctx, offset)
	}
	return nil
}

// replayJournal dispatches the updates an earlier run kept and did not
// finish.
func (c *Client) replayJournal(ctx context.Context, d *dispatcher) {
	ids, raws, err := c.cfg.Journal.Pending()
	if err != nil {
		c.log.Error("telegram: update journal unreadable", "err", err)
		return
	}
	if len(ids) > 0 {
		c.log.Info("telegram: handling updates kept from the last run", "count", len(ids))
	}
	for i, id := range ids {
		in, err := decodeUpdate(raws[i])
		if err != nil {
			c.log.Warn("telegram: undecodable kept update dropped", "update", id, "err", err)
			c.journalDone(id)
			continue
		}
		if !d.dispatch(ctx, in) {
			return
		}
	}
}

// journalDone forgets a handled update.
func (c *Client) journalDone(id int) {
	if err := c.cfg.Journal.Done(id); err != nil {
		c.log.Warn("telegram: update journal", "update", id, "err", err)
	}
}

// poll is Run's loop; it returns the next offset.
func (c *Client) poll(ctx context.Context, d *dispatcher) (int, error) {
	offset := 0
	var backoff time.Duration
	for ctx.Err() == nil {
		batch, err := c.getUpdates(ctx, offset, c.cfg.PollTimeout, pollLimit)
		if ctx.Err() != nil {
			break
		}
		if errors.Is(err, ErrUnauthorized) || errors.Is(err, ErrWebhookActive) {
			return offset, fmt.Errorf("telegram: polling stopped: %w", err)
		}
		var fresh map[int]bool
		if err == nil {
			fresh, err = c.keep(batch, offset)
		}
		if err != nil {
			backoff = min(max(2*backoff, c.cfg.PollBackoff), max(maxPollBackoff, c.cfg.PollBackoff))
			wait := backoff
			var apiErr *APIError
			if errors.As(err, &apiErr) && apiErr.RetryAfter > 0 {
				wait = max(wait, time.Duration(apiErr.RetryAfter)*time.Second)
			}
			c.log.Warn("telegram: getUpdates failed", "err", err, "retry_in", wait)
			if sleep(ctx, wait) != nil {
				break
			}
			continue
		}
		backoff = 0
		for _, p := range batch {
			if p.id < offset {
				continue
			}
			offset = p.id + 1
			if p.ok && fresh[p.id] && !d.dispatch(ctx, p.in) {
				break
			}
		}
	}
	return offset, nil
}

// keep stores the decodable updates of batch at or past offset in the
// journal and returns those it did not hold yet (an update fetched again
// after a crash is already there, and already queued).
func (c *Client) keep(batch []polled, offset int) (map[int]bool, error) {
	var ids []int
	var raws [][]byte
	for _, p := range batch {
		if p.ok && p.id >= offset {
			ids = append(ids, p.id)
			raws = append(raws, p.raw)
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	fresh, err := c.cfg.Journal.Keep(ids, raws)
	if err != nil {
		return nil, fmt.Errorf("update journal: %w", err)
	}
	out := make(map[int]bool, len(fresh))
	for _, id := range fresh {
		out[id] = true
	}
	return out, nil
}

// confirm tells Telegram that every update below offset was received, so a
// restart does not get them again.
func (c *Client) confirm(ctx context.Context, offset int) {
	cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), confirmTimeout)
	defer cancel()
	if _, err := c.getUpdates(cctx, offset, 0, 1); err != nil {
		c.log.Warn("telegram: final getUpdates acknowledgement failed", "offset", offset, "err", err)
	}
}
