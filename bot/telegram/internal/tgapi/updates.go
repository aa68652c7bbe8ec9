package tgapi

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// allowedUpdates are the update kinds the bot asks for.
var allowedUpdates = []string{
	tgbotapi.UpdateTypeMessage, tgbotapi.UpdateTypeCallbackQuery, tgbotapi.UpdateTypeInlineQuery,
	tgbotapi.UpdateTypeChosenInlineResult, tgbotapi.UpdateTypeMyChatMember,
}

// maxUpdatesBody bounds a getUpdates answer (100 updates).
const maxUpdatesBody = 64 << 20

// polled is one update of a getUpdates answer; ok is false when it could
// not be decoded (it is skipped, but its id still moves the offset).
type polled struct {
	id  int
	in  incoming
	ok  bool
	raw []byte
}

// getUpdates performs one getUpdates request itself, with ctx, so a long
// poll in flight is cancelled with ctx (tgbotapi's MakeRequest takes no
// context).
func (c *Client) getUpdates(ctx context.Context, offset int, timeout time.Duration, limit int) ([]polled, error) {
	allowed, err := json.Marshal(allowedUpdates)
	if err != nil {
		return nil, fmt.Errorf("%w: allowed updates: %w", ErrBadInput, err)
	}
	form := url.Values{
		"limit":           {strconv.Itoa(limit)},
		"timeout":         {strconv.Itoa(int(timeout / time.Second))},
		"allowed_updates": {string(allowed)},
	}
	if offset != 0 {
		form.Set("offset", strconv.Itoa(offset))
	}
	endpoint := fmt.Sprintf(c.cfg.APIEndpoint, c.cfg.Token, "getUpdates")
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return nil, fmt.Errorf("%w: getUpdates request: %w", ErrBadConfig, redact(err, c.cfg.Token))
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, c.transportError(ctx, "getUpdates", err)
	}
	defer resp.Body.Close()
	var api tgbotapi.APIResponse
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxUpdatesBody)).Decode(&api); err != nil {
		return nil, fmt.Errorf("%w: getUpdates: HTTP %d: %w", ErrUnreachable, resp.StatusCode, err)
	}
	if !api.Ok {
		e := &tgbotapi.Error{Code: api.ErrorCode, Message: api.Description}
		if api.Parameters != nil {
			e.ResponseParameters = *api.Parameters
		}
		return nil, classify("getUpdates", 0, e)
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(api.Result, &raws); err != nil {
		return nil, fmt.Errorf("%w: getUpdates result: %w", ErrBadResponse, err)
	}
	out := make([]polled, 0, len(raws))
	for _, raw := range raws {
		var head struct {
			UpdateID int `json:"update_id"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			return nil, fmt.Errorf("%w: update without id: %w", ErrBadResponse, err)
		}
		in, err := decodeUpdate(raw)
		if err != nil {
			c.log.Warn("telegram: undecodable update skipped", "update", head.UpdateID, "err", err)
		}
		out = append(out, polled{id: head.UpdateID, in: in, ok: err == nil, raw: raw})
	}
	return out, nil
}
