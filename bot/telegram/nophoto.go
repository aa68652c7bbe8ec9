package telegram

import (
	"cmp"
	"context"
	"errors"
	"strings"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
)

// Fragments of Telegram's refusals of a picture, lower case: the bot may
// not send photos in the chat (an admin's restriction), or the picture
// itself cannot be taken (too large, bad dimensions).
var (
	photoRightsPhrases = []string{"not enough rights to send photos", "chat_send_photos_forbidden"}
	badPhotoPhrases    = []string{
		"photo_invalid_dimensions", "photo_save_file_invalid", "photo_invalid",
		"image_process_failed", "file is too big", "wrong file",
	}
)

// photoRefusal tells how Telegram refused a picture: rights, when the bot
// may not send photos in the chat; bad, when it will not take this
// picture. Neither stops a text message.
func photoRefusal(err error) (rights, bad bool) {
	var e *tgapi.APIError
	if !errors.As(err, &e) || errors.Is(err, tgapi.ErrForbidden) {
		return false, false
	}
	desc := strings.ToLower(e.Description)
	switch {
	case containsAny(desc, photoRightsPhrases):
		return true, false
	case e.Code == 413 || (e.Code == 400 && containsAny(desc, badPhotoPhrases)):
		return false, true
	}
	return false, false
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

// photoHint asks the group's admins for the right to send photos, in the
// board's language (bot.Board.Lang; English for another).
var photoHint = map[string]string{
	"en": "I may not send pictures here, so this board is text. To see it as a picture, let me send photos in this group.",
	"ru": "Мне нельзя присылать сюда картинки, поэтому доска текстом. Чтобы видеть её картинкой, разрешите мне отправлять фото в этой группе.",
}

// textBoard is the HTML text of a board whose picture Telegram refused:
// the caption (caption, HTML already), the plain-text board when it
// fits, and hint when set.
func textBoard(caption string, b bot.Board, hint bool) string {
	tail := ""
	if hint {
		tail = "\n\n<i>" + htmlEscaper.Replace(cmp.Or(photoHint[b.Lang], photoHint["en"])) + "</i>"
	}
	text := caption
	if alt := strings.TrimSpace(b.Alt); alt != "" {
		withAlt := caption + "\n<pre>" + htmlEscaper.Replace(alt) + "</pre>"
		if utf16Len(withAlt+tail) <= MaxText {
			text = withAlt
		}
	}
	return fallbackText(text + tail)
}

// photosRefused notes that chat refuses the bot's photos and reports
// whether this is news: the first refusal is logged as a warning and its
// board carries the hint; later ones, until a picture goes through
// again, are not told again.
func (a *Adapter) photosRefused(chat int64, err error) bool {
	if _, told := a.noPhotos.LoadOrStore(chat, struct{}{}); told {
		a.log.Debug("telegram: photos still refused; board posted as text", "chat", chat)
		return false
	}
	a.log.Warn("telegram: the bot may not send photos in the chat; boards go as text", "chat", chat, "err", err)
	return true
}

// noMediaPhrases are Telegram's refusals to edit a text message as a
// picture or a caption.
var noMediaPhrases = []string{"there is no media in the message", "there is no caption in the message"}

// editChatBoard edits board message m to show b (caption: its HTML
// caption; kb: its buttons). A text board (a board posted without its
// picture; text when known to be one) gets its text replaced; where
// Telegram refuses the picture, the message keeps its picture under the
// new caption and buttons.
func (o *outbox) editChatBoard(ctx context.Context, m tgapi.MessageRef, text bool, caption string,
	kb *tgbotapi.InlineKeyboardMarkup, b bot.Board) error {
	var err error
	switch {
	case text:
	case len(b.PNG) == 0:
		err = o.a.client.EditCaption(ctx, m, caption, kb)
	default:
		err = o.a.client.EditPhoto(ctx, m.ChatID, m.MessageID, b.PNG, caption, kb)
	}
	if rights, bad := photoRefusal(err); rights || bad {
		o.a.log.Debug("telegram: picture refused in an edit; caption only", "chat", m.ChatID, "err", err)
		err = o.a.client.EditCaption(ctx, m, caption, kb)
	}
	var e *tgapi.APIError
	if text || (errors.As(err, &e) && containsAny(strings.ToLower(e.Description), noMediaPhrases)) {
		words := fallbackText(caption)
		if len(b.PNG) > 0 {
			words = textBoard(caption, b, false)
		}
		err = o.a.client.EditText(ctx, m, words, kb, tgbotapi.ModeHTML)
	}
	return err
}
