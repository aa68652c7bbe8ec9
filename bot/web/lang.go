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
