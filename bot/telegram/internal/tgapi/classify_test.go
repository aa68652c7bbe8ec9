package tgapi

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		name string
		code int
		desc string
		ps   tgbotapi.ResponseParameters
		want error // nil means success
	}{
		{"not modified is success", 400, "Bad Request: message is not modified: specified new message content", tgbotapi.ResponseParameters{}, nil},
		{"blocked", 403, "Forbidden: bot was blocked by the user", tgbotapi.ResponseParameters{}, ErrBlocked},
		{"deactivated", 403, "Forbidden: user is deactivated", tgbotapi.ResponseParameters{}, ErrBlocked},
		{"kicked", 403, "Forbidden: bot was kicked from the group chat", tgbotapi.ResponseParameters{}, ErrForbidden},
		{"edit not found", 400, "Bad Request: message to edit not found", tgbotapi.ResponseParameters{}, ErrMessageGone},
		{"cannot edit", 400, "Bad Request: message can't be edited", tgbotapi.ResponseParameters{}, ErrMessageGone},
		{"delete not found", 400, "Bad Request: message to delete not found", tgbotapi.ResponseParameters{}, ErrMessageGone},
		{"bad inline id", 400, "Bad Request: MESSAGE_ID_INVALID", tgbotapi.ResponseParameters{}, ErrMessageGone},
		{"migrated", 400, "Bad Request: group chat was upgraded to a supergroup chat", tgbotapi.ResponseParameters{MigrateToChatID: -1009}, ErrMigrated},
		{"unauthorized", 401, "Unauthorized", tgbotapi.ResponseParameters{}, ErrUnauthorized},
		{"webhook", 409, "Conflict: can't use getUpdates method while webhook is active", tgbotapi.ResponseParameters{}, ErrWebhookActive},
		{"flood", 429, "Too Many Requests: retry after 5", tgbotapi.ResponseParameters{RetryAfter: 5}, ErrRateLimited},
		{"query too old", 400, "Bad Request: query is too old and response timeout expired or query ID is invalid", tgbotapi.ResponseParameters{}, ErrQueryExpired},
		{"no photo rights", 400, "Bad Request: not enough rights to send photos to the chat", tgbotapi.ResponseParameters{}, ErrNoPhotoRights},
		{"photos forbidden", 400, "Bad Request: CHAT_SEND_PHOTOS_FORBIDDEN", tgbotapi.ResponseParameters{}, ErrNoPhotoRights},
		{"photo dimensions", 400, "Bad Request: PHOTO_INVALID_DIMENSIONS", tgbotapi.ResponseParameters{}, ErrPhotoRejected},
		{"photo save", 400, "Bad Request: PHOTO_SAVE_FILE_INVALID", tgbotapi.ResponseParameters{}, ErrPhotoRejected},
		{"photo invalid", 400, "Bad Request: PHOTO_INVALID", tgbotapi.ResponseParameters{}, ErrPhotoRejected},
		{"image process", 400, "Bad Request: IMAGE_PROCESS_FAILED", tgbotapi.ResponseParameters{}, ErrPhotoRejected},
		{"file too big", 400, "Bad Request: file is too big", tgbotapi.ResponseParameters{}, ErrPhotoRejected},
		{"wrong file", 400, "Bad Request: wrong file identifier/HTTP URL specified", tgbotapi.ResponseParameters{}, ErrPhotoRejected},
		{"entity too large", 413, "Request Entity Too Large", tgbotapi.ResponseParameters{}, ErrPhotoRejected},
		{"no media", 400, "Bad Request: there is no media in the message to edit", tgbotapi.ResponseParameters{}, ErrNoMedia},
		{"no caption", 400, "Bad Request: there is no caption in the message to edit", tgbotapi.ResponseParameters{}, ErrNoMedia},
		{"no text rights", 400, "Bad Request: not enough rights to send text messages to the chat", tgbotapi.ResponseParameters{}, ErrChatClosed},
		{"no message rights", 400, "Bad Request: have no rights to send a message", tgbotapi.ResponseParameters{}, ErrChatClosed},
		{"write forbidden", 400, "Bad Request: CHAT_WRITE_FORBIDDEN", tgbotapi.ResponseParameters{}, ErrChatClosed},
		{"channel admin", 400, "Bad Request: need administrator rights in the channel chat", tgbotapi.ResponseParameters{}, ErrChatClosed},
		{"chat not found", 400, "Bad Request: chat not found", tgbotapi.ResponseParameters{}, ErrChatClosed},
		{"other", 400, "Bad Request: chat not found", tgbotapi.ResponseParameters{}, ErrAPI},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := classify("sendMessage", -7, &tgbotapi.Error{Code: tt.code, Message: tt.desc, ResponseParameters: tt.ps})
			if tt.want == nil {
				if err != nil {
					t.Fatalf("classify = %v, want success", err)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("classify = %v, want %v", err, tt.want)
			}
			var apiErr *APIError
			var mig *MigratedError
			if !errors.As(err, &apiErr) && !errors.As(err, &mig) {
				t.Fatalf("classify = %v carries neither *APIError nor *MigratedError", err)
			}
			if mig != nil && (mig.From != -7 || mig.To != -1009) {
				t.Fatalf("migration = %+v, want -7 -> -1009", mig)
			}
			if apiErr != nil && (apiErr.Code != tt.code || apiErr.Method != "sendMessage") {
				t.Fatalf("APIError = %+v, want code %d", apiErr, tt.code)
			}
		})
	}
}

func TestRedactRemovesToken(t *testing.T) {
	tests := []struct {
		name string
		err  error
	}{
		{"url error", &url.Error{Op: "Post", URL: "https://api.telegram.org/bot1:SECRET/getMe", Err: errors.New("refused")}},
		{"wrapped url error", errors.Join(errors.New("x"), &url.Error{Op: "Post", URL: "http://h/bot1:SECRET/m", Err: errors.New("eof")})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if msg := redact(tt.err, "1:SECRET").Error(); strings.Contains(msg, "SECRET") || !strings.Contains(msg, "<token>") {
				t.Fatalf("redacted error %q", msg)
			}
		})
	}
}
