package telegram

import (
	"context"
	"errors"
	"fmt"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"strconv"
	"strings"
	"sync"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
)

// outbox carries the core's answers to Telegram: one per update, plus the
// adapter's long-lived one for reminders.
type outbox struct {
	a *Adapter
	// request is set for the outbox of one update.
	request bool
	// user is the update's user: private answers and uploads go there;
	// lang is their Telegram's language code.
	user int64
	lang string
	// callbackID is the button press to answer, if the update is one.
	callbackID string
	// pressed is the message whose button was pressed; press the data
	// the core got, and page the page of its keyboard asked for (a page
	// button's press, pagedRows; else 1).
	pressed bot.MessageRef
	press   string
	page    int
	// pressedText: the pressed message is a text message (a board posted
	// without a picture), not a picture with a caption.
	pressedText bool

	mu       sync.Mutex
	answered bool
	moves    [][2]int64 // group migrations met, moved after the request
}

var (
	_ bot.Outbox     = (*outbox)(nil)
	_ bot.Notifier   = (*outbox)(nil)
	_ bot.StepEditor = (*outbox)(nil)
)

// newOutbox makes the outbox of one update from user; callbackID names
// the button press, if it is one.
func (a *Adapter) newOutbox(user int64, callbackID string) *outbox {
	return &outbox{a: a, request: true, user: user, callbackID: callbackID}
}

// finish ends the update: the games of migrated groups move to their
// supergroups, and a press the core did not answer gets an empty answer.
func (o *outbox) finish(ctx context.Context) {
	o.mu.Lock()
	answer := o.callbackID != "" && !o.answered
	o.answered = true
	moves := o.moves
	o.moves = nil
	o.mu.Unlock()
	for _, m := range moves {
		o.a.rekey(m[0], m[1])
	}
	if answer {
		if err := o.a.client.AnswerCallback(ctx, o.callbackID, "", false); err != nil {
			o.logUnanswered(err)
		}
	}
}

// takeCallback claims the press's one answer; false when there is no press
// or it was answered already.
func (o *outbox) takeCallback() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.callbackID == "" || o.answered {
		return false
	}
	o.answered = true
	return true
}

// KeepsOldButtons tells the core to leave old boards' buttons in place:
// removing them costs a message each under a group's send limit, and a
// press there is answered "old board" anyway.
func (o *outbox) KeepsOldButtons() bool { return true }

// Ack answers the press at once with no text, if nothing answered it yet:
// the spinner on the button stops while the work goes on.
func (o *outbox) Ack(ctx context.Context, _ bot.Request) {
	o.ack(ctx)
}

// ack answers the press with no text if it is still unanswered. Every call
// that waits for Telegram's pacing or uploads a picture acks first, so a
// press is never left spinning behind them.
func (o *outbox) ack(ctx context.Context) {
	if !o.takeCallback() {
		return
	}
	if err := o.a.client.AnswerCallback(ctx, o.callbackID, "", false); err != nil {
		o.logUnanswered(err)
	}
}

// logUnanswered logs a press that could not be answered: a press too old
// to answer (a backlog after downtime) as information, others as a
// warning.
func (o *outbox) logUnanswered(err error) {
	if errors.Is(err, tgapi.ErrQueryExpired) {
		o.a.log.Info("telegram: button press too old to answer", "user", o.user, "err", err)
		return
	}
	o.a.log.Warn("telegram: button press not acknowledged", "err", err)
}

