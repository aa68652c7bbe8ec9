package tgapi

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// SetCommands sets the bot's command menu. Commands are 1-32 characters of
// a-z 0-9 _; descriptions 1-256 characters.
func (c *Client) SetCommands(ctx context.Context, cmds []tgbotapi.BotCommand) error {
	return c.SetCommandsIn(ctx, "", cmds)
}

// SetCommandsIn sets the command menu shown to users whose Telegram speaks
// lang (a two-letter ISO 639-1 code); "" sets the menu of everyone else.
func (c *Client) SetCommandsIn(ctx context.Context, lang string, cmds []tgbotapi.BotCommand) error {
	if lang != "" && (len(lang) != 2 || lang[0] < 'a' || lang[0] > 'z' || lang[1] < 'a' || lang[1] > 'z') {
		return fmt.Errorf("%w: language code %q is not two lower-case letters", ErrBadInput, lang)
	}
	for _, cmd := range cmds {
		if err := checkCommand(cmd); err != nil {
			return err
		}
	}
	if cmds == nil {
		cmds = []tgbotapi.BotCommand{}
	}
	b, err := json.Marshal(cmds)
	if err != nil {
		return fmt.Errorf("%w: commands: %w", ErrBadInput, err)
	}
	p := tgbotapi.Params{"commands": string(b)}
	p.AddNonEmpty("language_code", lang)
	_, err = c.do(ctx, call{method: "setMyCommands", params: p, pace: paceKey{kind: paceNone}})
	return err
}

func checkCommand(cmd tgbotapi.BotCommand) error {
	if len(cmd.Command) == 0 || len(cmd.Command) > 32 {
		return fmt.Errorf("%w: command %q must be 1-32 characters", ErrBadInput, cmd.Command)
	}
	for _, r := range cmd.Command {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return fmt.Errorf("%w: command %q may hold only a-z 0-9 _", ErrBadInput, cmd.Command)
		}
	}
	if n := utf8.RuneCountInString(cmd.Description); n == 0 || n > 256 {
		return fmt.Errorf("%w: description of /%s must be 1-256 characters", ErrBadInput, cmd.Command)
	}
	return nil
}

// ChatMemberStatus returns user's status in chat: "creator",
// "administrator", "member", "restricted", "left" or "kicked".
func (c *Client) ChatMemberStatus(ctx context.Context, chat, user int64) (string, error) {
	if chat == 0 || user == 0 {
		return "", fmt.Errorf("%w: chat %d, user %d", ErrBadInput, chat, user)
	}
	p := tgbotapi.Params{"chat_id": strconv.FormatInt(chat, 10), "user_id": strconv.FormatInt(user, 10)}
	res, err := c.do(ctx, call{method: "getChatMember", params: p, chat: chat, pace: paceKey{kind: paceNone}})
	if err != nil {
		return "", err
	}
	var m tgbotapi.ChatMember
	if err := json.Unmarshal(res, &m); err != nil || m.Status == "" {
		return "", fmt.Errorf("%w: getChatMember result %s", ErrBadResponse, res)
	}
	return m.Status, nil
}

// IsAdminStatus reports whether a ChatMemberStatus is the chat's creator or
// an administrator.
func IsAdminStatus(status string) bool { return status == "creator" || status == "administrator" }
