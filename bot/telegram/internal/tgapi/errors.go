package tgapi

import (
	"errors"
	"fmt"
)

// Sentinel errors. Errors returned by this package wrap one of them; test
// with errors.Is.
var (
	// ErrBadConfig reports an invalid Config.
	ErrBadConfig = errors.New("telegram: bad config")
	// ErrBadInput reports an argument that Telegram would refuse (empty text,
	// malformed keyboard, bad ids); nothing was sent.
	ErrBadInput = errors.New("telegram: bad input")
	// ErrCallbackData reports button data that is empty or longer than
	// MaxCallbackData bytes; it always comes together with ErrBadInput.
	ErrCallbackData = errors.New("telegram: callback data must be 1-64 bytes")
	// ErrUnreachable reports that the Bot API could not be reached or did not
	// answer like a Bot API.
	ErrUnreachable = errors.New("telegram: bot API unreachable")
	// ErrUnauthorized reports a bot token that Telegram rejects.
	ErrUnauthorized = errors.New("telegram: bot token rejected")
	// ErrBlocked reports a user who blocked the bot or whose account is
	// deactivated: nothing can be sent to that private chat.
	ErrBlocked = errors.New("telegram: bot blocked by the user")
	// ErrForbidden reports any other refusal to write to a chat (the bot was
	// kicked from the group, cannot start a conversation, ...).
	ErrForbidden = errors.New("telegram: forbidden")
	// ErrNoPhotoRights reports that the bot may not send photos in the chat
	// (an admin's restriction); text still goes through.
	ErrNoPhotoRights = errors.New("telegram: no right to send photos in the chat")
	// ErrPhotoRejected reports a picture Telegram will not take (too large,
	// bad dimensions, unreadable); text still goes through.
	ErrPhotoRejected = errors.New("telegram: photo rejected")
	// ErrNoMedia reports an edit of the picture or caption of a message that
	// has none: a text message, whose text must be edited instead.
	ErrNoMedia = errors.New("telegram: no media in the message")
	// ErrChatClosed reports a 400 refusal of the chat as a whole, not of one
	// message: the bot may not send messages there, or the chat is not
	// found. See also ErrForbidden and ErrBlocked.
	ErrChatClosed = errors.New("telegram: chat closed to the bot")
	// ErrMessageGone reports a message that no longer exists or can no
	// longer be edited or deleted.
	ErrMessageGone = errors.New("telegram: message gone")
	// ErrQueryExpired reports a button press too old to answer (Telegram
	// allows about 15 seconds) or unknown: its user sees no answer.
	ErrQueryExpired = errors.New("telegram: button press too old to answer")
	// ErrMigrated is wrapped by *MigratedError.
	ErrMigrated = errors.New("telegram: group migrated to a supergroup")
	// ErrRateLimited reports that Telegram kept answering 429 after the
	// allowed retries, or asked for a longer wait than Config.MaxRetryWait.
	ErrRateLimited = errors.New("telegram: rate limited")
	// ErrWebhookActive reports getUpdates refused because a webhook is set.
	ErrWebhookActive = errors.New("telegram: webhook is active")
	// ErrNoCacheChat reports UploadForFileID without Config.CacheChatID.
	ErrNoCacheChat = errors.New("telegram: no cache chat configured")
	// ErrBadResponse reports an answer the client could not decode.
	ErrBadResponse = errors.New("telegram: bad response")
	// ErrAPI is wrapped by *APIError, every other refusal of the Bot API.
	ErrAPI = errors.New("telegram: API error")
)

// APIError is a Bot API refusal that has no more specific sentinel, and is
// also joined to the sentinel errors above so callers can read the code.
type APIError struct {
	// Method is the Bot API method that failed.
	Method string
	// Code is Telegram's error_code (400, 403, 429, ...).
	Code int
	// Description is Telegram's description.
	Description string
	// RetryAfter is the wait in seconds Telegram asked for, if any.
	RetryAfter int
}

// Error implements error.
func (e *APIError) Error() string {
	return fmt.Sprintf("telegram: %s: %d %s", e.Method, e.Code, e.Description)
}

// Unwrap makes errors.Is(err, ErrAPI) true.
func (e *APIError) Unwrap() error { return ErrAPI }

// MigratedError reports that a group became a supergroup: resend to To.
type MigratedError struct {
	// From is the old group chat id.
	From int64
	// To is the new supergroup chat id.
	To int64
}

// Error implements error.
func (e *MigratedError) Error() string {
	return fmt.Sprintf("telegram: chat %d migrated to supergroup %d", e.From, e.To)
}

// Unwrap makes errors.Is(err, ErrMigrated) true.
func (e *MigratedError) Unwrap() error { return ErrMigrated }
