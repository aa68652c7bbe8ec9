package discord

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// Errors of the adapter.
var (
	// ErrNoToken: the configuration has no bot token.
	ErrNoToken = errors.New("discord: no bot token")
	// ErrNoHandler: New was given no bot.Handler.
	ErrNoHandler = errors.New("discord: no handler")
	// ErrBadConfig: a configuration value cannot work.
	ErrBadConfig = errors.New("discord: bad configuration")
	// ErrAlreadyRunning: Run was called twice.
	ErrAlreadyRunning = errors.New("discord: adapter already running")
	// ErrGateway: the gateway connection could not be opened.
	ErrGateway = errors.New("discord: gateway connection failed")
	// ErrRegister: the slash command could not be registered.
	ErrRegister = errors.New("discord: registering commands failed")
	// ErrMissingPermission: Discord refused for lack of a permission of the
	// bot in a channel (50013 Missing Permissions, 50001 Missing Access).
	ErrMissingPermission = errors.New("discord: the bot lacks a permission")
	// ErrRateLimited: Discord kept answering 429 after the bounded retries.
	ErrRateLimited = errors.New("discord: rate limited")
	// ErrBadButtons: buttons that no layout can show (empty or too long
	// data, data used twice, more than 125 buttons).
	ErrBadButtons = errors.New("discord: buttons do not fit a message")
	// ErrBadRef: a message reference without a channel or message id.
	ErrBadRef = errors.New("discord: message reference without channel or message id")
	// ErrNoChat: a chat without a channel id.
	ErrNoChat = errors.New("discord: chat without a channel id")
	// ErrEmptyMessage: nothing to show (no text, picture or buttons).
	ErrEmptyMessage = errors.New("discord: empty message")
	// ErrUnknownCommand: an interaction for a command this bot did not
	// register.
	ErrUnknownCommand = errors.New("discord: unknown command")
	// ErrREST: Discord refused a request (other reasons).
	ErrREST = errors.New("discord: request failed")
)

// Discord JSON error codes the adapter acts on.
const (
	codeUnknownChannel      = 10003
	codeUnknownMessage      = 10008
	codeUnknownUser         = 10013
	codeUnknownWebhook      = 10015
	codeUnknownInteraction  = 10062
	codeMissingAccess       = 50001
	codeCannotMessageUser   = 50007
	codeMissingPermissions  = 50013
	codeInvalidWebhookToken = 50027
)

// restCode is the HTTP status and Discord code of a REST failure.
func restCode(err error) (status, code int) {
	var re *discordgo.RESTError
	if !errors.As(err, &re) {
		return 0, 0
	}
	if re.Response != nil {
		status = re.Response.StatusCode
	}
	if re.Message != nil {
		code = re.Message.Code
	}
	return status, code
}

// tokenDead tells whether an interaction's token no longer works.
func tokenDead(err error) bool {
	status, code := restCode(err)
	switch code {
	case codeUnknownWebhook, codeInvalidWebhookToken, codeUnknownInteraction:
		return true
	}
	return status == http.StatusUnauthorized
}

// messageGone tells whether Discord refused because the message is not
// there (10008 Unknown Message: deleted).
func messageGone(err error) bool {
	_, code := restCode(err)
	return code == codeUnknownMessage
}

// permissionDenied tells whether Discord refused for lack of a permission.
func permissionDenied(err error) bool {
	_, code := restCode(err)
	return code == codeMissingPermissions || code == codeMissingAccess
}

// channelClosed tells whether Discord refused because the bot may not
// use the channel at all: it is gone (10003 Unknown Channel), the bot
// may not see it (50001 Missing Access), or, refusing a plainPost (a new
// message without files, which needs only Send Messages), the bot may
// not send messages there (50013 Missing Permissions).
func channelClosed(err error, plainPost bool) bool {
	_, code := restCode(err)
	return code == codeUnknownChannel || code == codeMissingAccess || plainPost && code == codeMissingPermissions
}

// wrap gives a REST failure its sentinel; a message gone (10008 Unknown
// Message) wraps bot.ErrMessageGone too, so the core posts a gone board
// anew.
func wrap(err error) error {
	if err == nil {
		return nil
	}
	var rl *discordgo.RateLimitError
	switch {
	case messageGone(err):
		return fmt.Errorf("%w: %w: %w", bot.ErrMessageGone, ErrREST, err)
	case permissionDenied(err):
		return fmt.Errorf("%w: %w", ErrMissingPermission, err)
	case errors.As(err, &rl):
		return fmt.Errorf("%w: %w", ErrRateLimited, err)
	}
	return fmt.Errorf("%w: %w", ErrREST, err)
}
