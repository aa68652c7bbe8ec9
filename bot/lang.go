package bot

import "github.com/jackalbot/jackal/bot/narrate"

func nl(lang string) narrate.Lang {
	if lang == "ru" {
		return narrate.RU
	}
	return narrate.EN
}

// parseLang reads a language name; ok is false for one the bot does not speak.
func parseLang(s string) (string, bool) {
	l, ok := narrate.ParseLang(s)
	if !ok {
		return "", false
	}
	return string(l), true
}
