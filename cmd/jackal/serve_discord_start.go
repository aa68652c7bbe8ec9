package main

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// Gateway close codes that no retry mends (Discord's documentation):
// authentication failed; then an invalid shard, sharding required, an
// invalid API version, invalid or disallowed intents.
const (
	closeAuthFailed       = 4004
	closeFirstBadSettings = 4010
	closeLastBadSettings  = 4014
)

// discordStartFailure sorts the failure err of the gateway's opening:
// a rejected token (a 401 from the REST API, the gateway closing with
// 4004) fails at once, as do a refusal of another kind (another 4xx,
// a gateway close code for settings); the network's failures, Discord's
// 5xx and 429 pass (*passing, with the wait a 429 asks for).
func discordStartFailure(err error, tokenEnv string) error {
	var rest *discordgo.RESTError
	var rate *discordgo.RateLimitError
	var closed *websocket.CloseError
	switch {
	case errors.Is(err, discordgo.ErrUnauthorized):
		return rejected("discord", "the REST API", "401 Unauthorized", tokenEnv)
	case errors.As(err, &rate):
		var after time.Duration
		if rate.RateLimit != nil && rate.TooManyRequests != nil {
			after = rate.RetryAfter
		}
		return &passing{Err: err, After: after}
	case errors.As(err, &rest) && rest.Response != nil:
		status := rest.Response.StatusCode
		switch {
		case status == http.StatusUnauthorized:
			host := "the REST API"
			if rest.Request != nil && rest.Request.URL != nil {
				host = rest.Request.URL.Host
			}
			return rejected("discord", host, rest.Response.Status, tokenEnv)
		case status == http.StatusTooManyRequests:
			s, _ := strconv.Atoi(rest.Response.Header.Get("Retry-After"))
			return &passing{Err: err, After: secondsOf(s)}
		case status >= 500:
			return &passing{Err: err}
		}
		return err
	case errors.As(err, &closed):
		switch {
		case closed.Code == closeAuthFailed:
			return rejected("discord", "the gateway", "close "+strconv.Itoa(closed.Code)+" "+closed.Text, tokenEnv)
		case closed.Code >= closeFirstBadSettings && closed.Code <= closeLastBadSettings:
			return err
		}
	}
	return &passing{Err: err}
}
