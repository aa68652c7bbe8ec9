package tgapi

import (
	"errors"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

func TestValidateKeyboard(t *testing.T) {
	long := strings.Repeat("x", MaxCallbackData+1)
	exact := strings.Repeat("é", MaxCallbackData/2) // 64 bytes, 32 characters
	url := "https://t.me/jackal_test_bot?start=g1"
	tests := []struct {
		name string
		kb   *tgbotapi.InlineKeyboardMarkup
		want error
	}{
		{"nil", nil, nil},
		{"short data", keyboard("m:g2", "m:g3"), nil},
		{"64 bytes", keyboard(exact), nil},
		{"65 bytes", keyboard(long), ErrCallbackData},
		{"empty data", keyboard(""), ErrCallbackData},
		{"url button", &tgbotapi.InlineKeyboardMarkup{InlineKeyboard: [][]tgbotapi.InlineKeyboardButton{
			{tgbotapi.NewInlineKeyboardButtonURL("join", url)}}}, nil},
		{"no text", &tgbotapi.InlineKeyboardMarkup{InlineKeyboard: [][]tgbotapi.InlineKeyboardButton{
			{tgbotapi.NewInlineKeyboardButtonData("", "x")}}}, ErrBadInput},
		{"no action", &tgbotapi.InlineKeyboardMarkup{InlineKeyboard: [][]tgbotapi.InlineKeyboardButton{
			{{Text: "idle"}}}}, ErrBadInput},
		{"two actions", &tgbotapi.InlineKeyboardMarkup{InlineKeyboard: [][]tgbotapi.InlineKeyboardButton{
			{{Text: "both", URL: &url, CallbackData: &url}}}}, ErrBadInput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidateKeyboard(tt.kb)
			if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
				t.Fatalf("ValidateKeyboard = %v, want %v", err, tt.want)
			}
			if errors.Is(err, ErrCallbackData) && !errors.Is(err, ErrBadInput) {
				t.Fatalf("callback data error %v is not ErrBadInput", err)
			}
		})
	}
}
