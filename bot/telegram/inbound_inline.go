package telegram

import (
	"context"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// InlineResultID is the id of the one inline result.
const InlineResultID = "jackal-new"

// inlineTexts are the inline result's title and button label, in English
// and Russian.
var inlineTexts = map[string][2]string{
	"en": {"A new Jackal game here", "🏴‍☠️ Open the game"},
	"ru": {"Новая партия в «Шакала» здесь", "🏴‍☠️ Открыть игру"},
}

// onInlineQuery answers "@bot …" with one result: a picture of the island
// with a button that opens a game in the message it becomes. The picture
// must be a file_id: it is uploaded once and cached. If it cannot be
// uploaded the query gets no result, and the failure is logged.
func (a *Adapter) onInlineQuery(ctx context.Context, q *tgbotapi.InlineQuery) {
	if q.From == nil {
		return
	}
	var results []any
	lang := langOf(q.From.LanguageCode)
	fileID, err := a.inlinePictureID(ctx, q.From.ID, lang)
	if err != nil {
		a.log.Warn("telegram: inline picture not uploaded", "user", q.From.ID, "err", err)
	} else {
		t := inlineTexts[lang]
		kb := tgbotapi.NewInlineKeyboardMarkup(tgbotapi.NewInlineKeyboardRow(
			tgbotapi.NewInlineKeyboardButtonData(t[1], OpenData)))
		r := tgapi.CachedPhotoResult(InlineResultID, fileID, t[0], &kb)
		r.Title = t[0]
		results = append(results, r)
	}
	if err := a.client.AnswerInline(ctx, q.ID, results...); err != nil {
		a.log.Warn("telegram: inline query not answered", "user", q.From.ID, "err", err)
	}
}

// inlinePictureID returns the file_id of the inline result's picture in
// lang, uploading it the first time (to the cache chat, else to user's
// private chat).
func (a *Adapter) inlinePictureID(ctx context.Context, user int64, lang string) (string, error) {
	png, err := a.inlinePicture(lang)
	if err != nil {
		return "", err
	}
	return a.fileID(ctx, png, user)
}

// inlinePicture is the configured inline picture, or the island in lang
// ("en" or "ru") drawn once a language.
func (a *Adapter) inlinePicture(lang string) ([]byte, error) {
	a.islandM.Lock()
	defer a.islandM.Unlock()
	if a.inline != nil {
		return a.inline, nil
	}
	if png, ok := a.islands[lang]; ok {
		return png, nil
	}
	png, err := drawIsland(islandSize, lang)
	if err != nil {
		return nil, err
	}
	if a.islands == nil {
		a.islands = map[string][]byte{}
	}
	a.islands[lang] = png
	return png, nil
}
