package telegram

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
// Failed polls are retried with a growing backoff (honouring retry_after);
// a rejected token (ErrUnauthorized) or an active webhook (ErrWebhookActive)
// stops Run with that error. When ctx is cancelled the poll in flight is
// cancelled, running handlers (whose context is ctx) are waited for,
// fetched updates not yet handled are dropped, every fetched update is
// acknowledged to Telegram, and Run returns nil.
func (c *Client) Run(ctx context.Context, handle Handler) error {
	if handle == nil {
		return fmt.Errorf("%w: nil handler", ErrBadInput)
	}
	d := c.startDispatcher(ctx, handle)
	offset, err := c.poll(ctx, d)
	d.stop()
	if err != nil {
		return err
	}
	if offset > 0 {
		c.confirm(ctx, offset)
	}
	return nil
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
			if p.ok && !d.dispatch(ctx, p.in) {
				break
			}
		}
	}
	return offset, nil
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
