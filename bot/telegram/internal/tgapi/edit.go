package tgapi

import (
	"context"
	"encoding/json"
	"fmt"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// attachName is the multipart field of a picture uploaded by EditPhoto.
const attachName = "board"

// inputPhoto is the InputMediaPhoto JSON of editMessageMedia.
type inputPhoto struct {
	Type      string `json:"type"`
	Media     string `json:"media"`
	Caption   string `json:"caption,omitempty"`
	ParseMode string `json:"parse_mode,omitempty"`
}

// EditPhoto replaces the picture, caption and keyboard of a chat message by
// uploading png (editMessageMedia, multipart, media "attach://board").
func (c *Client) EditPhoto(ctx context.Context, chat int64, msgID int, png []byte, caption string,
	kb *tgbotapi.InlineKeyboardMarkup) error {
	if len(png) == 0 {
		return fmt.Errorf("%w: empty picture", ErrBadInput)
	}
	files := []tgbotapi.RequestFile{{Name: attachName, Data: tgbotapi.FileBytes{Name: photoName, Bytes: png}}}
	return c.editMedia(ctx, ChatMessage(chat, msgID), "attach://"+attachName, caption, kb, files)
}

// EditInlinePhoto replaces the picture, caption and keyboard of an inline
// message with an already uploaded picture: inline messages cannot receive
// an upload, so get fileID from UploadForFileID or SendPhoto.
func (c *Client) EditInlinePhoto(ctx context.Context, inlineMessageID, fileID, caption string,
	kb *tgbotapi.InlineKeyboardMarkup) error {
	if inlineMessageID == "" || fileID == "" {
		return fmt.Errorf("%w: empty inline message id or file id", ErrBadInput)
	}
	return c.editMedia(ctx, InlineMessage(inlineMessageID), fileID, caption, kb, nil)
}

func (c *Client) editMedia(ctx context.Context, ref MessageRef, media, caption string,
	kb *tgbotapi.InlineKeyboardMarkup, files []tgbotapi.RequestFile) error {
	p, err := editParams(ref, kb)
	if err != nil {
		return err
	}
	in := inputPhoto{Type: "photo", Media: media, Caption: caption}
	if caption != "" {
		in.ParseMode = c.cfg.CaptionParseMode
	}
	b, err := json.Marshal(in)
	if err != nil {
		return fmt.Errorf("%w: media: %w", ErrBadInput, err)
	}
	p["media"] = string(b)
	_, err = c.do(ctx, call{method: "editMessageMedia", params: p, files: files, chat: ref.ChatID, pace: ref.pace()})
	return err
}

// EditCaption replaces the caption and keyboard of a picture message.
func (c *Client) EditCaption(ctx context.Context, ref MessageRef, caption string, kb *tgbotapi.InlineKeyboardMarkup) error {
	p, err := editParams(ref, kb)
	if err != nil {
		return err
	}
	p["caption"] = caption
	if caption != "" {
		p.AddNonEmpty("parse_mode", c.cfg.CaptionParseMode)
	}
	_, err = c.do(ctx, call{method: "editMessageCaption", params: p, chat: ref.ChatID, pace: ref.pace()})
	return err
}

// EditText replaces the text and keyboard of a text message.
func (c *Client) EditText(ctx context.Context, ref MessageRef, text string, kb *tgbotapi.InlineKeyboardMarkup,
	parseMode string) error {
	p, err := editParams(ref, kb)
	if err != nil {
		return err
	}
	if text == "" {
		return fmt.Errorf("%w: empty message text", ErrBadInput)
	}
	if err := checkParseMode(parseMode); err != nil {
		return err
	}
	p["text"] = text
	p.AddNonEmpty("parse_mode", parseMode)
	_, err = c.do(ctx, call{method: "editMessageText", params: p, chat: ref.ChatID, pace: ref.pace()})
	return err
}

// EditKeyboard replaces the inline keyboard of a message; nil removes it.
// It is paced by the chat's bucket (one call a second) but not by a
// group's 20 a minute: that limit counts messages posted in the group, and
// a keyboard edit posts nothing (a 429 would still be honoured).
func (c *Client) EditKeyboard(ctx context.Context, ref MessageRef, kb *tgbotapi.InlineKeyboardMarkup) error {
	p, err := editParams(ref, kb)
	if err != nil {
		return err
	}
	pace := ref.pace()
	pace.group = false
	_, err = c.do(ctx, call{method: "editMessageReplyMarkup", params: p, chat: ref.ChatID, pace: pace})
	return err
}

// RemoveKeyboard removes the inline keyboard of a message.
func (c *Client) RemoveKeyboard(ctx context.Context, ref MessageRef) error {
	return c.EditKeyboard(ctx, ref, nil)
}

// editParams starts the parameters of an edit.
func editParams(ref MessageRef, kb *tgbotapi.InlineKeyboardMarkup) (tgbotapi.Params, error) {
	if err := ref.check(); err != nil {
		return nil, err
	}
	p := tgbotapi.Params{}
	ref.params(p)
	if err := addKeyboard(p, kb); err != nil {
		return nil, err
	}
	return p, nil
}
