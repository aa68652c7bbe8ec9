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

// photoRefusal tells how Telegram refused a picture: rights, when the bot
// may not send photos in the chat (tgapi.ErrNoPhotoRights); bad, when it
// will not take this picture (tgapi.ErrPhotoRejected). Neither stops a
// text message.
func photoRefusal(err error) (rights, bad bool) {
	return errors.Is(err, tgapi.ErrNoPhotoRights), errors.Is(err, tgapi.ErrPhotoRejected)
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
	if text || errors.Is(err, tgapi.ErrNoMedia) {
		words := fallbackText(caption)
		if len(b.PNG) > 0 {
			words = textBoard(caption, b, false)
		}
		err = o.a.client.EditText(ctx, m, words, kb, tgbotapi.ModeHTML)
	}
	return err
}