// Answer answers the request's user: a press with an alert (cut to 200
// characters); a typed command with a message in its chat. A second answer
// to one press, or one to a press too old to answer, goes to the user's
// private chat.
func (o *outbox) Answer(ctx context.Context, req bot.Request, text string) error {
	if o.takeCallback() {
		err := o.a.client.AnswerCallback(ctx, o.callbackID, cutText(text, tgapi.MaxCallbackAnswer), text != "")
		if !errors.Is(err, tgapi.ErrQueryExpired) {
			return err
		}
		// the press is too old for an alert: its words go privately
		o.logUnanswered(err)
	}
	if strings.TrimSpace(text) == "" {
		return nil
	}
	if req.Button != "" || req.Chat.ID == "" {
		err := o.SendPrivate(ctx, req.User, text, nil)
		if err != nil {
			o.a.log.Info("telegram: answer not delivered", "user", req.User.ID, "err", err)
		}
		return err
	}
	_, err := o.SendText(ctx, req.Chat, text, nil)
	return err
}

// Notify answers the press with a toast (no alert to close), cut to 200
// characters; a typed request is answered as Answer does. A press
// answered already, or too old to answer, is not told again.
func (o *outbox) Notify(ctx context.Context, req bot.Request, text string) error {
	if o.takeCallback() {
		err := o.a.client.AnswerCallback(ctx, o.callbackID, cutText(text, tgapi.MaxCallbackAnswer), false)
		if errors.Is(err, tgapi.ErrQueryExpired) {
			o.logUnanswered(err) // a passing notice, not worth a message
			return nil
		}
		return err
	}
	if o.callbackID != "" {
		return nil
	}
	return o.Answer(ctx, req, text)
}

// SendBoard posts a picture with the HTML caption (the player to act
// mentioned) and the buttons, in the chat's topic. A board without a
// picture is posted as text, and so is one whose picture Telegram
// refuses (textBoard): the group may not get photos from the bot (asked
// once to allow them, until a picture goes through again), or the
// picture is too large.
func (o *outbox) SendBoard(ctx context.Context, chat bot.Chat, b bot.Board) (bot.MessageRef, error) {
	o.ack(ctx)
	id, thread, err := target(chat)
	if err != nil {
		return bot.MessageRef{}, err
	}
	caption, kb := boardCaption(b.Ping, b.Caption), keyboardOf(b.Buttons)
	var msgID int
	id, err = o.inChat(ctx, id, func(c int64) error {
		var err error
		if len(b.PNG) == 0 {
			msgID, err = o.a.client.SendText(ctx, c, thread, fallbackText(caption), kb, tgbotapi.ModeHTML)
			return err
		}
		msgID, _, err = o.a.client.SendPhoto(ctx, c, thread, b.PNG, caption, kb)
		if err == nil {
			o.a.noPhotos.Delete(c)
			return nil
		}
		rights, bad := photoRefusal(err)
		if !rights && !bad {
			return err
		}
		if bad {
			o.a.log.Warn("telegram: picture refused; board posted as text", "chat", c, "size", len(b.PNG), "err", err)
		}
		hint := rights && o.a.photosRefused(c, err)
		msgID, err = o.a.client.SendText(ctx, c, thread, textBoard(caption, b, hint), kb, tgbotapi.ModeHTML)
		return err
	})
	if err != nil {
		return bot.MessageRef{}, err
	}
	return botRef(id, msgID), nil
}

// fallbackText keeps a text message from being empty.
func fallbackText(html string) string {
	if strings.TrimSpace(html) == "" {
		return "…"
	}
	return html
}

