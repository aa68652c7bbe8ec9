package tgapi

import (
	"encoding/json"
	"fmt"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// MaxCallbackData is the most bytes Telegram carries in a button's
// callback_data.
const MaxCallbackData = 64

// ValidateKeyboard checks an inline keyboard before it is sent: every button
// has a label and exactly one action, and callback data is 1-64 bytes
// (ErrCallbackData). A nil keyboard is valid.
func ValidateKeyboard(kb *tgbotapi.InlineKeyboardMarkup) error {
	if kb == nil {
		return nil
	}
	for r, row := range kb.InlineKeyboard {
		for b, btn := range row {
			if btn.Text == "" {
				return fmt.Errorf("%w: button %d of row %d has no text", ErrBadInput, b+1, r+1)
			}
			if n := actions(btn); n != 1 {
				return fmt.Errorf("%w: button %q has %d actions, want exactly 1", ErrBadInput, btn.Text, n)
			}
			if d := btn.CallbackData; d != nil && (len(*d) == 0 || len(*d) > MaxCallbackData) {
				return fmt.Errorf("%w: %w: button %q carries %d bytes", ErrBadInput, ErrCallbackData, btn.Text, len(*d))
			}
		}
	}
	return nil
}

// actions counts the action fields set on a button.
func actions(b tgbotapi.InlineKeyboardButton) int {
	n := 0
	for _, set := range []bool{
		b.URL != nil, b.LoginURL != nil, b.CallbackData != nil, b.SwitchInlineQuery != nil,
		b.SwitchInlineQueryCurrentChat != nil, b.CallbackGame != nil, b.Pay,
	} {
		if set {
			n++
		}
	}
	return n
}

// addKeyboard validates kb and puts it into p as reply_markup.
func addKeyboard(p tgbotapi.Params, kb *tgbotapi.InlineKeyboardMarkup) error {
	if err := ValidateKeyboard(kb); err != nil {
		return err
	}
	if kb == nil {
		return nil
	}
	b, err := json.Marshal(kb)
	if err != nil {
		return fmt.Errorf("%w: keyboard: %w", ErrBadInput, err)
	}
	p["reply_markup"] = string(b)
	return nil
}
