package tgapi

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Fragments of Telegram's error descriptions, matched case-insensitively.
var (
	blockedPhrases = []string{"bot was blocked by the user", "user is deactivated"}
	gonePhrases    = []string{
		"message to edit not found", "message can't be edited",
		"message to delete not found", "message can't be deleted",
		"message_id_invalid",
	}
	// photoRightsPhrases: the bot may not send photos in the chat (an
	// admin's restriction).
	photoRightsPhrases = []string{"not enough rights to send photos", "chat_send_photos_forbidden"}
	// badPhotoPhrases: Telegram will not take this picture (too large, bad
	// dimensions); matched on 400 refusals.
	badPhotoPhrases = []string{
		"photo_invalid_dimensions", "photo_save_file_invalid", "photo_invalid",
		"image_process_failed", "file is too big", "wrong file",
	}
	// noMediaPhrases: an edit of a picture or caption of a text message.
	noMediaPhrases = []string{"there is no media in the message", "there is no caption in the message"}
	// closedPhrases: the bot may not post in the chat at all (no right to
	// send messages there, or the chat is gone); matched on 400 refusals.
	closedPhrases = []string{
		"not enough rights to send text messages", "have no rights to send a message",
		"chat_write_forbidden", "need administrator rights in the channel", "chat not found",
	}
	notModifiedPhrase   = "message is not modified"
	queryExpiredPhrase  = "query is too old"
	webhookActivePhrase = "webhook is active"
)

// classify maps a Bot API refusal of method on chat to this package's errors.
// It returns nil for answers that mean success ("message is not modified").
func classify(method string, chat int64, e *tgbotapi.Error) error {
	desc := strings.ToLower(e.Message)
	apiErr := &APIError{Method: method, Code: e.Code, Description: e.Message, RetryAfter: e.RetryAfter}
	switch {
	case e.MigrateToChatID != 0:
		return &MigratedError{From: chat, To: e.MigrateToChatID}
	case strings.Contains(desc, notModifiedPhrase):
		return nil
	case containsAny(desc, gonePhrases):
		return fmt.Errorf("%w: %w", ErrMessageGone, apiErr)
	case strings.Contains(desc, queryExpiredPhrase) || strings.Contains(desc, "query_id_invalid"):
		return fmt.Errorf("%w: %w", ErrQueryExpired, apiErr)
	case containsAny(desc, blockedPhrases):
		return fmt.Errorf("%w: chat %d: %w", ErrBlocked, chat, apiErr)
	case e.Code == 403:
		return fmt.Errorf("%w: chat %d: %w", ErrForbidden, chat, apiErr)
	case containsAny(desc, photoRightsPhrases):
		return fmt.Errorf("%w: chat %d: %w", ErrNoPhotoRights, chat, apiErr)
	case e.Code == 413 || (e.Code == 400 && containsAny(desc, badPhotoPhrases)):
		return fmt.Errorf("%w: %w", ErrPhotoRejected, apiErr)
	case e.Code == 400 && containsAny(desc, closedPhrases):
		return fmt.Errorf("%w: chat %d: %w", ErrChatClosed, chat, apiErr)
	case containsAny(desc, noMediaPhrases):
		return fmt.Errorf("%w: %w", ErrNoMedia, apiErr)
	case e.Code == 401:
		return fmt.Errorf("%w: %w", ErrUnauthorized, apiErr)
	case e.Code == 409 && strings.Contains(desc, webhookActivePhrase):
		return fmt.Errorf("%w: %w", ErrWebhookActive, apiErr)
	case e.Code == 429:
		return fmt.Errorf("%w: %w", ErrRateLimited, apiErr)
	default:
		return apiErr
	}
}

// containsAny reports whether s holds one of subs.
func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// transportError wraps a failure to talk to the Bot API at all. The token is
// removed from the URL the HTTP client puts into its errors.
func (c *Client) transportError(ctx context.Context, method string, err error) error {
	err = redact(err, c.cfg.Token)
	if ctx.Err() != nil {
		return fmt.Errorf("telegram: %s: %w", method, err)
	}
	return fmt.Errorf("%w: %s: %w", ErrUnreachable, method, err)
}

// redact removes token from the URL inside a *url.Error, in place.
func redact(err error, token string) error {
	var ue *url.Error
	if token != "" && errors.As(err, &ue) {
		ue.URL = strings.ReplaceAll(ue.URL, token, "<token>")
	}
	return err
}