// EditBoard replaces a board's picture, caption and buttons: a chat
// message gets the picture uploaded; an inline message gets its file_id
// (uploaded first), or only a new caption and buttons if no upload is
// possible. A chat message left behind by its group's migration is posted
// anew in the supergroup; one posted as text stays text (editChatBoard).
func (o *outbox) EditBoard(ctx context.Context, ref bot.MessageRef, b bot.Board) error {
	o.ack(ctx)
	caption, kb := boardCaption(b.Ping, b.Caption), keyboardOf(b.Buttons)
	r, err := refOf(ref)
	if err != nil {
		return err
	}
	if r.IsInline() {
		if len(b.PNG) == 0 {
			return o.a.client.EditCaption(ctx, r, caption, kb)
		}
		fileID, err := o.a.fileID(ctx, b.PNG, o.user)
		if err != nil {
			o.a.log.Warn("telegram: inline picture not uploaded; caption only", "inline", r.InlineMessageID, "err", err)
			return o.a.client.EditCaption(ctx, r, caption, kb)
		}
		return o.a.client.EditInlinePhoto(ctx, r.InlineMessageID, fileID, caption, kb)
	}
	text := o.press != "" && o.pressedText && sameMessage(ref, o.pressed)
	c, err := o.inChat(ctx, r.ChatID, func(c int64) error {
		return o.editChatBoard(ctx, tgapi.ChatMessage(c, r.MessageID), text, caption, kb, b)
	})
	if c != r.ChatID && errors.Is(err, tgapi.ErrMessageGone) {
		// The group became a supergroup and the message stayed behind:
		// show the board anew there; its buttons work the same.
		_, err = o.SendBoard(ctx, bot.Chat{ID: strconv.FormatInt(c, 10)}, b)
	}
	return err
}

// EditButtons replaces the buttons under a message; nil removes them.
// Under the message pressed, too many are shown a page at a time
// (pagedRows).
func (o *outbox) EditButtons(ctx context.Context, ref bot.MessageRef, buttons [][]bot.Button) error {
	o.ack(ctx)
	r, err := refOf(ref)
	if err != nil {
		return err
	}
	kb := keyboardOf(buttons)
	if o.press != "" && sameMessage(ref, o.pressed) {
		// the pressed message's buttons: a page at a time when too many
		kb = markupOf(pagedRows(buttons, o.press, o.page))
	}
	if r.IsInline() {
		return o.a.client.EditKeyboard(ctx, r, kb)
	}
	_, err = o.inChat(ctx, r.ChatID, func(c int64) error {
		return o.a.client.EditKeyboard(ctx, tgapi.ChatMessage(c, r.MessageID), kb)
	})
	return err
}

// EditStep replaces the caption (the player to act mentioned, as the
// board has it) and the buttons of a board in one edit, its picture kept:
// a step of a choice says what its buttons choose. Under the message
// pressed, too many buttons are shown a page at a time (pagedRows); a
// pressed board that is a text message gets its text replaced.
func (o *outbox) EditStep(ctx context.Context, ref bot.MessageRef, b bot.Board) error {
	o.ack(ctx)
	r, err := refOf(ref)
	if err != nil {
		return err
	}
	caption, kb := boardCaption(b.Ping, b.Caption), keyboardOf(b.Buttons)
	pressed := o.press != "" && sameMessage(ref, o.pressed)
	if pressed {
		kb = markupOf(pagedRows(b.Buttons, o.press, o.page))
	}
	if r.IsInline() {
		return o.a.client.EditCaption(ctx, r, caption, kb)
	}
	_, err = o.inChat(ctx, r.ChatID, func(c int64) error {
		m := tgapi.ChatMessage(c, r.MessageID)
		if pressed && o.pressedText {
			return o.a.client.EditText(ctx, m, fallbackText(caption), kb, tgbotapi.ModeHTML)
		}
		return o.a.client.EditCaption(ctx, m, caption, kb)
	})
	return err
}

// sameMessage reports whether two references name one message.
func sameMessage(a, b bot.MessageRef) bool {
	return a.ChatID == b.ChatID && a.MessageID == b.MessageID && a.InlineID == b.InlineID
}

