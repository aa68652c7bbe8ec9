package web

import "strings"

// pageLang is the page's language for a language code (Telegram's
// language_code "ru-RU", the bot's "ru"): "ru" for Russian, else "en".
func pageLang(code string) string {
	if strings.HasPrefix(strings.ToLower(code), "ru") {
		return "ru"
	}
	return "en"
}

// staleWords answer, in the page's language, an action chosen on a view
// the game has moved on from.
var staleWords = map[string]string{
	"en": "The board changed before your move arrived: look at it again.",
	"ru": "Доска изменилась, пока шёл ваш ход: посмотрите на неё ещё раз.",
}
