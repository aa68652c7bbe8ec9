package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram"
)

// probeTimeout bounds the getMe that classifies a failed start when the
// configuration sets no HTTP timeout.
const probeTimeout = 45 * time.Second

// startTelegram connects the client (telegram.New, whose getMe checks
// the token), trying again while the Bot API cannot be reached or fails
// on its side (see startRetry); a rejected token fails at once, as does
// any other refusal. The client's errors cannot tell these apart here
// (their sentinels are internal to bot/telegram, and carry no status or
// retry_after this package can read), so each failed start asks getMe
// once more itself to see how the API answers.
func startTelegram(ctx context.Context, cfg telegram.Config, r startRetry, tokenEnv string, log *slog.Logger) (*telegram.Client, error) {
	var client *telegram.Client
	answered := false // the last failed start's getMe answered ok
	err := r.run(ctx, log, "telegram", func() error {
		c, err := telegram.New(ctx, cfg)
		if err == nil {
			client = c
			return nil
		}
		if ctx.Err() != nil {
			return err
		}
		a := probeGetMe(ctx, cfg)
		switch {
		case a.unreachable || a.status >= 500:
			answered = false
			return &passing{Err: err}
		case a.status == http.StatusTooManyRequests:
			answered = false
			return &passing{Err: err, After: a.retryAfter}
		case a.status == http.StatusUnauthorized || a.status == http.StatusNotFound:
			return rejected("telegram", a.host, a.answer(), tokenEnv)
		case a.ok && !answered:
			// reached in between: once more, but no more (the start
			// fails for a reason of its own, not the network's)
			answered = true
			return &passing{Err: err}
		}
		return err
	})
	return client, err
}

// getMeAnswer is how the Bot API answered getMe.
type getMeAnswer struct {
	host        string
	unreachable bool // no answer at all (network, timeout)
	status      int  // the HTTP status
	ok          bool // a Bot API answer "ok": true
	description string
	retryAfter  time.Duration
}

// answer is the status and Telegram's description, for an error.
func (a getMeAnswer) answer() string {
	s := strconv.Itoa(a.status)
	if a.description != "" {
		return s + " " + a.description
	}
	return s + " " + http.StatusText(a.status)
}

// probeGetMe calls getMe on cfg's endpoint with cfg's token. Its errors
// are never shown: they hold the token in the URL.
func probeGetMe(ctx context.Context, cfg telegram.Config) getMeAnswer {
	endpoint := cmp.Or(cfg.APIEndpoint, tgbotapi.APIEndpoint)
	a := getMeAnswer{host: "the Bot API"}
	if u, err := url.Parse(fmt.Sprintf(endpoint, "TOKEN", "getMe")); err == nil {
		a.host = u.Host
	}
	hc := &http.Client{Timeout: cmpOr(cfg.HTTPTimeout, probeTimeout)}
	defer hc.CloseIdleConnections()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf(endpoint, cfg.Token, "getMe"), nil)
	if err != nil {
		return a // a bad endpoint, no answer: telegram.New's error stands
	}
	resp, err := hc.Do(req)
	if err != nil {
		a.unreachable = true
		return a
	}
	defer resp.Body.Close()
	a.status = resp.StatusCode
	var body struct {
		OK          bool   `json:"ok"`
		Description string `json:"description"`
		Parameters  struct {
			RetryAfter int `json:"retry_after"`
		} `json:"parameters"`
	}
	if json.NewDecoder(io.LimitReader(resp.Body, 1<<16)).Decode(&body) == nil {
		a.ok = body.OK && resp.StatusCode == http.StatusOK
		a.description = body.Description
		a.retryAfter = secondsOf(body.Parameters.RetryAfter)
	}
	if a.retryAfter == 0 {
		s, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
		a.retryAfter = secondsOf(s)
	}
	return a
}