// SendText posts plain text (cut to Telegram's limit) with buttons. A game
// played inline has no chat: the text answers the press being served
// instead (a notice, not an alert; without buttons), or fails with
// ErrNoChat.
func (o *outbox) SendText(ctx context.Context, chat bot.Chat, text string, buttons [][]bot.Button) (bot.MessageRef, error) {
	o.ack(ctx)
	if chat.ID == "" && chat.InlineID != "" {
		if !o.takeCallback() {
			return bot.MessageRef{}, fmt.Errorf("%w: %q", ErrNoChat, cutText(text, 40))
		}
		err := o.a.client.AnswerCallback(ctx, o.callbackID, cutText(text, tgapi.MaxCallbackAnswer), false)
		return bot.MessageRef{InlineID: chat.InlineID}, err
	}
	id, thread, err := target(chat)
	if err != nil {
		return bot.MessageRef{}, err
	}
	text, kb := fallbackText(cutText(text, MaxText)), keyboardOf(buttons)
	var msgID int
	id, err = o.inChat(ctx, id, func(c int64) error {
		var err error
		msgID, err = o.a.client.SendText(ctx, c, thread, text, kb, "")
		return err
	})
	if err != nil {
		return bot.MessageRef{}, err
	}
	return botRef(id, msgID), nil
}

// EditText replaces the text and buttons of a text message (the caption of
// an inline message, which is always a picture). A message left behind by
// its group's migration is posted anew in the supergroup.
func (o *outbox) EditText(ctx context.Context, ref bot.MessageRef, text string, buttons [][]bot.Button) error {
	o.ack(ctx)
	r, err := refOf(ref)
	if err != nil {
		return err
	}
	kb := keyboardOf(buttons)
	if r.IsInline() {
		return o.a.client.EditCaption(ctx, r, htmlCaption(text), kb)
	}
	text = fallbackText(cutText(text, MaxText))
	c, err := o.inChat(ctx, r.ChatID, func(c int64) error {
		return o.a.client.EditText(ctx, tgapi.ChatMessage(c, r.MessageID), text, kb, "")
	})
	if c != r.ChatID && errors.Is(err, tgapi.ErrMessageGone) {
		// left behind by a migration: post it anew in the supergroup
		_, err = o.SendText(ctx, bot.Chat{ID: strconv.FormatInt(c, 10)}, text, buttons)
	}
	return err
}

// SendPrivate writes to user's private chat (whose id is the user's), with
// the picture when given. A user who blocked the bot or never started it
// gives bot.ErrCannotReach.
func (o *outbox) SendPrivate(ctx context.Context, user bot.User, text string, png []byte) error {
	id, err := privateChat(user)
	if err != nil {
		return err
	}
	if len(png) > 0 {
		_, _, err = o.a.client.SendPhoto(ctx, id, 0, png, htmlCaption(text), nil)
	} else {
		_, err = o.a.client.SendText(ctx, id, 0, fallbackText(cutText(text, MaxText)), nil, "")
	}
	return o.reached(id, err)
}

// privateChat is the id of user's private chat with the bot: the user's
// own id.
func privateChat(user bot.User) (int64, error) {
	id, err := parseChatID(user.ID)
	if err != nil || id < 0 {
		return 0, fmt.Errorf("%w: %w: user %q", bot.ErrCannotReach, ErrBadChatID, user.ID)
	}
	return id, nil
}

// reached turns Telegram's refusal to write to the private chat id into
// bot.ErrCannotReach; other errors pass as they are.
func (o *outbox) reached(id int64, err error) error {
	if unreachable(err) {
		o.a.log.Info("telegram: user cannot be written to privately", "user", id, "err", err)
		return fmt.Errorf("%w: %w", bot.ErrCannotReach, err)
	}
	return err
}

// unreachable reports Telegram's refusals to deliver to a private chat.
func unreachable(err error) bool {
	var apiErr *tgapi.APIError
	return errors.Is(err, tgapi.ErrBlocked) || errors.Is(err, tgapi.ErrForbidden) ||
		(errors.As(err, &apiErr) && strings.Contains(strings.ToLower(apiErr.Description), "chat not found"))
}

// target reads the chat and topic a message goes to.
func target(chat bot.Chat) (int64, int, error) {
	id, err := parseChatID(chat.ID)
	if err != nil {
		return 0, 0, err
	}
	thread, err := parseThread(chat.Thread)
	return id, thread, err
}
