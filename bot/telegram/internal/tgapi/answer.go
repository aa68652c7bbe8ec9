package tgapi

import (
	"context"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Telegram's limits on answers.
const (
	// MaxCallbackAnswer is the longest callback answer text, in characters.
	MaxCallbackAnswer = 200
	// MaxInlineResults is the most results one inline answer may carry.
	MaxInlineResults = 50
	// MaxResultID is the longest inline result id, in bytes.
	MaxResultID = 64
)

// AnswerCallback answers a button press: text (at most 200 characters) shows
// as a toast, or as a dialog the user must close when alert is set.
func (c *Client) AnswerCallback(ctx context.Context, id, text string, alert bool) error {
	if id == "" {
		return fmt.Errorf("%w: empty callback query id", ErrBadInput)
	}
	if n := utf8.RuneCountInString(text); n > MaxCallbackAnswer {
		return fmt.Errorf("%w: callback answer of %d characters, at most %d", ErrBadInput, n, MaxCallbackAnswer)
	}
	p := tgbotapi.Params{"callback_query_id": id}
	p.AddNonEmpty("text", text)
	p.AddBool("show_alert", alert)
	_, err := c.do(ctx, call{method: "answerCallbackQuery", params: p, pace: paceKey{kind: paceNone}})
	return err
}

// AnswerInline answers an inline query with up to 50 results (tgbotapi
// InlineQueryResult* values, see CachedPhotoResult). Answers are personal
// and not cached: every user gets fresh results.
func (c *Client) AnswerInline(ctx context.Context, queryID string, results ...any) error {
	if queryID == "" {
		return fmt.Errorf("%w: empty inline query id", ErrBadInput)
	}
	if len(results) > MaxInlineResults {
		return fmt.Errorf("%w: %d inline results, at most %d", ErrBadInput, len(results), MaxInlineResults)
	}
	for _, r := range results {
		if err := checkResult(r); err != nil {
			return err
		}
	}
	if results == nil {
		results = []any{}
	}
	b, err := json.Marshal(results)
	if err != nil {
		return fmt.Errorf("%w: inline results: %w", ErrBadInput, err)
	}
	p := tgbotapi.Params{"inline_query_id": queryID, "results": string(b), "cache_time": "0", "is_personal": "true"}
	_, err = c.do(ctx, call{method: "answerInlineQuery", params: p, pace: paceKey{kind: paceNone}})
	return err
}

// CachedPhotoResult builds an inline result showing an uploaded picture
// (fileID) with a caption and an optional keyboard. The keyboard is what
// makes Telegram report the inline_message_id of the sent message.
func CachedPhotoResult(id, fileID, caption string, kb *tgbotapi.InlineKeyboardMarkup) tgbotapi.InlineQueryResultCachedPhoto {
	r := tgbotapi.NewInlineQueryResultCachedPhoto(id, fileID)
	r.Caption = caption
	r.ReplyMarkup = kb
	return r
}

// checkResult checks the id and keyboard of the result types this bot uses.
func checkResult(r any) error {
	var id string
	var kb *tgbotapi.InlineKeyboardMarkup
	switch v := r.(type) {
	case tgbotapi.InlineQueryResultCachedPhoto:
		id, kb = v.ID, v.ReplyMarkup
		if v.PhotoID == "" {
			return fmt.Errorf("%w: inline result %q has no file id", ErrBadInput, v.ID)
		}
	case *tgbotapi.InlineQueryResultCachedPhoto:
		return checkPointer(v)
	case tgbotapi.InlineQueryResultArticle:
		id, kb = v.ID, v.ReplyMarkup
	case *tgbotapi.InlineQueryResultArticle:
		return checkPointer(v)
	case tgbotapi.InlineQueryResultPhoto:
		id, kb = v.ID, v.ReplyMarkup
	case *tgbotapi.InlineQueryResultPhoto:
		return checkPointer(v)
	case nil:
		return fmt.Errorf("%w: nil inline result", ErrBadInput)
	default:
		return nil
	}
	if id == "" || len(id) > MaxResultID {
		return fmt.Errorf("%w: inline result id %q must be 1-%d bytes", ErrBadInput, id, MaxResultID)
	}
	return ValidateKeyboard(kb)
}

// checkPointer checks a result given by pointer.
func checkPointer[T any](v *T) error {
	if v == nil {
		return fmt.Errorf("%w: nil inline result", ErrBadInput)
	}
	return checkResult(*v)
}
