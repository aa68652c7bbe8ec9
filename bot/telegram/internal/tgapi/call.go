package tgapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// call is one Bot API request.
type call struct {
	method string
	params tgbotapi.Params
	files  []tgbotapi.RequestFile
	chat   int64   // target chat, for error mapping
	pace   paceKey // buckets to draw from
}

// do is the one path of every outgoing call: it paces, sends (multipart when
// there are files), retries after 429 and maps refusals to this package's
// errors. It returns the raw result, or nil for "message is not modified".
// Network failures are not retried: the message may have been delivered.
func (c *Client) do(ctx context.Context, r call) (json.RawMessage, error) {
	for attempt := 0; ; attempt++ {
		if err := c.pacer.wait(ctx, r.pace); err != nil {
			return nil, fmt.Errorf("telegram: %s: %w", r.method, err)
		}
		res, apiErr, err := c.send(ctx, r)
		if err != nil {
			return nil, c.transportError(ctx, r.method, err)
		}
		if apiErr == nil {
			return res, nil
		}
		if apiErr.Code != http.StatusTooManyRequests && apiErr.RetryAfter == 0 {
			return nil, classify(r.method, r.chat, apiErr)
		}
		wait := time.Duration(max(apiErr.RetryAfter, 1)) * time.Second
		if attempt >= c.cfg.MaxRetries || wait > c.cfg.MaxRetryWait {
			return nil, fmt.Errorf("%w: %s: gave up after %d attempts: %w", ErrRateLimited, r.method, attempt+1,
				&APIError{Method: r.method, Code: apiErr.Code, Description: apiErr.Message, RetryAfter: apiErr.RetryAfter})
		}
		c.pacer.penalize(ctx, r.pace, c.cfg.Now().Add(wait))
		if err := sleep(ctx, wait); err != nil {
			return nil, fmt.Errorf("telegram: %s: waiting %v to retry: %w", r.method, wait, err)
		}
	}
}

// send performs one request. A refusal by the API comes back as apiErr; err
// is for everything else (network, undecodable answer).
func (c *Client) send(ctx context.Context, r call) (json.RawMessage, *tgbotapi.Error, error) {
	bot := c.api(ctx)
	var resp *tgbotapi.APIResponse
	var err error
	if len(r.files) > 0 {
		resp, err = bot.UploadFiles(r.method, r.params, r.files)
	} else {
		resp, err = bot.MakeRequest(r.method, r.params)
	}
	if err == nil {
		return resp.Result, nil, nil
	}
	var apiErr *tgbotapi.Error
	if !errors.As(err, &apiErr) {
		return nil, nil, err
	}
	if apiErr.Code == 0 && resp != nil {
		// UploadFiles leaves Code unset; the decoded response has it.
		apiErr.Code = resp.ErrorCode
	}
	return nil, apiErr, nil
}

// decodeMessage decodes the Message a send or edit returned.
func decodeMessage(method string, res json.RawMessage) (tgbotapi.Message, error) {
	var m tgbotapi.Message
	if err := json.Unmarshal(res, &m); err != nil {
		return m, fmt.Errorf("%w: %s result: %w", ErrBadResponse, method, err)
	}
	return m, nil
}

// largestPhoto returns the file_id of the biggest size of a photo.
func largestPhoto(method string, sizes []tgbotapi.PhotoSize) (string, error) {
	best := -1
	for i, s := range sizes {
		if best < 0 || s.Width*s.Height > sizes[best].Width*sizes[best].Height ||
			(s.Width*s.Height == sizes[best].Width*sizes[best].Height && s.FileSize > sizes[best].FileSize) {
			best = i
		}
	}
	if best < 0 || sizes[best].FileID == "" {
		return "", fmt.Errorf("%w: %s returned no photo", ErrBadResponse, method)
	}
	return sizes[best].FileID, nil
}
