package tgapi

import (
	"context"
	"fmt"
	"strconv"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// photoName is the file name under which pictures are uploaded.
const photoName = "board.png"

// SendText sends a text message to chat, in forum topic thread when thread
// is not zero, with an optional inline keyboard and parse mode ("",
// tgbotapi.ModeHTML, ModeMarkdown, ModeMarkdownV2). It returns the new
// message's id.
func (c *Client) SendText(ctx context.Context, chat int64, thread int, text string,
	kb *tgbotapi.InlineKeyboardMarkup, parseMode string) (int, error) {
	p, err := sendParams(chat, thread, kb)
	if err != nil {
		return 0, err
	}
	if text == "" {
		return 0, fmt.Errorf("%w: empty message text", ErrBadInput)
	}
	if err := checkParseMode(parseMode); err != nil {
		return 0, err
	}
	p["text"] = text
	p.AddNonEmpty("parse_mode", parseMode)
	res, err := c.do(ctx, call{method: "sendMessage", params: p, chat: chat, pace: chatPace(chat)})
	if err != nil {
		return 0, err
	}
	m, err := decodeMessage("sendMessage", res)
	return m.MessageID, err
}

// SendPhoto uploads a PNG picture to chat (topic thread when not zero) with
// a caption and an optional inline keyboard. It returns the message id and
// the file_id of the largest size, reusable in EditInlinePhoto; the file_id
// is "" when the answer lists no photo sizes (a Bot API server that leaves
// them out): the picture was sent all the same.
func (c *Client) SendPhoto(ctx context.Context, chat int64, thread int, png []byte, caption string,
	kb *tgbotapi.InlineKeyboardMarkup) (int, string, error) {
	p, err := sendParams(chat, thread, kb)
	if err != nil {
		return 0, "", err
	}
	if len(png) == 0 {
		return 0, "", fmt.Errorf("%w: empty picture", ErrBadInput)
	}
	p.AddNonEmpty("caption", caption)
	if caption != "" {
		p.AddNonEmpty("parse_mode", c.cfg.CaptionParseMode)
	}
	files := []tgbotapi.RequestFile{{Name: "photo", Data: tgbotapi.FileBytes{Name: photoName, Bytes: png}}}
	res, err := c.do(ctx, call{method: "sendPhoto", params: p, files: files, chat: chat, pace: chatPace(chat)})
	if err != nil {
		return 0, "", err
	}
	m, err := decodeMessage("sendPhoto", res)
	if err != nil {
		return 0, "", err
	}
	if m.MessageID == 0 {
		return 0, "", fmt.Errorf("%w: sendPhoto returned no message id", ErrBadResponse)
	}
	fileID, err := largestPhoto("sendPhoto", m.Photo)
	if err != nil {
		fileID = "" // sent; only its file_id is unknown
	}
	return m.MessageID, fileID, nil
}

// DeleteMessage deletes a message; one already gone gives ErrMessageGone.
func (c *Client) DeleteMessage(ctx context.Context, chat int64, msgID int) error {
	ref := ChatMessage(chat, msgID)
	if err := ref.check(); err != nil {
		return err
	}
	p := tgbotapi.Params{}
	ref.params(p)
	_, err := c.do(ctx, call{method: "deleteMessage", params: p, chat: chat, pace: globalPace()})
	return err
}

// sendParams starts the parameters of a new message.
func sendParams(chat int64, thread int, kb *tgbotapi.InlineKeyboardMarkup) (tgbotapi.Params, error) {
	if chat == 0 {
		return nil, fmt.Errorf("%w: chat id 0", ErrBadInput)
	}
	if thread < 0 {
		return nil, fmt.Errorf("%w: negative thread id %d", ErrBadInput, thread)
	}
	p := tgbotapi.Params{"chat_id": strconv.FormatInt(chat, 10)}
	p.AddNonZero("message_thread_id", thread)
	if err := addKeyboard(p, kb); err != nil {
		return nil, err
	}
	return p, nil
}

func checkParseMode(mode string) error {
	switch mode {
	case "", tgbotapi.ModeHTML, tgbotapi.ModeMarkdown, tgbotapi.ModeMarkdownV2:
		return nil
	}
	return fmt.Errorf("%w: unknown parse mode %q", ErrBadInput, mode)
}

// SendAnimation uploads an animation (a GIF) to chat (topic thread when not
// zero) with a plain caption.
func (c *Client) SendAnimation(ctx context.Context, chat int64, thread int, name string, data []byte, caption string) (int, error) {
	p, err := sendParams(chat, thread, nil)
	if err != nil {
		return 0, err
	}
	if len(data) == 0 {
		return 0, fmt.Errorf("%w: empty animation", ErrBadInput)
	}
	p.AddNonEmpty("caption", caption)
	files := []tgbotapi.RequestFile{{Name: "animation", Data: tgbotapi.FileBytes{Name: name, Bytes: data}}}
	res, err := c.do(ctx, call{method: "sendAnimation", params: p, files: files, chat: chat, pace: chatPace(chat)})
	if err != nil {
		return 0, err
	}
	m, err := decodeMessage("sendAnimation", res)
	return m.MessageID, err
}
